// Role: Model (service). The __Title__ calls, sent through the app's one API client, and
// their JSON read into the feature's entities here: the domain knows nothing of it.
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient: __Feature__Service {
  func fetch__Feature__() async throws(BankingError) -> [__ItemType__] {
    let items: [__ItemType__JSON] = try await send(
      URLRequest(url: baseURL.appending(path: "__path__")))
    return items.map(\.entity)
  }

  func fetch__ItemType__(id: Int) async throws(BankingError) -> __ItemType__ {
    let item: __ItemType__JSON = try await send(
      URLRequest(url: baseURL.appending(path: "__path__/\(id)")))
    return item.entity
  }
// scale:if action

  func request__ActionType__(id: Int) async throws(BankingError) -> __ItemType__ {
    var request = URLRequest(url: baseURL.appending(path: "__path__/\(id)/__actionPath__"))
    request.httpMethod = "POST"
    let item: __ItemType__JSON = try await send(request)
    return item.entity
  }
// scale:end
}

// scale:if contacts
/// A contact as the API writes it: a user, with their status (their account number again),
/// which the app does not read.
private struct ContactJSON: Decodable {
  var id: Int
  var name: String
  var email: String
  var accountNumber: String

  var entity: Contact { Contact(id: id, name: name, email: email, accountNumber: accountNumber) }
}
// scale:else
/// An item of __Title__ as the API writes it.
private struct __ItemType__JSON: Decodable {
  var id: Int
  var name: String
  var status: String

  var entity: __ItemType__ { __ItemType__(id: id, name: name, status: status) }
}
// scale:end
