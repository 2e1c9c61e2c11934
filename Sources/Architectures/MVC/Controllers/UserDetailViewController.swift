// Role: View controller (MVC). Owns the User detail screen, loads the user's payments from
// the model, and presents the payment form; hears back from it as its delegate.
import Banking
import Display
import HeadlessUI

final class UserDetailViewController: ViewController, NewPaymentViewControllerDelegate {
  private let user: User
  private let api: APIClient

  private let emailLabel = Label()
  private let paymentsHeader = Label("Payments", style: .headline)
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()
  private let sendButton = Button("Send payment")

  /// Nil until the payments have loaded.
  private var payments: [Payment]?

  init(user: User, api: APIClient) {
    self.user = user
    self.api = api
    super.init()
    title = user.name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailLabel.text = user.email
    retryButton.onTap = { [weak self] in self?.retryTapped() }
    sendButton.onTap = { [weak self] in self?.sendPaymentTapped() }
    for subview in [
      emailLabel, sendButton, paymentsHeader, spinner, errorLabel, retryButton, emptyLabel,
      tableView,
    ] {
      view.addSubview(subview)
    }
    showError(nil)
    Task { await loadPayments() }
  }

  // MARK: - User intents

  private func retryTapped() {
    showError(nil)
    Task { await loadPayments() }
  }

  private func sendPaymentTapped() {
    let form = NewPaymentViewController(recipient: user, api: api)
    form.delegate = self
    present(form)
  }

  func newPaymentViewController(_ controller: NewPaymentViewController, didCreate payment: Payment)
  {
    // Not loaded (the load failed): the next load shows it from the server.
    payments?.insert(payment, at: 0)
    reloadRows()
    closeIfShown(controller)
  }

  /// Closes the form unless the user has closed it already (and maybe opened another).
  private func closeIfShown(_ controller: NewPaymentViewController) {
    if presentedViewController === controller { dismiss() }
  }

  // MARK: - Loading and showing

  private func loadPayments() async {
    spinner.isAnimating = true
    do {
      payments = try await api.payments(forUserID: user.id)
      reloadRows()
    } catch {
      showError(error.message)
    }
    spinner.isAnimating = false
  }

  private func showError(_ message: String?) {
    errorLabel.text = message ?? ""
    retryButton.isHidden = message == nil
  }

  private func reloadRows() {
    tableView.rows = (payments ?? []).map { payment in
      TableRow(
        title: DisplayFormat.money(payment.amount),
        subtitle: "\(DisplayFormat.status(payment.status)) · \(payment.date)")
    }
    emptyLabel.text = payments?.isEmpty == true ? "No payments yet" : ""
  }
}
