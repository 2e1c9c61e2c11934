/// A broken payment rule.
public enum PaymentRuleViolation: Error, Hashable, Sendable, CaseIterable {
  case missingSourceAccount
  case missingRecipientName
  case malformedAccountNumber
  case unparsableAmount
  case nonPositiveAmount
  case amountAboveBalance
}

/// The rules every payment obeys, in every architecture and on the server.
public enum PaymentRules {
  /// A recipient has a name that is more than white space.
  public static func checkRecipientName(_ name: String) throws(PaymentRuleViolation) {
    guard !name.allSatisfy(\.isWhitespace) else { throw .missingRecipientName }
  }

  /// Well formed: spaces aside, two letters, two check digits, then 10 to 30 letters or
  /// digits, all ASCII (the shape of an IBAN).
  public static func checkAccountNumber(_ number: String) throws(PaymentRuleViolation) {
    let compact = Array(number.uppercased().filter { $0 != " " })
    guard (14...34).contains(compact.count),
      compact[0..<2].allSatisfy({ $0.isASCII && $0.isLetter }),
      compact[2..<4].allSatisfy(\.isASCIIDigit),
      compact[4...].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { throw .malformedAccountNumber }
  }

  /// The only currency the app pays in.
  public static let currency = "EUR"

  /// The amount typed, when it parses, is positive and is not above `balance` (when an
  /// account is chosen).
  public static func amount(_ text: String, within balance: Money?) throws(PaymentRuleViolation)
    -> Money
  {
    guard let money = Money(parsing: text, currency: balance?.currency ?? currency) else {
      throw .unparsableAmount
    }
    guard money.amount > 0 else { throw .nonPositiveAmount }
    guard balance.map({ money.amount <= $0.amount }) ?? true else { throw .amountAboveBalance }
    return money
  }
}
