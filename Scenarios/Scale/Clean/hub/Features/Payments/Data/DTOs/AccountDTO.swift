// Role: DTO and mapper (Data). An account as `GET /accounts` sends it.
// Data: imports CleanPaymentsDomain, SharedData and Banking; never Presentation, App or UI.
import Banking
import SharedData

struct AccountDTO: Decodable {
  var id: Int
  var name: String
  var number: String
  var balance: MoneyDTO

  func toDomain() throws(BankingError) -> Account {
    Account(id: id, name: name, number: number, balance: try balance.toDomain())
  }
}
