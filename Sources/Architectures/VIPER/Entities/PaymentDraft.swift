// Role: Entity. The payment as typed so far, before the rules have passed; only the
// NewPayment interactor holds it. The other entities (User, Account, Payment, Money) are the
// shared fixture's.
import Banking

/// What the form holds: the recipient, the chosen account and the text of each field.
struct PaymentDraft: Equatable {
  var recipient: User
  var account: Account?
  var texts: [NewPaymentField: String]

  func text(of field: NewPaymentField) -> String { texts[field] ?? "" }
}
