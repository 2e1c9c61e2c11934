// Role: Reducer. Which text the user reads for each error: every feature's reducers put it
// in their state, which holds everything the screen shows, so the mapping lives with them,
// once for all the features.
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
