// Role: View model (shared). The balance as every feature's list shows it: view models turn
// the model's state into display text, so the line lives with them.
import Display

extension Balance {
  /// `Balance: 1,250.00 EUR` once the balance is known; nil before, and after a failed load.
  var line: String? { amount.map { "Balance: \(DisplayFormat.money($0))" } }
}
