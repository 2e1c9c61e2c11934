// Role: View controller (Presentation). Lays out the User detail, renders its view model's
// payment rows as the table's data source, and forwards intents (retry, Send payment) to
// the view model. Never sees a `User` or a `Payment`, never navigates: the flow coordinator
// presents the form.
import Foundation
import HeadlessUI
import SharedPresentation

public final class UserDetailViewController: ViewController {
  let viewModel: UserDetailViewModel

  private let emailLabel = Label()
  private let paymentsHeader = Label("Payments", style: .headline)
  private let spinner = ActivityIndicator()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()
  private let sendButton = Button("Send payment")

  public init(viewModel: UserDetailViewModel) {
    self.viewModel = viewModel
    super.init()
    title = viewModel.title
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    emailLabel.text = viewModel.email
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.retryTapped() }, for: .touchUpInside)
    sendButton.addAction(
      ControlAction { [weak self] _ in self?.viewModel.sendPaymentTapped() }, for: .touchUpInside)
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
}

// MARK: - Table data source

extension UserDetailViewController: TableViewDataSource {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "payment", for: indexPath)
    cell.configure(with: viewModel.rows[indexPath.row])
    return cell
  }
}
