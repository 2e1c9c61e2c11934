// Role: Use case (Domain). Fetch one item of the __Title__ feature, as the server has it now.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol Fetch__ItemType__UseCase {
  func execute(id: Int) async throws(BankingError) -> __ItemType__
}

public struct DefaultFetch__ItemType__UseCase: Fetch__ItemType__UseCase {
  private let repository: any __ItemType__Repository

  public init(repository: any __ItemType__Repository) {
    self.repository = repository
  }

  public func execute(id: Int) async throws(BankingError) -> __ItemType__ {
    try await repository.item(id: id)
  }
}
