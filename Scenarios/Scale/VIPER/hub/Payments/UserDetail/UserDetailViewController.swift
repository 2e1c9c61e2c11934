// Role: View (UserDetail). Passive: shows what the presenter tells it and forwards taps; it
// is its table's data source, answering from the rows the presenter last gave it. Knows the
// presenter only through `UserDetailPresentation`.
import Foundation
import HeadlessUI
import VIPERCore

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
  private var rows: [DisplayRow] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.retryTapped() }, for: .touchUpInside)
    sendButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.sendPaymentTapped() }, for: .touchUpInside)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "payment")
    tableView.dataSource = self
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
    self.rows = rows
    tableView.reloadData()
  }
}

extension UserDetailViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "payment", for: indexPath)
    cell.configure(with: rows[indexPath.row])
    return cell
  }
}
