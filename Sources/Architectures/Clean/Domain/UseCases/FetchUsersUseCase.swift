// Role: Use case (Domain). Fetch the users.
// Domain: depends on nothing outside Domain but the fixture.
import Banking

@MainActor
protocol FetchUsersUseCase {
  func execute() async throws(BankingError) -> [User]
}

struct DefaultFetchUsersUseCase: FetchUsersUseCase {
  let repository: any UserRepository

  func execute() async throws(BankingError) -> [User] {
    try await repository.users()
  }
}
