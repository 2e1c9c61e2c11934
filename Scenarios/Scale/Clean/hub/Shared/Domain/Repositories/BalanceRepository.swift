// Role: Repository protocol (Domain). How the domain gets the balance of the user's
// accounts, the one figure every feature's list shows; Data implements it.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol BalanceRepository: AnyObject {
  /// The total of the user's accounts.
  func balance() async throws(BankingError) -> Money
}
