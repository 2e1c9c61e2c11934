// Role: Service (data access) of __Title__. The feature's calls over the shared API client,
// and its JSON read into the feature's entities here: the rest of the feature knows nothing
// of it. Used by interactors only.
import Banking
import VIPERCore

extension APIClient: __Feature__Service {
  func fetch__Feature__() async throws(BankingError) -> [__ItemType__] {
    let items: [__ItemType__JSON] = try await get("__path__")
    return items.map(\.entity)
  }

  func fetch__ItemType__(id: Int) async throws(BankingError) -> __ItemType__ {
    let item: __ItemType__JSON = try await get("__path__/\(id)")
    return item.entity
  }
// scale:if action

  func confirm__ActionType__(id: Int) async throws(BankingError) -> __ItemType__ {
    let item: __ItemType__JSON = try await post("__path__/\(id)/__actionPath__")
    return item.entity
  }
// scale:end
}

/// An item as the API writes it, in `GET /__path__` and the calls on one item.
private struct __ItemType__JSON: Decodable {
  var id: Int
  var name: String
// scale:if contacts
  var email: String
  var accountNumber: String

  var entity: __ItemType__ {
    __ItemType__(id: id, name: name, email: email, accountNumber: accountNumber)
  }
// scale:else
  var status: String

  var entity: __ItemType__ { __ItemType__(id: id, name: name, status: status) }
// scale:end
}
