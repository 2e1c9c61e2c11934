// Role: Use case (Domain). Fetch the users, from the cache or fresh.
// Domain: depends on nothing outside Domain but the fixture.
import Fixture

@MainActor
protocol FetchUsersUseCase {
  func execute(reload: Bool) async throws(AppError) -> [User]
}

struct DefaultFetchUsersUseCase: FetchUsersUseCase {
  let repository: any UserRepository

  func execute(reload: Bool) async throws(AppError) -> [User] {
    try await repository.users(reload: reload)
  }
}
