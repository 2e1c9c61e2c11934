// Role: Use case (Domain). Fetch the __Title__ feature's items.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol Fetch__Feature__UseCase {
  func execute() async throws(BankingError) -> [__ItemType__]
}

public struct DefaultFetch__Feature__UseCase: Fetch__Feature__UseCase {
  private let repository: any __ItemType__Repository

  public init(repository: any __ItemType__Repository) {
    self.repository = repository
  }

  public func execute() async throws(BankingError) -> [__ItemType__] {
    try await repository.__feature__()
  }
}
