// Role: Entity (Domain). A payment as the user is typing it, before the rules pass. The
// other entities (User, Account, Payment, Money) are the shared Banking domain's.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

/// The fields of a payment the user types.
public enum PaymentField: CaseIterable, Hashable, Sendable {
  case recipientName
  case accountNumber
  case amount
  case note
}

/// What the New payment form holds: the chosen account and the text of each field.
public struct PaymentDraft: Equatable, Sendable {
  public var recipient: User
  public var account: Account?
  public var texts: [PaymentField: String]

  public init(recipient: User, account: Account?, texts: [PaymentField: String]) {
    self.recipient = recipient
    self.account = account
    self.texts = texts
  }

  public func text(of field: PaymentField) -> String { texts[field] ?? "" }
}
