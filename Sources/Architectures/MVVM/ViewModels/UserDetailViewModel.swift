// Role: View model. Holds the User detail screen's state: the user, their payments, and the
// payment just created. Imports no UI code and knows no view; navigation is the view
// controller's, which asks for the form's view model.
import Banking
import Display
import Observation

@MainActor
@Observable
final class UserDetailViewModel {
  private let user: User
  /// Nil until the payments have loaded.
  private var payments: [Payment]?
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

  func viewDidLoad() async {
    await load()
  }

  func retryTapped() async {
    errorMessage = nil
    await load()
  }

  /// The user asked to send a payment: the view model of the form to show, which asks for
  /// it; the payment it creates comes first in this list.
  func sendPaymentTapped() -> NewPaymentViewModel {
    let form = NewPaymentViewModel(recipient: user, service: service)
    form.onPaymentCreated = { [weak self] payment in self?.paymentCreated(payment) }
    return form
  }

  /// Puts a payment just created first in the list.
  func paymentCreated(_ payment: Payment) {
    payments?.insert(payment, at: 0)
  }

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      payments = try await service.payments(forUserID: user.id)
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }
}
