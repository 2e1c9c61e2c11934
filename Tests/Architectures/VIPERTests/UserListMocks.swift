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

/// Answers searches from a fixed list and counts fetches; the test delivers the results.
@MainActor
final class MockUserListInteractor: UserListUseCase {
  var users = DataSet.standard.users
  var fetchCount = 0
  var refreshCount = 0

  func fetchUsers() { fetchCount += 1 }
  func refreshUsers() { refreshCount += 1 }

  func users(matching query: String) -> [User] {
    query.isEmpty ? users : users.filter { $0.name.lowercased().contains(query.lowercased()) }
  }
}

@MainActor
final class MockUserListRouter: UserListWireframe {
  var shownUsers: [User] = []

  func showDetail(of user: User) { shownUsers.append(user) }
}
