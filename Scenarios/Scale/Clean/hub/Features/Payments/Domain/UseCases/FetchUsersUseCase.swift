// Role: Use case (Domain). Fetch the users.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol FetchUsersUseCase {
  func execute() async throws(BankingError) -> [User]
}

public struct DefaultFetchUsersUseCase: FetchUsersUseCase {
  private let repository: any UserRepository

  public init(repository: any UserRepository) {
    self.repository = repository
  }

  public func execute() async throws(BankingError) -> [User] {
    try await repository.users()
  }
}
