// Role: Presenter (VIPER), shared by every feature. Which text the user reads for each error:
// presenters prepare everything a view shows, so the mapping lives with them.
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
