// Role: Model (SwiftUI state). The __Title__ feature's calls to the backend, and its JSON read
// into the model's values.
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// scale:if contacts
extension APIClient {
  /// The signed-in user's contacts, as users a payment can go to.
  func contacts() async throws(BankingError) -> [User] {
    let contacts: [ContactJSON] = try await send(
      URLRequest(url: baseURL.appending(path: "contacts")))
    return contacts.map(\.user)
  }

  func contact(id: Int) async throws(BankingError) -> User {
    let contact: ContactJSON = try await send(
      URLRequest(url: baseURL.appending(path: "contacts/\(id)")))
    return contact.user
  }
}

private struct ContactJSON: Decodable {
  var id: Int
  var name: String
  var email: String
  var accountNumber: String

  var user: User { User(id: id, name: name, email: email, accountNumber: accountNumber) }
}
// scale:else
/// One of the signed-in user's __Title__ as the backend keeps it.
struct __ItemType__: Hashable, Identifiable {
  var id: Int
  var name: String
  var status: String
}

extension APIClient {
  func __feature__() async throws(BankingError) -> [__ItemType__] {
    let items: [__ItemType__JSON] = try await send(
      URLRequest(url: baseURL.appending(path: "__path__")))
    return items.map(\.item)
  }

  func __feature__Detail(id: Int) async throws(BankingError) -> __ItemType__ {
    let item: __ItemType__JSON = try await send(
      URLRequest(url: baseURL.appending(path: "__path__/\(id)")))
    return item.item
  }
  // scale:if action

  /// __Action__ on the server; the answer is the item as it now stands.
  func perform__ActionType__(id: Int) async throws(BankingError) -> __ItemType__ {
    var request = URLRequest(url: baseURL.appending(path: "__path__/\(id)/__actionPath__"))
    request.httpMethod = "POST"
    let item: __ItemType__JSON = try await send(request)
    return item.item
  }
  // scale:end
}

private struct __ItemType__JSON: Decodable {
  var id: Int
  var name: String
  var status: String

  var item: __ItemType__ { __ItemType__(id: id, name: name, status: status) }
}
// scale:end
