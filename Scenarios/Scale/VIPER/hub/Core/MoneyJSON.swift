// Role: Service (data access), shared by every feature. Money as the API writes it, which
// every feature's JSON reads and writes the same way: the domain knows nothing of it.
import Banking

/// Money as the API writes it: the amount as an exact string, `"12.50"`.
public struct MoneyJSON: Codable, Sendable {
  public var amount: String
  public var currency: String

  public init(_ money: Money) {
    amount = money.plainAmount
    currency = money.currency
  }

  public func money() throws(BankingError) -> Money {
    guard let money = Money(parsing: amount, currency: currency) else { throw .unreadableAnswer }
    return money
  }
}
