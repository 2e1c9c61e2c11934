// Role: View model (MVVM+C). The balance line every feature's list shows over its rows:
// view models turn the model's state into display text, so the line is worded here, once.
import Display

extension BalanceStore {
  /// `Balance: 1,250.00 EUR` once the balance is known; nil before, and after a failed load.
  var line: String? { balance.map { "Balance: \(DisplayFormat.money($0))" } }
}
