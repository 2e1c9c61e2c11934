// Role: Model (service). The __Title__ calls over the shared API client: their
// requests, and their JSON read into the model's entities. Knows no view model and no view.
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// scale:if contacts
extension APIClient: ContactsService {
  func contacts() async throws(BankingError) -> [User] {
    let contacts: [ContactJSON] = try await send(
      URLRequest(url: baseURL.appending(path: "contacts")))
    return contacts.map(\.user)
  }

  func detail(ofContactID id: Int) async throws(BankingError) -> User {
    let contact: ContactJSON = try await send(
      URLRequest(url: baseURL.appending(path: "contacts/\(id)")))
    return contact.user
  }
}

/// A contact as the API writes it: the user, with what a payment to them needs.
private struct ContactJSON: Decodable {
  var id: Int
  var name: String
  var email: String
  var accountNumber: String

  var user: User { User(id: id, name: name, email: email, accountNumber: accountNumber) }
}
// scale:else
extension APIClient: __Feature__Service {
  func __feature__() async throws(BankingError) -> [__ItemType__] {
    let items: [__ItemType__JSON] = try await send(
      URLRequest(url: baseURL.appending(path: "__path__")))
    return items.map(\.item)
  }

  func detail(of__ItemType__ID id: Int) async throws(BankingError) -> __ItemType__ {
    let item: __ItemType__JSON = try await send(
      URLRequest(url: baseURL.appending(path: "__path__/\(id)")))
    return item.item
  }
  // scale:if action

  func perform__ActionType__(on__ItemType__ID id: Int) async throws(BankingError)
    -> __ItemType__
  {
    var request = URLRequest(url: baseURL.appending(path: "__path__/\(id)/__actionPath__"))
    request.httpMethod = "POST"
    let item: __ItemType__JSON = try await send(request)
    return item.item
  }
  // scale:end
}

/// An item of __Title__ as the API writes it.
private struct __ItemType__JSON: Decodable {
  var id: Int
  var name: String
  var status: String

  var item: __ItemType__ { __ItemType__(id: id, name: name, status: status) }
}
// scale:end
