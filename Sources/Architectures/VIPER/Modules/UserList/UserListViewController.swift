// Role: View (UserList). Passive: lays out the views, shows what the presenter tells it
// through `UserListView`, and forwards every user action to the presenter. No state, no
// logic, no navigation.
import HeadlessUI

final class UserListViewController: ViewController, UserListView {
  var presenter: (any UserListPresentation)?

  private let searchField = TextField(caption: "Search")
  private let spinner = ActivityIndicator()
  private let banner = Banner()
  private let errorLabel = Label(style: .error)
  private let retryButton = Button("Retry")
  private let emptyLabel = Label()
  private let tableView = TableView()

  override init() {
    super.init()
    title = "Users"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchField.accessibilityIdentifier = "search"
    searchField.onChange = { [weak self] text in self?.presenter?.searchTextChanged(text) }
    retryButton.onTap = { [weak self] in self?.presenter?.retryTapped() }
    tableView.onSelectRow = { [weak self] index in self?.presenter?.rowSelected(at: index) }
    tableView.onRefresh = { [weak self] in self?.presenter?.refreshPulled() }
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
    tableView.rows = rows.map { TableRow(title: $0.title, subtitle: $0.subtitle) }
  }

  func endRefreshing() {
    tableView.endRefreshing()
  }
}
