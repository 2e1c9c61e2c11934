// Role: Service (data access). What the interactors need from the backend; tests
// replace it with a fake.
import Banking

/// The backend calls of the feature, answering the domain's entities or a `BankingError`.
@MainActor
protocol BankingService: AnyObject {
  func users() async throws(BankingError) -> [User]
  func payments(forUserID id: Int) async throws(BankingError) -> [Payment]
  func accounts() async throws(BankingError) -> [Account]
  func createPayment(_ payment: PaymentOrder) async throws(BankingError) -> Payment
}
