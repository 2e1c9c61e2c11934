// Role: Model (service interface). What the __Title__ view models need from the backend;
// tests replace it with a fake.
import Banking

// scale:if contacts
/// The backend calls of Contacts. A contact is a `User`, as the payment form takes it.
@MainActor
protocol ContactsService: AnyObject {
  func contacts() async throws(BankingError) -> [User]
  func detail(ofContactID id: Int) async throws(BankingError) -> User
}
// scale:else
/// An item of the __Title__ tab, as the backend describes it: its name and its status.
struct __ItemType__: Equatable {
  var id: Int
  var name: String
  var status: String
}

/// The backend calls of __Title__, answering `__ItemType__`s or a `BankingError`.
@MainActor
protocol __Feature__Service: AnyObject {
  func __feature__() async throws(BankingError) -> [__ItemType__]
  func detail(of__ItemType__ID id: Int) async throws(BankingError) -> __ItemType__
  // scale:if action
  /// The "__Action__" action, done on the server: answers the item with its new status.
  func perform__ActionType__(on__ItemType__ID id: Int) async throws(BankingError) -> __ItemType__
  // scale:end
}
// scale:end
