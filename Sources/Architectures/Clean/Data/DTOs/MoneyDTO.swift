// Role: DTO and mapper (Data). Money as the API sends it: the amount as an exact string.
// Data: imports CleanDomain, Banking and AppRuntime; never Presentation, App or a UI kit.
import Banking

struct MoneyDTO: Codable {
  var amount: String
  var currency: String

  init(_ money: Money) {
    amount = money.plainAmount
    currency = money.currency
  }

  func toDomain() throws(BankingError) -> Money {
    guard let money = Money(parsing: amount, currency: currency) else {
      throw .unreadableAnswer
    }
    return money
  }
}
