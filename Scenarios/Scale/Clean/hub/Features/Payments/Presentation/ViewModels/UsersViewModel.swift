// Role: View model (Presentation). The Users screen's state: loads users through
// FetchUsersUseCase, filters them through SearchUsersUseCase 300 ms after the last
// keystroke, refreshes, and reports a selected user through its actions. Calls use cases
// only; hands the view rows, never a `User`; knows no view and nothing in Data.
import AppRuntime
import Banking
import CleanPaymentsDomain
import Observation
import SharedPresentation

/// What the Users screen asks of the flow; the flow coordinator provides them.
public struct UsersViewModelActions {
  let showUserDetail: @MainActor (User) -> Void

  public init(showUserDetail: @escaping @MainActor (User) -> Void) {
    self.showUserDetail = showUserDetail
  }
}

@MainActor
@Observable
public final class UsersViewModel {
  /// Nil until the first load succeeds.
  private var users: [User]?
  private(set) var isLoading = false
  private(set) var errorMessage: String?
  private(set) var refreshErrorMessage: String?
  /// True while a pull to refresh waits for its answer.
  private(set) var isRefreshing = false
  /// The search text that has been applied, 300 ms after the last keystroke.
  private(set) var appliedQuery = ""
  /// The users the applied search matches, in the server's order.
  private var visibleUsers: [User] = []
  /// One row per visible user, the one list the table shows; computed once per change.
  private(set) var rows: [Row] = []

  @ObservationIgnored private let fetchUsers: any FetchUsersUseCase
  @ObservationIgnored private let searchUsers: any SearchUsersUseCase
  @ObservationIgnored private let clock: any AppClock
  @ObservationIgnored private let actions: UsersViewModelActions
  @ObservationIgnored private var searchTask: Task<Void, Never>?

  public init(
    fetchUsers: any FetchUsersUseCase, searchUsers: any SearchUsersUseCase, clock: any AppClock,
    actions: UsersViewModelActions
  ) {
    self.fetchUsers = fetchUsers
    self.searchUsers = searchUsers
    self.clock = clock
    self.actions = actions
  }

  var emptyMessage: String? {
    guard let users else { return nil }
    if users.isEmpty { return "No users yet" }
    let query = appliedQuery.trimmingCharacters(in: .whitespaces)
    return visibleUsers.isEmpty ? "No users match \"\(query)\"" : nil
  }

  // MARK: - User intents

  func viewDidLoad() async {
    await load()
  }

  func retryTapped() async {
    errorMessage = nil
    await load()
  }

  func searchTextChanged(_ text: String) {
    searchTask?.cancel()
    searchTask = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
      self?.appliedQuery = text
      self?.applySearch()
    }
  }

  func refreshPulled() async {
    isRefreshing = true
    do throws(BankingError) {
      usersLoaded(try await fetchUsers.execute())
    } catch {
      refreshErrorMessage = error.message
    }
    isRefreshing = false
  }

  /// The user of the row at `index` in the rows shown now.
  func userSelected(at index: Int) {
    guard visibleUsers.indices.contains(index) else { return }
    actions.showUserDetail(visibleUsers[index])
  }

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      usersLoaded(try await fetchUsers.execute())
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }

  /// Any load that succeeds shows the users and clears every loading error.
  private func usersLoaded(_ users: [User]) {
    self.users = users
    errorMessage = nil
    refreshErrorMessage = nil
    applySearch()
  }

  private func applySearch() {
    visibleUsers = searchUsers.execute(users ?? [], query: appliedQuery)
    rows = visibleUsers.map { Row(title: $0.name, subtitle: $0.email) }
  }
}
