// Role: Presenter (Payments). Which text the user reads under a field of the payment form that
// breaks a rule: presenters prepare everything a view shows, so the mapping lives with them.
import Banking
import Display

extension PaymentRuleViolation {
  /// The text the user reads under the field that breaks this rule.
  var message: String {
    switch self {
    case .missingSourceAccount: Messages.missingSourceAccount
    case .missingRecipientName: Messages.missingRecipientName
    case .malformedAccountNumber: Messages.malformedAccountNumber
    case .unparsableAmount: Messages.unparsableAmount
    case .nonPositiveAmount: Messages.nonPositiveAmount
    case .amountAboveBalance: Messages.amountAboveBalance
    }
  }
}
