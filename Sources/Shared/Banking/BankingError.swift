/// What can go wrong when the app asks the bank for something, in the domain's words.
///
/// The data layer of each architecture maps transport and HTTP failures to these; the
/// presentation layer maps them to the texts the user reads (`Messages` in `Display`).
public enum BankingError: Error, Hashable, Sendable {
  /// The bank cannot be reached: no connection.
  case offline
  /// The bank's service failed. `code` is the failure's reference, which the user can quote
  /// to support (the backend's status code).
  case serviceUnavailable(code: Int)
  /// The bank refused the request, with the reference `code`.
  case requestRejected(code: Int)
  /// The bank's answer could not be understood.
  case unreadableAnswer
  /// The bank declined a payment because the account holds too little.
  case insufficientFunds
}
