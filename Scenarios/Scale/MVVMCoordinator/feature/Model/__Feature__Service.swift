// Role: Model (service interface). What the __Title__ view models need from the backend;
// tests replace it with a fake.
import Banking

/// The backend calls of __Title__, answering its entities or a `BankingError`.
@MainActor
protocol __Feature__Service: AnyObject {
  func fetch__Feature__() async throws(BankingError) -> [__ItemType__]
  func fetch__ItemType__(id: Int) async throws(BankingError) -> __ItemType__
// scale:if action
  /// Performs __Action__ on the item with this id; answers the item as the bank left it.
  func request__ActionType__(id: Int) async throws(BankingError) -> __ItemType__
// scale:end
}
