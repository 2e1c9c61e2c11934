/// Every text the user reads about something that went wrong, in one place, as an app's
/// strings file would hold them. Which text an error shows is the architecture's choice,
/// made in the role its pattern gives that job; the texts themselves are shared, so every
/// architecture's screens are byte-identical (docs/FEATURE.md lists them).
public enum Messages {
  // MARK: - Talking to the bank

  public static let offline = "You are offline. Check your connection and try again."

  public static func serviceUnavailable(code: Int) -> String {
    "Something went wrong on our side (HTTP \(code)). Please try again."
  }

  public static func requestRejected(code: Int) -> String {
    "The request failed (HTTP \(code))."
  }

  public static let unreadableAnswer = "The server's answer could not be read. Please try again."
  public static let insufficientFunds = "The bank declined the payment: insufficient funds."

  // MARK: - The payment rules

  public static let missingSourceAccount = "Choose an account to pay from"
  public static let missingRecipientName = "Enter the recipient's name"
  public static let malformedAccountNumber = "Enter a valid account number"
  public static let unparsableAmount = "Enter an amount like 12.50"
  public static let nonPositiveAmount = "The amount must be more than zero"
  public static let amountAboveBalance = "The amount is more than the account's balance"
}
