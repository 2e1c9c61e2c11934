// Role: Dependency (API client). __Title__' backend calls as a value of closures, as TCA's
// dependency clients are: the app gets the live one, which sends through the app's one
// backend client; tests build their own answers. Turns the backend's answers into the
// feature's items or a `BankingError`.
import Banking
import Foundation
import UnidirectionalShared

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The backend calls of __Title__.
public struct __Feature__Client {
  var __feature__: @MainActor () async throws(BankingError) -> [__ItemType__]
  var item: @MainActor (_ id: __ItemType__.ID) async throws(BankingError) -> __ItemType__
// scale:if action
  var perform__ActionType__: @MainActor (__ItemType__.ID) async throws(BankingError) -> __ItemType__
// scale:end
}

extension __Feature__Client {
  /// The client over HTTP, sending through the app's backend client.
  public static func live(backend: BackendClient) -> __Feature__Client {
    __Feature__Client(
      __feature__: { () throws(BankingError) in
        let __feature__: [__ItemType__JSON] = try await backend.send(
          backend.request("__path__"))
        return __feature__.map(\.item)
      },
      item: { id throws(BankingError) in
        let item: __ItemType__JSON = try await backend.send(
          backend.request("__path__/\(id)"))
        return item.item
// scale:if action
      },
      perform__ActionType__: { id throws(BankingError) in
        var request = backend.request("__path__/\(id)/__actionPath__")
        request.httpMethod = "POST"
        let item: __ItemType__JSON = try await backend.send(request)
        return item.item
// scale:end
      })
  }
}

/// An item of __Title__ as the API writes it (docs/SCALE.md): the domain knows nothing of it.
private struct __ItemType__JSON: Decodable {
  var id: Int
  var name: String
// scale:if contacts
  var email: String
  var accountNumber: String

  var item: Contact {
    Contact(id: id, name: name, email: email, accountNumber: accountNumber)
  }
// scale:else
  var status: String

  var item: __ItemType__ { __ItemType__(id: id, name: name, status: status) }
// scale:end
}
