// scale:if action
// Role: Use case (Domain). __Action__: the server performs the action on an item and says
// where the item stands afterwards.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol __ActionType____ItemType__UseCase {
  func execute(id: Int) async throws(BankingError) -> __ItemType__
}

public struct Default__ActionType____ItemType__UseCase: __ActionType____ItemType__UseCase {
  private let repository: any __ItemType__Repository

  public init(repository: any __ItemType__Repository) {
    self.repository = repository
  }

  public func execute(id: Int) async throws(BankingError) -> __ItemType__ {
    try await repository.perform__ActionType__(id: id)
  }
}
// scale:end
