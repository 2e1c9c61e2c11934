// Role: Repository protocol (Domain). How the domain reads and creates payments; Data
// implements it.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol PaymentRepository: AnyObject {
  /// A user's payments, newest first.
  func payments(forUserID id: Int) async throws(BankingError) -> [Payment]
  func createPayment(_ request: PaymentOrder) async throws(BankingError) -> Payment
}
