// Role: Reducer (feature). The Users screen: its state, what can happen to it, and the
// reducer that changes the state for each action and returns the work to do (loading, the
// search debounce, refresh). The pushed detail is state too: `detail`, embedded with
// `ifLet`.
import AppRuntime
import Banking
import Foundation
import UnidirectionalRuntime
import UnidirectionalShared

struct UsersFeature: Reducer {
  struct State: Equatable {
    /// Nil until a load succeeds.
    var users: [User]?
    var isLoading = false
    var errorMessage: String?
    var isRefreshing = false
    var refreshErrorMessage: String?
    /// What the search field holds.
    var searchText = ""
    /// The search applied, 300 ms after the last keystroke.
    var appliedQuery = ""
    /// The users the applied search matches, in the server's order.
    var visibleUsers: [User] = []
    /// The pushed detail; nil while the list is on top.
    var detail: UserDetailFeature.State?

    var emptyMessage: String? {
      guard let users else { return nil }
      if users.isEmpty { return "No users yet" }
      let query = appliedQuery.trimmingCharacters(in: .whitespaces)
      return visibleUsers.isEmpty ? "No users match \"\(query)\"" : nil
    }

    /// Any load that succeeds shows the users and clears every loading error.
    mutating func usersLoaded(_ users: [User]) {
      self.users = users
      errorMessage = nil
      refreshErrorMessage = nil
      applySearch()
    }

    mutating func applySearch() {
      let query = appliedQuery.trimmingCharacters(in: .whitespaces)
      visibleUsers =
        query.isEmpty
        ? users ?? []
        : (users ?? []).filter { user in
          [user.name, user.email].contains {
            $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
          }
        }
    }
  }

  enum Action: Equatable {
    case viewDidLoad
    case retryButtonTapped
    case searchTextChanged(String)
    case searchTextChangeDebounced
    case refreshPulled
    case usersResponse(Result<[User], BankingError>)
    case refreshResponse(Result<[User], BankingError>)
    case userTapped(User.ID)
    case detail(PresentationAction<UserDetailFeature.Action>)
  }

  private enum CancelID { case search }

  let apiClient: APIClient
  let clock: any AppClock

  var body: some Reducer<State, Action> {
    Reduce(reduceUsers)
      .ifLet(\.detail, action: \.detail, embed: Action.detail) {
        UserDetailFeature(apiClient: apiClient)
      }
  }

  private func reduceUsers(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      state.isLoading = true
      return loadUsers(then: Action.usersResponse)

    case .retryButtonTapped:
      state.errorMessage = nil
      state.isLoading = true
      return loadUsers(then: Action.usersResponse)

    case .searchTextChanged(let text):
      state.searchText = text
      return .run { [clock] send in
        try await clock.sleep(for: .milliseconds(300))
        send(.searchTextChangeDebounced)
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)

    case .searchTextChangeDebounced:
      state.appliedQuery = state.searchText
      state.applySearch()
      return .none

    case .refreshPulled:
      state.isRefreshing = true
      return loadUsers(then: Action.refreshResponse)

    case .usersResponse(.success(let users)):
      state.isLoading = false
      state.usersLoaded(users)
      return .none

    case .usersResponse(.failure(let error)):
      state.isLoading = false
      state.errorMessage = error.message
      return .none

    case .refreshResponse(.success(let users)):
      state.isRefreshing = false
      state.usersLoaded(users)
      return .none

    case .refreshResponse(.failure(let error)):
      state.isRefreshing = false
      state.refreshErrorMessage = error.message
      return .none

    case .userTapped(let id):
      state.detail = state.visibleUsers.first { $0.id == id }.map(UserDetailFeature.State.init)
      return .none

    case .detail:
      return .none
    }
  }

  private func loadUsers(
    then response: @escaping @MainActor (Result<[User], BankingError>) -> Action
  ) -> Effect<Action> {
    .run { [apiClient] send in
      send(response(await Result(awaiting: apiClient.users)))
    }
  }
}

extension UsersFeature.Action {
  /// The detail's actions, when this is one.
  var detail: PresentationAction<UserDetailFeature.Action>? {
    if case .detail(let action) = self { action } else { nil }
  }
}
