// Role: Entity (Domain). A payment as the user is typing it, before the rules pass. The
// other entities (User, Account, Payment, Money) are the shared fixture's.
// Domain: depends on nothing outside Domain but the fixture.
import Banking

/// The fields of a payment the user types.
enum PaymentField: CaseIterable, Hashable {
  case recipientName
  case accountNumber
  case amount
  case note
}

/// What the New payment form holds: the chosen account and the text of each field.
struct PaymentDraft: Equatable {
  var recipient: User
  var account: Account?
  var texts: [PaymentField: String]

  func text(of field: PaymentField) -> String { texts[field] ?? "" }
}
