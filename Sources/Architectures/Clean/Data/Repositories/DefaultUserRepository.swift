// Role: Repository (Data). Users from the backend, every time: the feature caches nothing.
// Data: depends on Domain and the fixture.
import Banking

final class DefaultUserRepository: UserRepository {
  private let remote: RemoteDataSource

  init(remote: RemoteDataSource) {
    self.remote = remote
  }

  func users() async throws(BankingError) -> [User] {
    let dtos: [UserDTO] = try await remote.get("users")
    return dtos.map { $0.toDomain() }
  }
}
