// Role: Repository protocol (Domain). How the domain gets users; Data implements it.
// Domain: depends on nothing outside Domain but the fixture.
import Fixture

@MainActor
protocol UserRepository: AnyObject {
  /// The users, from the cache when it has them unless `reload` asks for fresh ones.
  func users(reload: Bool) async throws(AppError) -> [User]
}
