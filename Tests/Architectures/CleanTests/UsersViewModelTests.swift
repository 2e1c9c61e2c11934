import Banking
import CleanDomain
import HarnessContract
import Testing

@testable import CleanPresentation

/// The view model with the real use cases over a fake repository.
@MainActor
struct UsersViewModelTests {
  private let repository = FakeUserRepository()
  private let session = AppSession()
  private let detailsShown = Recorder<User>()
  private let viewModel: UsersViewModel

  init() {
    viewModel = UsersViewModel(
      fetchUsers: DefaultFetchUsersUseCase(repository: repository),
      searchUsers: DefaultSearchUsersUseCase(), clock: session.clock,
      actions: UsersViewModelActions(showUserDetail: { [detailsShown] in
        detailsShown.values.append($0)
      }))
  }

  @Test("T1 loading shows until the users arrive, then one row per user")
  func loadingThenRows() async {
    repository.isHolding = true
    Task { await viewModel.viewDidLoad() }
    await session.settle()
    #expect(viewModel.isLoading && viewModel.rows.isEmpty)

    repository.release()
    await session.settle()
    #expect(!viewModel.isLoading)
    #expect(viewModel.rows.first == Row(title: "Ada Lovelace", subtitle: "ada@example.com"))
    #expect(viewModel.rows.count == 12 && viewModel.emptyMessage == nil)
  }

  @Test("T2 no users shows the empty state")
  func emptyState() async {
    repository.users = []
    await viewModel.viewDidLoad()
    #expect(viewModel.emptyMessage == "No users yet")
  }

  @Test("T3 a failed load shows the error, and Retry loads again")
  func errorThenRetry() async {
    repository.nextError = .serviceUnavailable(code: 500)
    await viewModel.viewDidLoad()
    #expect(viewModel.errorMessage == BankingError.serviceUnavailable(code: 500).message)

    await viewModel.retryTapped()
    #expect(viewModel.errorMessage == nil && viewModel.rows.count == 12)
  }

  @Test("T4 search results come from the search use case; no match says so")
  func searchResults() async {
    await viewModel.viewDidLoad()
    viewModel.searchTextChanged("EMILE")
    await session.advance(by: .milliseconds(300))
    #expect(viewModel.rows.map(\.title) == ["Émile Zola"])

    viewModel.searchTextChanged("xyz")
    await session.advance(by: .milliseconds(300))
    #expect(viewModel.emptyMessage == "No users match \"xyz\"")
  }

  @Test("T5 search applies 300 ms after the last keystroke, without a request")
  func searchDebounce() async {
    await viewModel.viewDidLoad()
    viewModel.searchTextChanged("g")
    await session.advance(by: .milliseconds(200))
    viewModel.searchTextChanged("gr")
    await session.advance(by: .milliseconds(299))
    #expect(viewModel.rows.count == 12)

    await session.advance(by: .milliseconds(1))
    #expect(viewModel.rows.map(\.title) == ["Grace Hopper"])
    #expect(repository.calls == ["users"])
  }

  @Test("T6 refresh loads again; a failed refresh keeps the rows and says why")
  func refresh() async {
    await viewModel.viewDidLoad()
    repository.users = Array(repository.users.prefix(2))
    await viewModel.refreshPulled()
    #expect(viewModel.rows.count == 2 && repository.calls == ["users", "users"])

    repository.nextError = .offline
    await viewModel.refreshPulled()
    #expect(viewModel.rows.count == 2)
    #expect(viewModel.refreshErrorMessage == BankingError.offline.message)
  }

  @Test("T7 selecting a row asks the flow for that user's detail, from the filtered list")
  func selection() async {
    await viewModel.viewDidLoad()
    viewModel.searchTextChanged("grace")
    await session.advance(by: .milliseconds(300))
    viewModel.userSelected(at: 0)
    #expect(detailsShown.values.map(\.name) == ["Grace Hopper"])
  }
}
