// Role: DTO and mapper (Data). Money as the API sends it: the amount as an exact string, in
// the balance and in every feature's answers.
// Data: imports SharedDomain, Banking and AppRuntime; never Presentation, App or a UI kit.
import Banking

public struct MoneyDTO: Codable {
  public var amount: String
  public var currency: String

  public init(_ money: Money) {
    amount = money.plainAmount
    currency = money.currency
  }

  public func toDomain() throws(BankingError) -> Money {
    guard let money = Money(parsing: amount, currency: currency) else {
      throw .unreadableAnswer
    }
    return money
  }
}
