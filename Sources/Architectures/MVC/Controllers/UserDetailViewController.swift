// Role: View controller (MVC). Owns the User detail screen, loads the user's payments from
// the model, and presents the payment form; hears back from it as its delegate. It is its
// table's data source.
import Banking
import Display
import Foundation
import HeadlessUI

final class UserDetailViewController: ViewController {
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
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.retryTapped() }, for: .touchUpInside)
    sendButton.addAction(
      ControlAction { [weak self] _ in self?.sendPaymentTapped() }, for: .touchUpInside)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "payment")
    tableView.dataSource = self
    for subview in [
      emailLabel, sendButton, paymentsHeader, spinner, errorLabel, retryButton, emptyLabel,
      tableView,
    ] {
      view.addSubview(subview)
    }
    showError(nil)
    loadPayments()
  }

  // MARK: - User intents

  private func retryTapped() {
    showError(nil)
    loadPayments()
  }

  private func sendPaymentTapped() {
    let form = NewPaymentViewController(recipient: user, api: api)
    form.delegate = self
    present(form)
  }

  // MARK: - Loading and showing

  /// Holds the screen only to show the answer: a screen the user left can go at once.
  private func loadPayments() {
    spinner.isAnimating = true
    Task { [weak self, api, userID = user.id] in
      do throws(BankingError) {
        let payments = try await api.payments(forUserID: userID)
        self?.payments = payments
        self?.reloadRows()
      } catch {
        self?.showError(error.message)
      }
      self?.spinner.isAnimating = false
    }
  }

  private func showError(_ message: String?) {
    errorLabel.text = message ?? ""
    retryButton.isHidden = message == nil
  }

  private func reloadRows() {
    tableView.reloadData()
    emptyLabel.text = payments?.isEmpty == true ? "No payments yet" : ""
  }
}

// MARK: - Payment form

extension UserDetailViewController: NewPaymentViewControllerDelegate {
  func newPaymentViewController(_ controller: NewPaymentViewController, didCreate payment: Payment)
  {
    // Not loaded (the load failed): the next load shows it from the server.
    payments?.insert(payment, at: 0)
    reloadRows()
    dismiss()
  }

  func newPaymentViewControllerDidCancel(_ controller: NewPaymentViewController) {
    dismiss()
  }
}

// MARK: - Table

extension UserDetailViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    payments?.count ?? 0
  }

  /// A payment's row: the controller formats model values for display.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "payment", for: indexPath)
    let payment = (payments ?? [])[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = DisplayFormat.money(payment.amount)
    content.secondaryText = "\(DisplayFormat.status(payment.status)) · \(payment.date)"
    cell.contentConfiguration = content
    return cell
  }
}
