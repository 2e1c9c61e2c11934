// Role: Repository (Data). Users from the cache when it has them, else from the backend.
// Data: depends on Domain and the fixture.
import Fixture

final class DefaultUserRepository: UserRepository {
  private let remote: RemoteDataSource
  private let cache = InMemoryCache<String, [User]>()

  init(remote: RemoteDataSource) {
    self.remote = remote
  }

  func users(reload: Bool) async throws(AppError) -> [User] {
    if !reload, let cached = cache["users"] { return cached }
    let dtos: [UserDTO] = try await remote.get("users")
    let users = dtos.map { $0.toDomain() }
    cache["users"] = users
    return users
  }
}
