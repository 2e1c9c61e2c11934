// Role: Interactor (UserDetail). Fetches the user's payments from the service and reports
// them to its output, held weakly.
import Banking

final class UserDetailInteractor: UserDetailUseCase {
  weak var output: (any UserDetailInteractorOutput)?
  let user: User
  private let service: any BankingService

  init(user: User, service: any BankingService) {
    self.user = user
    self.service = service
  }

  func fetchPayments() {
    Task {
      do throws(BankingError) {
        output?.paymentsFetched(try await service.payments(forUserID: user.id))
      } catch {
        output?.paymentsFetchFailed(error)
      }
    }
  }
}
