// Role: View model (Presentation). The User detail's state: the user and the payments from
// FetchPaymentsUseCase, with a payment just created first. Knows no view and no Data type.
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

  @ObservationIgnored private let fetchPayments: any FetchPaymentsUseCase

  init(user: User, fetchPayments: any FetchPaymentsUseCase) {
    self.user = user
    self.fetchPayments = fetchPayments
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

  /// Puts a payment just created first in the list.
  func paymentCreated(_ payment: Payment) {
    payments?.insert(payment, at: 0)
  }

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      payments = try await fetchPayments.execute(userID: user.id)
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }
}
