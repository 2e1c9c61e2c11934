// Role: Repository protocol (Domain). How the domain gets the user's own accounts; Data
// implements it.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol AccountRepository: AnyObject {
  /// The accounts with their current balances.
  func accounts() async throws(BankingError) -> [Account]
}
