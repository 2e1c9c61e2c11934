// Role: Interactor (UserDetail). Fetches the user's payments from the service and reports
// them to its output, held weakly.
import Banking

final class UserDetailInteractor: UserDetailUseCase {
  weak var output: (any UserDetailInteractorOutput)?
  private let user: User
  private let service: any BankingService

  init(user: User, service: any BankingService) {
    self.user = user
    self.service = service
  }

  func fetchPayments() {
    // Held weakly: a module whose screen has closed is freed while its request is out.
    Task { [weak self, service, userID = user.id] in
      do throws(BankingError) {
        let payments = try await service.payments(forUserID: userID)
        self?.output?.paymentsFetched(payments)
      } catch {
        self?.output?.paymentsFetchFailed(error)
      }
    }
  }
}
