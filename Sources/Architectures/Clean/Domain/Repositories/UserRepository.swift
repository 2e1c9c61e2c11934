// Role: Repository protocol (Domain). How the domain gets users; Data implements it.
// Domain: depends on nothing outside Domain but the fixture.
import Banking

@MainActor
protocol UserRepository: AnyObject {
  /// Every user, by id.
  func users() async throws(BankingError) -> [User]
}
