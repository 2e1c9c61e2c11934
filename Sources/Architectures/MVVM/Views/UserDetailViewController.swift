// Role: View (view controller). Lays out the User detail, renders its view model, forwards
// intents, and presents the payment form (navigation stays here in MVVM). It is its table's
// data source, reading the rows from the view model.
import Foundation
import HeadlessUI

final class UserDetailViewController: ViewController {
  let viewModel: UserDetailViewModel

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
    bind { [weak self] in self?.render() }
    Task { [viewModel] in await viewModel.viewDidLoad() }
  }

  private func render() {
    spinner.isAnimating = viewModel.isLoading
    errorLabel.text = viewModel.errorMessage ?? ""
    retryButton.isHidden = viewModel.errorMessage == nil
    emptyLabel.text = viewModel.emptyMessage ?? ""
    // The table asks for its rows when it is laid out, outside this tracking: read here,
    // a change to them renders and reloads again.
    _ = viewModel.rows
    tableView.reloadData()
  }

  private func retryTapped() {
    Task { [viewModel] in await viewModel.retryTapped() }
  }

  private func sendPaymentTapped() {
    present(NewPaymentViewController(viewModel: viewModel.sendPaymentTapped()))
  }
}

extension UserDetailViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "payment", for: indexPath)
    cell.configure(with: viewModel.rows[indexPath.row])
    return cell
  }
}
