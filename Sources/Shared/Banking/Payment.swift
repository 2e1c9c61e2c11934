/// A payment from one of the app user's accounts to a user.
public struct Payment: Hashable, Sendable, Identifiable {
  public enum Status: Hashable, Sendable {
    case pending
    case completed
    case failed
  }

  public var id: Int
  public var userID: Int
  public var accountID: Int
  public var amount: Money
  public var status: Status
  /// An ISO 8601 calendar date, `2026-05-04`.
  public var date: String
  public var note: String?

  public init(
    id: Int, userID: Int, accountID: Int, amount: Money, status: Status, date: String,
    note: String? = nil
  ) {
    self.id = id
    self.userID = userID
    self.accountID = accountID
    self.amount = amount
    self.status = status
    self.date = date
    self.note = note
  }
}

/// An order to pay a user from one of the app user's accounts: what the New payment form
/// submits once its fields are valid. How it travels to the backend is each app's business.
public struct PaymentOrder: Hashable, Sendable {
  public var userID: Int
  public var accountID: Int
  public var recipientName: String
  public var accountNumber: String
  public var amount: Money
  public var note: String?

  public init(
    userID: Int, accountID: Int, recipientName: String, accountNumber: String, amount: Money,
    note: String?
  ) {
    self.userID = userID
    self.accountID = accountID
    self.recipientName = recipientName
    self.accountNumber = accountNumber
    self.amount = amount
    self.note = note
  }
}
