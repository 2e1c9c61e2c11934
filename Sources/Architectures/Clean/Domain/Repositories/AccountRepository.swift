// Role: Repository protocol (Domain). How the domain gets the user's own accounts.
// Domain: depends on nothing outside Domain but the fixture.
import Banking

@MainActor
protocol AccountRepository: AnyObject {
  /// The accounts with their current balances.
  func accounts() async throws(BankingError) -> [Account]
}
