// Role: Interactor (UserList). The business logic and data access of the module: fetches
// the users from the service, keeps them with the current search, and matches them against
// it. Knows neither view nor router; reports to its output (the presenter), held weakly.
import Banking
import Foundation

@MainActor
final class UserListInteractor: UserListInteractorInput {
  weak var output: (any UserListInteractorOutput)?
  private let service: any BankingService
  /// Nil until a load succeeds.
  private var users: [User]?
  private var query = ""

  init(service: any BankingService) {
    self.service = service
  }

  func fetchUsers() {
    load(isRefresh: false)
  }

  func refreshUsers() {
    load(isRefresh: true)
  }

  func searchUsers(matching query: String) {
    self.query = query.trimmingCharacters(in: .whitespaces)
    // Before the first load there is nothing to search; the load reports the search.
    if let search { output?.usersFound(search) }
  }

  private func load(isRefresh: Bool) {
    // Held weakly: a module whose screen has closed is freed while its request is out.
    Task { [weak self, service] in
      do throws(BankingError) {
        let users = try await service.users()
        self?.usersLoaded(users, isRefresh: isRefresh)
      } catch {
        self?.loadFailed(error, isRefresh: isRefresh)
      }
    }
  }

  private func usersLoaded(_ users: [User], isRefresh: Bool) {
    self.users = users
    guard let search else { return }
    if isRefresh { output?.usersRefreshed(search) } else { output?.usersFetched(search) }
  }

  private func loadFailed(_ error: BankingError, isRefresh: Bool) {
    if isRefresh { output?.usersRefreshFailed(error) } else { output?.usersFetchFailed(error) }
  }

  /// The loaded users whose name or email contains the query, ignoring case and diacritics.
  private var search: UserSearch? {
    guard let users else { return nil }
    let matches =
      query.isEmpty
      ? users
      : users.filter { user in
        [user.name, user.email].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
      }
    return UserSearch(query: query, matches: matches, hasUsers: !users.isEmpty)
  }
}
