// Role: View model. Holds the User detail screen's state: the user, their payments, and the
// payment just created. Imports no UI code, knows no view, and reports the wish to pay
// through `onSendPayment`, which the coordinator sets.
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

  /// Reports that the user wants to send this user a payment.
  @ObservationIgnored var onSendPayment: (() -> Void)?
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

  func sendPaymentTapped() {
    onSendPayment?()
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
