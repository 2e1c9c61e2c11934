import Banking
import FakeBackend

@testable import VIPER

/// Records what the presenter shows, as the screen would.
@MainActor
final class MockUserListView: UserListView {
  var isLoading = false
  var error: String?
  var refreshError: String?
  var emptyMessage: String?
  var rows: [DisplayRow] = []
  var endRefreshingCount = 0

  func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }
  func showError(_ message: String?) { error = message }
  func showRefreshError(_ message: String?) { refreshError = message }
  func showEmptyMessage(_ message: String?) { emptyMessage = message }
  func show(rows: [DisplayRow]) { self.rows = rows }
  func endRefreshing() { endRefreshingCount += 1 }
}

/// Records what the presenter asks; the test delivers the answers.
@MainActor
final class MockUserListInteractor: UserListInteractorInput {
  var fetchCount = 0
  var refreshCount = 0
  var searches: [String] = []

  func fetchUsers() { fetchCount += 1 }
  func refreshUsers() { refreshCount += 1 }
  func searchUsers(matching query: String) { searches.append(query) }
}

extension UserSearch {
  /// The standard users, or `users`, with no search applied.
  static func all(_ users: [User] = DataSet.standard.users) -> UserSearch {
    UserSearch(query: "", matches: users, hasUsers: !users.isEmpty)
  }
}

@MainActor
final class MockUserListRouter: UserListWireframe {
  var shownUsers: [User] = []

  func showDetail(of user: User) { shownUsers.append(user) }
}
