// Role: DTO and mapper (Data). A user as `GET /users` sends it.
// Data: imports CleanPaymentsDomain, SharedData and Banking; never Presentation, App or UI.
import Banking

struct UserDTO: Decodable {
  var id: Int
  var name: String
  var email: String
  var accountNumber: String

  func toDomain() -> User {
    User(id: id, name: name, email: email, accountNumber: accountNumber)
  }
}
