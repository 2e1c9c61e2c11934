import Banking

/// How the domain's values read on screen, the same on every machine: the one formatter
/// every architecture calls, as an app calls Foundation's formatters.
public enum DisplayFormat {
  /// `1,250.00 EUR`: two decimals, comma-grouped thousands.
  public static func money(_ money: Money) -> String {
    let plain = money.plainAmount
    let sign = plain.hasPrefix("-") ? "-" : ""
    let digits = plain.drop { $0 == "-" }
    let whole = digits.prefix { $0 != "." }
    let grouped = whole.reversed().enumerated()
      .map { index, digit in index > 0 && index % 3 == 0 ? ",\(digit)" : "\(digit)" }
      .joined().reversed()
    return "\(sign)\(String(grouped))\(digits.dropFirst(whole.count)) \(money.currency)"
  }

  /// `Pending`, `Completed`, `Failed`.
  public static func status(_ status: Payment.Status) -> String {
    switch status {
    case .pending: "Pending"
    case .completed: "Completed"
    case .failed: "Failed"
    }
  }
}
