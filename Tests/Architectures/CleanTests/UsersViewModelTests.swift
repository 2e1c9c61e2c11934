import Banking
import CleanDomain
import Display
import FakeBackend
import HarnessContract
import Testing

@testable import CleanPresentation

/// The view model over use-case fakes: what it asks the use cases, and how it shows their
/// answers and errors. Which users a search finds is the search use case's rule, checked in
/// `UseCaseTests`.
@MainActor
struct UsersViewModelTests {
  private let fetchUsers = FetchUsersUseCaseFake(.success(DataSet.standard.users))
  private let searchUsers = SearchUsersUseCaseFake()
  private let session = AppSession()
  private let detailsShown = Recorder<User>()
  private let viewModel: UsersViewModel

  init() {
    viewModel = UsersViewModel(
      fetchUsers: fetchUsers, searchUsers: searchUsers, clock: session.clock,
      actions: UsersViewModelActions(showUserDetail: { [detailsShown] in
        detailsShown.values.append($0)
      }))
  }

  @Test("T1 loading shows until the users arrive, then one row per user")
  func loadingThenRows() async {
    fetchUsers.isHolding = true
    Task { await viewModel.viewDidLoad() }
    await session.settle()
    #expect(viewModel.isLoading && viewModel.rows.isEmpty && viewModel.emptyMessage == nil)

    await fetchUsers.release()
    await session.settle()
    #expect(!viewModel.isLoading && fetchUsers.calls == 1)
    // The users go through the search, with no query yet, and come back as rows.
    #expect(searchUsers.queries == [""] && searchUsers.searchedUsers == DataSet.standard.users)
    #expect(viewModel.rows.first == Row(title: "Ada Lovelace", subtitle: "ada@example.com"))
    #expect(viewModel.rows.count == 12 && viewModel.emptyMessage == nil)
  }

  @Test("T2 no users shows the empty state")
  func emptyState() async {
    fetchUsers.result = .success([])
    await viewModel.viewDidLoad()
    #expect(viewModel.rows.isEmpty && viewModel.emptyMessage == "No users yet")
  }

  @Test("T3 a failed load shows the error, and Retry loads again")
  func errorThenRetry() async {
    fetchUsers.result = .failure(.serviceUnavailable(code: 500))
    await viewModel.viewDidLoad()
    #expect(viewModel.errorMessage == Messages.serviceUnavailable(code: 500))
    #expect(viewModel.rows.isEmpty && viewModel.emptyMessage == nil)

    fetchUsers.result = .success(DataSet.standard.users)
    await viewModel.retryTapped()
    #expect(viewModel.errorMessage == nil && viewModel.rows.count == 12)
    #expect(fetchUsers.calls == 2)
  }

  @Test("T4 search results come from the search use case; no match says so")
  func searchResults() async {
    await viewModel.viewDidLoad()
    searchUsers.matches = [DataSet.standard.users[4]]
    viewModel.searchTextChanged("EMILE")
    await session.advance(by: .milliseconds(300))
    #expect(searchUsers.queries.last == "EMILE")
    #expect(searchUsers.searchedUsers == DataSet.standard.users)
    #expect(viewModel.rows == [Row(title: "Émile Zola", subtitle: "emile@example.fr")])

    searchUsers.matches = []
    viewModel.searchTextChanged(" xyz ")
    await session.advance(by: .milliseconds(300))
    #expect(viewModel.rows.isEmpty && viewModel.emptyMessage == "No users match \"xyz\"")
  }

  @Test("T5 search applies 300 ms after the last keystroke, without a request")
  func searchDebounce() async {
    await viewModel.viewDidLoad()
    searchUsers.matches = [DataSet.standard.users[5]]
    viewModel.searchTextChanged("g")
    await session.advance(by: .milliseconds(200))
    viewModel.searchTextChanged("gr")
    await session.advance(by: .milliseconds(299))
    #expect(searchUsers.queries == [""] && viewModel.rows.count == 12)

    await session.advance(by: .milliseconds(1))
    #expect(searchUsers.queries == ["", "gr"])
    #expect(viewModel.rows.map(\.title) == ["Grace Hopper"])
    #expect(fetchUsers.calls == 1)
  }

  @Test("T6 refresh loads again; a failed refresh keeps the rows and says why")
  func refresh() async {
    await viewModel.viewDidLoad()
    fetchUsers.result = .success(Array(DataSet.standard.users.prefix(2)))
    await viewModel.refreshPulled()
    #expect(viewModel.rows.count == 2 && fetchUsers.calls == 2)

    fetchUsers.result = .failure(.offline)
    await viewModel.refreshPulled()
    #expect(viewModel.rows.count == 2)
    #expect(viewModel.refreshErrorMessage == Messages.offline)

    fetchUsers.result = .success(DataSet.standard.users)
    await viewModel.refreshPulled()
    #expect(viewModel.rows.count == 12 && viewModel.refreshErrorMessage == nil)
  }

  @Test("T6 refreshing shows while the refresh request runs, and stops when it answers")
  func refreshing() async {
    await viewModel.viewDidLoad()
    #expect(!viewModel.isRefreshing)
    fetchUsers.isHolding = true
    Task { await viewModel.refreshPulled() }
    await session.settle()
    #expect(viewModel.isRefreshing && !viewModel.isLoading)

    await fetchUsers.release()
    await session.settle()
    #expect(!viewModel.isRefreshing && fetchUsers.calls == 2)
  }

  @Test("T7 selecting a row asks the flow for that user's detail, from the filtered list")
  func selection() async {
    await viewModel.viewDidLoad()
    searchUsers.matches = [DataSet.standard.users[5]]
    viewModel.searchTextChanged("grace")
    await session.advance(by: .milliseconds(300))
    viewModel.userSelected(at: 0)
    viewModel.userSelected(at: 1)
    #expect(detailsShown.values == [DataSet.standard.users[5]])
  }
}
