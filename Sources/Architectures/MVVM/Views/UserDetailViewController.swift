// Role: View (view controller). Lays out the User detail, renders its view model, forwards
// intents, and presents the payment form (navigation stays here in MVVM).
import HeadlessUI

final class UserDetailViewController: ViewController {
  private let viewModel: UserDetailViewModel

  private let emailLabel = Label()
  private let paymentsHeader = Label("Payments", style: .headline)
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()
  private let sendButton = Button("Send payment")

  init(viewModel: UserDetailViewModel) {
    self.viewModel = viewModel
    super.init()
    title = viewModel.title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailLabel.text = viewModel.email
    retryButton.onTap = { [viewModel] in Task { await viewModel.retryTapped() } }
    sendButton.onTap = { [weak self] in self?.sendPaymentTapped() }
    for subview in [
      emailLabel, sendButton, paymentsHeader, spinner, errorLabel, retryButton, emptyLabel,
      tableView,
    ] {
      view.addSubview(subview)
    }
    bind { [weak self] in self?.render() }
    Task { await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoading
    errorLabel.text = viewModel.errorMessage ?? ""
    retryButton.isHidden = viewModel.errorMessage == nil
    emptyLabel.text = viewModel.emptyMessage ?? ""
    tableView.rows = viewModel.rows.map { TableRow(title: $0.title, subtitle: $0.subtitle) }
  }

  private func sendPaymentTapped() {
    present(NewPaymentViewController(viewModel: viewModel.newPaymentViewModel()))
  }
}
