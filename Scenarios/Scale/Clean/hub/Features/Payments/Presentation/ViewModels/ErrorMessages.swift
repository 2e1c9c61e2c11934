// Role: View model (Clean, Presentation layer). Which text the user reads for each way a
// payment breaks the rules or fails: the presentation layer owns every display string. The
// texts of `BankingError` are the app's shared presentation's.
import Banking
import CleanPaymentsDomain
import Display
import SharedPresentation

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

extension SendPaymentError {
  /// The text the user reads when a payment was not created.
  var message: String {
    switch self {
    case .ruleViolation(let violation): violation.message
    case .rejected(let error): error.message
    }
  }
}
