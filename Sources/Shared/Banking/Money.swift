import Foundation

/// An amount of money in one currency. Amounts are exact decimals, never floating point.
public struct Money: Hashable, Sendable {
  public var amount: Decimal
  /// An ISO 4217 code such as `EUR`.
  public var currency: String

  public init(_ amount: Decimal, _ currency: String) {
    self.amount = amount
    self.currency = currency
  }

  /// Parses `"12.50"`: digits with at most two decimals, a dot as separator, no sign.
  public init?(parsing text: String, currency: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit),
      parts.count == 1 || (1...2).contains(parts[1].count) && parts[1].allSatisfy(\.isASCIIDigit),
      let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    else { return nil }
    self.init(amount, currency)
  }

  /// The amount rounded to cents, with exactly two decimals and nothing else: `12.50`, the
  /// text `init(parsing:currency:)` reads back.
  public var plainAmount: String {
    var rounded = Decimal()
    var value = amount
    NSDecimalRound(&rounded, &value, 2, .bankers)
    let parts = rounded.description.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? parts[1] : ""
    return "\(parts[0]).\(fraction.padding(toLength: 2, withPad: "0", startingAt: 0))"
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
