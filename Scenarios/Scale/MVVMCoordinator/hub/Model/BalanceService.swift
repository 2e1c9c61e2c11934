// Role: Model (service interface). What the balance store needs from the backend; tests
// replace it with a fake.
import Banking

/// The backend call behind the balance every feature's list shows.
@MainActor
protocol BalanceService: AnyObject {
  func balance() async throws(BankingError) -> Money
}
