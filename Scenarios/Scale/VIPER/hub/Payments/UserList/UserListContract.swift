// Role: Contract of the UserList module: the protocols its View, Presenter, Interactor and
// Router talk through, and the plain data the interactor reports. Nothing in the module names
// another role's concrete type.
import Banking
import VIPERCore

/// What the interactor reports after a load or a search: plain data, which the presenter
/// turns into rows and messages without asking the interactor again.
struct UserSearch: Equatable {
  /// The search text as applied: leading and trailing spaces removed.
  var query: String
  /// The users the search lets through, in the server's order.
  var matches: [User]
  /// Whether any user is loaded at all, whatever the search.
  var hasUsers: Bool
}

/// The passive view: shows what the presenter says, reports what the user does.
@MainActor
protocol UserListView: AnyObject {
  func showLoading(_ isLoading: Bool)
  func showError(_ message: String?)
  func showRefreshError(_ message: String?)
  func showEmptyMessage(_ message: String?)
  func show(rows: [DisplayRow])
  func endRefreshing()
}

/// What the view reports to the presenter.
@MainActor
protocol UserListPresentation: AnyObject {
  func viewDidLoad()
  func retryTapped()
  func searchTextChanged(_ text: String)
  func refreshPulled()
  func rowSelected(at index: Int)
}

/// What the presenter asks of the interactor. Every answer comes back through
/// `UserListInteractorOutput`.
@MainActor
protocol UserListInteractorInput: AnyObject {
  /// Loads the users.
  func fetchUsers()
  /// Loads the users again for pull to refresh; the answer comes back as a refresh, so the
  /// presenter tells it from a load that may run at the same time.
  func refreshUsers()
  /// Applies a new search to the users, now and after every later load.
  func searchUsers(matching query: String)
}

/// What the interactor tells the presenter: each time, the loaded users as the current
/// search sees them.
@MainActor
protocol UserListInteractorOutput: AnyObject {
  func usersFetched(_ search: UserSearch)
  func usersFetchFailed(_ error: BankingError)
  func usersRefreshed(_ search: UserSearch)
  func usersRefreshFailed(_ error: BankingError)
  /// A new search was applied to the loaded users.
  func usersFound(_ search: UserSearch)
}

/// Where the presenter can send the user next.
@MainActor
protocol UserListWireframe: AnyObject {
  func showDetail(of user: User)
}
