// Role: Service (data access) of __Title__. What the feature's interactors need from the
// backend; tests replace it with a fake.
import Banking

/// The backend calls of __Title__, answering the feature's entities or a `BankingError`.
@MainActor
protocol __Feature__Service: AnyObject {
  func fetch__Feature__() async throws(BankingError) -> [__ItemType__]
  func fetch__ItemType__(id: Int) async throws(BankingError) -> __ItemType__
// scale:if action
  /// Performs the action on the item; answers the item as it is afterwards.
  func confirm__ActionType__(id: Int) async throws(BankingError) -> __ItemType__
// scale:end
}
