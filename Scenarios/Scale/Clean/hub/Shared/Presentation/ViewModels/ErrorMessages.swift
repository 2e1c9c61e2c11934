// Role: View model (Clean, Presentation layer). Which text the user reads for each domain
// error, in every feature: the presentation layer owns every display string.
import Banking
import Display

extension BankingError {
  /// The text the user reads for this error, from the shared catalogue.
  public var message: String {
    switch self {
    case .offline: Messages.offline
    case .serviceUnavailable(let code): Messages.serviceUnavailable(code: code)
    case .requestRejected(let code): Messages.requestRejected(code: code)
    case .unreadableAnswer: Messages.unreadableAnswer
    case .insufficientFunds: Messages.insufficientFunds
    }
  }
}
