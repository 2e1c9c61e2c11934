// Role: View (UserList). Passive: lays out the views, shows what the presenter tells it
// through `UserListView`, and forwards every user action to the presenter. It is its
// table's data source and delegate, answering from the rows the presenter last gave it. No
// logic, no navigation; it knows the presenter only through `UserListPresentation`.
import Foundation
import HeadlessUI
import VIPERCore

final class UserListViewController: ViewController, UserListView {
  var presenter: (any UserListPresentation)?

  private let searchField = TextField(caption: "Search")
  private let spinner = ActivityIndicator()
  private let banner = Banner()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()
  private let refreshControl = RefreshControl()
  private var rows: [DisplayRow] = []

  override init() {
    super.init()
    title = "Users"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchField.accessibilityIdentifier = "search"
    searchField.addAction(
      ControlAction { [weak self] _ in
        guard let self else { return }
        presenter?.searchTextChanged(searchField.text)
      }, for: .editingChanged)
    retryButton.addAction(
      ControlAction { [weak self] _ in self?.presenter?.retryTapped() }, for: .touchUpInside)
    refreshControl.addAction(
      ControlAction { [weak self] _ in self?.presenter?.refreshPulled() }, for: .valueChanged)
    tableView.refreshControl = refreshControl
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "user")
    tableView.dataSource = self
    tableView.delegate = self
    for subview in [searchField, banner, spinner, errorLabel, retryButton, emptyLabel, tableView] {
      view.addSubview(subview)
    }
    showError(nil)
    presenter?.viewDidLoad()
  }

  func showLoading(_ isLoading: Bool) {
    spinner.isAnimating = isLoading
  }

  func showError(_ message: String?) {
    errorLabel.text = message ?? ""
    retryButton.isHidden = message == nil
  }

  func showRefreshError(_ message: String?) {
    banner.message = message
  }

  func showEmptyMessage(_ message: String?) {
    emptyLabel.text = message ?? ""
  }

  func show(rows: [DisplayRow]) {
    self.rows = rows
    tableView.reloadData()
  }

  func endRefreshing() {
    refreshControl.endRefreshing()
  }
}

extension UserListViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
    cell.configure(with: rows[indexPath.row])
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    presenter?.rowSelected(at: indexPath.row)
  }
}
