// Role: View (UserDetail). Passive: shows what the presenter tells it and forwards taps.
import HeadlessUI

final class UserDetailViewController: ViewController, UserDetailView {
  var presenter: (any UserDetailPresentation)?

  private let emailLabel = Label()
  private let paymentsHeader = Label("Payments", style: .headline)
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()
  private let sendButton = Button("Send payment")

  override func viewDidLoad() {
    super.viewDidLoad()
    retryButton.onTap = { [weak self] in self?.presenter?.retryTapped() }
    sendButton.onTap = { [weak self] in self?.presenter?.sendPaymentTapped() }
    for subview in [
      emailLabel, sendButton, paymentsHeader, spinner, errorLabel, retryButton, emptyLabel,
      tableView,
    ] {
      view.addSubview(subview)
    }
    showError(nil)
    presenter?.viewDidLoad()
  }

  func show(title: String, email: String) {
    self.title = title
    emailLabel.text = email
  }

  func showLoading(_ isLoading: Bool) {
    spinner.isAnimating = isLoading
  }

  func showError(_ message: String?) {
    errorLabel.text = message ?? ""
    retryButton.isHidden = message == nil
  }

  func showEmptyMessage(_ message: String?) {
    emptyLabel.text = message ?? ""
  }

  func show(rows: [DisplayRow]) {
    tableView.rows = rows.map { TableRow(title: $0.title, subtitle: $0.subtitle) }
  }
}
