// Role: View model (Presentation). The User detail's state: the user's name and email and
// the payments from FetchPaymentsUseCase, with a payment just created first; asks the flow
// for the payment form through its actions. Hands the view display values, never a `User`
// or a `Payment`; knows no view and nothing in Data.
import Banking
import CleanPaymentsDomain
import Display
import Observation
import SharedPresentation

/// What the User detail asks of the flow; the flow coordinator provides them.
public struct UserDetailViewModelActions {
  /// Shows the payment form for a recipient; the form calls `didCreatePayment` on success.
  let showNewPayment:
    @MainActor (_ recipient: User, _ didCreatePayment: @escaping @MainActor (Payment) -> Void) ->
      Void

  public init(
    showNewPayment:
      @escaping @MainActor (
        _ recipient: User, _ didCreatePayment: @escaping @MainActor (Payment) -> Void
      ) -> Void
  ) {
    self.showNewPayment = showNewPayment
  }
}

@MainActor
@Observable
public final class UserDetailViewModel {
  /// Nil until the payments have loaded.
  private var payments: [Payment]? {
    didSet { rows = (payments ?? []).map(Self.row) }
  }
  /// One row per payment, the one list the table shows; computed once per change.
  private(set) var rows: [Row] = []
  private(set) var isLoading = false
  private(set) var errorMessage: String?

  @ObservationIgnored private let user: User
  @ObservationIgnored private let fetchPayments: any FetchPaymentsUseCase
  @ObservationIgnored private let actions: UserDetailViewModelActions

  public init(
    user: User, fetchPayments: any FetchPaymentsUseCase, actions: UserDetailViewModelActions
  ) {
    self.user = user
    self.fetchPayments = fetchPayments
    self.actions = actions
  }

  var title: String { user.name }
  var email: String { user.email }

  private static func row(_ payment: Payment) -> Row {
    Row(
      title: DisplayFormat.money(payment.amount),
      subtitle: "\(DisplayFormat.status(payment.status)) · \(payment.date)")
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
    actions.showNewPayment(user) { [weak self] payment in self?.paymentCreated(payment) }
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
