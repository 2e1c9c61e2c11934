// Role: View (SwiftUI state). Which text the user reads for each error: the views present
// errors, so the mapping lives with them.
import Banking
import Display

extension BankingError {
  /// The text the user reads for this error, from the shared catalogue.
  var message: String {
    switch self {
    case .offline: Messages.offline
    case .serviceUnavailable(let code): Messages.serviceUnavailable(code: code)
    case .requestRejected(let code): Messages.requestRejected(code: code)
    case .unreadableAnswer: Messages.unreadableAnswer
    case .insufficientFunds: Messages.insufficientFunds
    }
  }
}

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
