/// What can go wrong talking to the backend, with the message the user sees.
public enum AppError: Error, Hashable, Sendable {
  /// No connection.
  case offline
  /// The server failed (HTTP 5xx) or refused the request (another 4xx).
  case server(status: Int)
  /// The server's answer was not what the API documents.
  case malformedResponse
  /// The server declined a payment because the account holds too little.
  case insufficientFunds

  public var message: String {
    switch self {
    case .offline: "You are offline. Check your connection and try again."
    case .server(let status) where status >= 500:
      "Something went wrong on our side (HTTP \(status)). Please try again."
    case .server(let status): "The request failed (HTTP \(status))."
    case .malformedResponse: "The server's answer could not be read. Please try again."
    case .insufficientFunds: "The bank declined the payment: insufficient funds."
    }
  }
}
