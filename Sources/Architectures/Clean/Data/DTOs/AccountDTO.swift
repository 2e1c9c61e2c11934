// Role: DTO and mapper (Data). An account as `GET /accounts` sends it.
// Data: imports CleanDomain, Banking and AppRuntime; never Presentation, App or a UI kit.
import Banking

struct AccountDTO: Decodable {
  var id: Int
  var name: String
  var number: String
  var balance: MoneyDTO

  func toDomain() throws(BankingError) -> Account {
    Account(id: id, name: name, number: number, balance: try balance.toDomain())
  }
}
