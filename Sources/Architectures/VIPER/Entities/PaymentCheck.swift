// Role: Entity (plain data). What the NewPayment interactor answers about a draft: the rule
// each field breaks, and the request Submit would send. The presenter shows the one and
// sends the other without asking the interactor again.
import Banking

/// The payment rules applied to one draft.
struct PaymentCheck: Equatable {
  /// The first rule each field breaks; fields that pass are absent.
  var violations: [PaymentField: PaymentRuleViolation]
  /// The request for a valid draft with an account; nil otherwise.
  var request: PaymentOrder?
}
