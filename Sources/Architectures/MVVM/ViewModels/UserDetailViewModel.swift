// Role: View model. Holds the User detail screen's state: the user, their payments, and the
// payment just created. Imports no UI code and knows no view.
import Banking
import Display
import Observation

@MainActor
@Observable
final class UserDetailViewModel {
  let user: User
  /// Nil until the payments have loaded.
  private(set) var payments: [Payment]?
  private(set) var isLoading = false
  private(set) var errorMessage: String?

  @ObservationIgnored private let service: any BankingService

  init(user: User, service: any BankingService) {
    self.user = user
    self.service = service
  }

  var title: String { user.name }
  var email: String { user.email }

  var rows: [Row] {
    (payments ?? []).map { payment in
      Row(
        title: DisplayFormat.money(payment.amount),
        subtitle: "\(DisplayFormat.status(payment.status)) · \(payment.date)")
    }
  }

  var emptyMessage: String? { payments?.isEmpty == true ? "No payments yet" : nil }

  // MARK: - User intents

  /// Starts loading the payments. Like every input that waits for the service, it returns
  /// the task doing the work, which holds this view model weakly.
  @discardableResult
  func viewDidLoad() -> Task<Void, Never> {
    load()
  }

  @discardableResult
  func retryTapped() -> Task<Void, Never> {
    errorMessage = nil
    return load()
  }

  /// The payment form's view model; the payment it creates comes first in this list.
  func newPaymentViewModel() -> NewPaymentViewModel {
    let form = NewPaymentViewModel(recipient: user, service: service)
    form.onPaymentCreated = { [weak self] payment in self?.payments?.insert(payment, at: 0) }
    return form
  }

  private func load() -> Task<Void, Never> {
    isLoading = true
    return Task { [weak self, service, userID = user.id] in
      do throws(BankingError) {
        let payments = try await service.payments(forUserID: userID)
        self?.payments = payments
      } catch {
        self?.errorMessage = error.message
      }
      self?.isLoading = false
    }
  }
}
