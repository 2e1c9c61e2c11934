import Foundation

/// An amount of money in one currency. Amounts are exact decimals, never floating point.
public struct Money: Hashable, Sendable, Codable {
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

  /// The amount with exactly two decimals and nothing else, as it travels in JSON: `"12.50"`.
  public var wireAmount: String {
    var rounded = Decimal()
    var value = amount
    NSDecimalRound(&rounded, &value, 2, .bankers)
    let parts = rounded.description.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? parts[1] : ""
    return "\(parts[0]).\(fraction.padding(toLength: 2, withPad: "0", startingAt: 0))"
  }

  private enum CodingKeys: String, CodingKey {
    case amount
    case currency
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let currency = try container.decode(String.self, forKey: .currency)
    let text = try container.decode(String.self, forKey: .amount)
    guard let money = Money(parsing: text, currency: currency) else {
      throw DecodingError.dataCorruptedError(
        forKey: .amount, in: container, debugDescription: "not an amount: \(text)")
    }
    self = money
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(wireAmount, forKey: .amount)
    try container.encode(currency, forKey: .currency)
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
