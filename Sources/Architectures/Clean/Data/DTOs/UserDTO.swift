// Role: DTO and mapper (Data). A user as `GET /users` sends it.
// Data: imports CleanDomain, Banking and AppRuntime; never Presentation, App or a UI kit.
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
