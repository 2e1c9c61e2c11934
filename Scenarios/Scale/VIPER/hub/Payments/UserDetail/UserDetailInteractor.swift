// Role: Interactor (UserDetail). Fetches the user's payments from the service, keeps them,
// puts a payment just created first, and reports them to its output, held weakly.
import Banking

@MainActor
final class UserDetailInteractor: UserDetailInteractorInput {
  weak var output: (any UserDetailInteractorOutput)?
  private let user: User
  private let service: any BankingService
  /// Nil until the payments have loaded.
  private var payments: [Payment]?

  init(user: User, service: any BankingService) {
    self.user = user
    self.service = service
  }

  func fetchPayments() {
    // Held weakly: a module whose screen has closed is freed while its request is out.
    Task { [weak self, service, userID = user.id] in
      do throws(BankingError) {
        let payments = try await service.payments(forUserID: userID)
        self?.payments = payments
        self?.output?.paymentsFetched(payments)
      } catch {
        self?.output?.paymentsFetchFailed(error)
      }
    }
  }

  func addCreatedPayment(_ payment: Payment) {
    guard var payments else { return }
    payments.insert(payment, at: 0)
    self.payments = payments
    output?.paymentsChanged(payments)
  }
}
