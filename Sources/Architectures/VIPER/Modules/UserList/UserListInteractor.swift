// Role: Interactor (UserList). The business logic and data access of the module: fetches
// the users from the service, keeps them, and matches them against a search. Knows neither
// view nor router; reports to its output (the presenter), held weakly.
import Banking
import Foundation

final class UserListInteractor: UserListUseCase {
  weak var output: (any UserListInteractorOutput)?
  private let service: any BankingService
  private var users: [User] = []

  init(service: any BankingService) {
    self.service = service
  }

  func fetchUsers() {
    load(isRefresh: false)
  }

  func refreshUsers() {
    load(isRefresh: true)
  }

  private func load(isRefresh: Bool) {
    Task {
      do throws(BankingError) {
        users = try await service.users()
        if isRefresh { output?.usersRefreshed(users) } else { output?.usersFetched(users) }
      } catch {
        if isRefresh { output?.usersRefreshFailed(error) } else { output?.usersFetchFailed(error) }
      }
    }
  }

  func users(matching query: String) -> [User] {
    guard !query.isEmpty else { return users }
    return users.filter { user in
      [user.name, user.email].contains {
        $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }
}
