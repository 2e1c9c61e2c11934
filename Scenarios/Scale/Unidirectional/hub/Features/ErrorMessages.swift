// Role: Reducer. Which text the user reads under a field of the payment form: the form's
// reducer puts it in the state, which holds everything the screen shows. The errors' texts,
// which every feature needs, are the shared module's (`BankingError.message`).
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
