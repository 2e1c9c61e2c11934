// Role: DTO and mapper (Data). An item as `GET /__path__` and `GET /__path__/ID` send it.
// Data: imports Clean__Feature__Domain, SharedData and Banking; never Presentation, App or UI.
import Clean__Feature__Domain

struct __ItemType__DTO: Decodable {
  var id: Int
  var name: String
// scale:if contacts
  var email: String
  var accountNumber: String

  func toDomain() -> Contact {
    Contact(id: id, name: name, email: email, accountNumber: accountNumber)
  }
// scale:else
  var status: String

  func toDomain() -> __ItemType__ {
    __ItemType__(id: id, name: name, status: status)
  }
// scale:end
}
