// Role: Entity. The payment as typed so far, before the rules have passed; the other
// entities (User, Account, Payment, Money) are the shared fixture's.
import Banking

/// The form's fields, named the same in every role.
enum PaymentField: CaseIterable, Hashable {
  case recipientName
  case accountNumber
  case amount
  case note
}

/// What the form holds: the chosen account and the text of each field.
struct PaymentDraft: Equatable {
  var recipient: User
  var account: Account?
  var texts: [PaymentField: String]

  func text(of field: PaymentField) -> String { texts[field] ?? "" }
}
