// Role: Model (service interface). What the view models need from the backend; tests
// replace it with a fake.
import Banking

/// The backend calls of the feature, answering fixture entities or an `AppError`.
@MainActor
protocol BankingService: AnyObject {
  func users() async throws(AppError) -> [User]
  func payments(forUserID id: Int) async throws(AppError) -> [Payment]
  func accounts() async throws(AppError) -> [Account]
  func createPayment(_ payment: PaymentRequest) async throws(AppError) -> Payment
}
