// Role: Repository protocol (Domain). How the domain reads and creates payments.
// Domain: depends on nothing outside Domain but the fixture.
import Banking

@MainActor
protocol PaymentRepository: AnyObject {
  /// A user's payments, newest first.
  func payments(forUserID id: Int) async throws(BankingError) -> [Payment]
  func createPayment(_ request: PaymentRequest) async throws(BankingError) -> Payment
}
