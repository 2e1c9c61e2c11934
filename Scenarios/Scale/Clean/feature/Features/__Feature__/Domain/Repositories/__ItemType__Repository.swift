// Role: Repository protocol (Domain). How the domain gets the __Title__ feature's items
// scale:if action
// and has the server perform its action on one; Data implements it.
// scale:else
// and one of them as the server has it now; Data implements it.
// scale:end
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol __ItemType__Repository: AnyObject {
  /// Every item, by id.
  func __feature__() async throws(BankingError) -> [__ItemType__]
  /// One item, as the server has it now.
  func item(id: Int) async throws(BankingError) -> __ItemType__
// scale:if action
  /// Has the server perform the action on an item: the item as it is afterwards.
  func perform__ActionType__(id: Int) async throws(BankingError) -> __ItemType__
// scale:end
}
