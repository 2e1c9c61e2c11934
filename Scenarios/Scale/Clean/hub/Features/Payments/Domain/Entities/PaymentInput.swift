// Role: Entity (Domain). A payment as the user asks for it, before the payment rules have
// passed: the input of the payment use cases (Clean Architecture's request model). It names
// what a payment needs; the form that collects it, with its fields and texts, is the
// presentation's. The other entities (User, Account, Payment, Money) are the shared Banking
// domain's.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

public struct PaymentInput: Equatable, Sendable {
  public var recipient: User
  /// The account to pay from; nil until one is chosen.
  public var account: Account?
  public var recipientName: String
  public var accountNumber: String
  /// The amount as the user gave it: the payment rules say which texts are amounts.
  public var amount: String
  public var note: String

  public init(
    recipient: User, account: Account?, recipientName: String, accountNumber: String,
    amount: String, note: String
  ) {
    self.recipient = recipient
    self.account = account
    self.recipientName = recipientName
    self.accountNumber = accountNumber
    self.amount = amount
    self.note = note
  }
}
