// Role: Entity (NewPayment). The payment as typed so far, before the rules have passed.
import Fixture

/// What the form holds: the chosen account and the text of each field.
struct PaymentDraft: Equatable {
  var recipient: User
  var account: Account?
  var texts: [PaymentField: String]

  func text(of field: PaymentField) -> String { texts[field] ?? "" }
}
