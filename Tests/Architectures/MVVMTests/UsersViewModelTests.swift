import Banking
import Display
import HarnessContract
import Testing

@testable import MVVM

@MainActor
struct UsersViewModelTests {
  private let service = FakeBankingService()
  private let session = AppSession()
  private let viewModel: UsersViewModel

  init() {
    viewModel = UsersViewModel(service: service, clock: session.clock)
  }

  @Test("T1 loading shows until the users arrive, then one row per user")
  func loadingThenRows() async {
    service.isHolding = true
    Task { await viewModel.viewDidLoad() }
    await session.settle()
    #expect(viewModel.isLoading)
    #expect(viewModel.rows.isEmpty)

    await service.release()
    await session.settle()
    #expect(!viewModel.isLoading)
    #expect(viewModel.rows.first == Row(title: "Ada Lovelace", subtitle: "ada@example.com"))
    #expect(viewModel.rows.count == 12)
    #expect(viewModel.emptyMessage == nil)
  }

  @Test("T2 no users shows the empty state")
  func emptyState() async {
    service.users = []
    await viewModel.viewDidLoad()
    #expect(viewModel.emptyMessage == "No users yet")
  }

  @Test("T3 a failed load shows the error, and Retry loads again")
  func errorThenRetry() async {
    service.nextError = .serviceUnavailable(code: 500)
    await viewModel.viewDidLoad()
    #expect(viewModel.errorMessage == Messages.serviceUnavailable(code: 500))
    #expect(viewModel.rows.isEmpty)

    // Retry hides the error and shows the spinner while it loads, with no empty message.
    service.isHolding = true
    Task { await viewModel.retryTapped() }
    await session.settle()
    #expect(viewModel.errorMessage == nil && viewModel.isLoading)
    #expect(viewModel.emptyMessage == nil)
    await service.release()
    #expect(!viewModel.isLoading && viewModel.rows.count == 12)
  }

  @Test("T4 search matches name or email ignoring case and accents; no match says so")
  func searchMatching() async {
    await viewModel.viewDidLoad()
    viewModel.searchTextChanged("EMILE")
    await session.advance(by: .milliseconds(300))
    #expect(viewModel.rows.map(\.title) == ["Émile Zola"])

    viewModel.searchTextChanged("example.fr")
    await session.advance(by: .milliseconds(300))
    #expect(viewModel.rows.map(\.title) == ["Chloé Dubois", "Émile Zola"])

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
    #expect(service.calls == ["users"])
  }

  @Test("T6 refreshing until the answer, which replaces the rows; a failed refresh keeps them")
  func refresh() async {
    await viewModel.viewDidLoad()
    service.users = Array(service.users.prefix(2))
    service.isHolding = true
    Task { await viewModel.refreshPulled() }
    await session.settle()
    #expect(viewModel.isRefreshing)
    #expect(viewModel.rows.count == 12)

    await service.release()
    await session.settle()
    #expect(!viewModel.isRefreshing)
    #expect(viewModel.rows.count == 2)

    service.nextError = .offline
    await viewModel.refreshPulled()
    #expect(viewModel.rows.count == 2)
    #expect(viewModel.refreshErrorMessage == Messages.offline)

    await viewModel.refreshPulled()
    #expect(viewModel.refreshErrorMessage == nil)
  }

  @Test("T7 selecting a row opens that user's detail; the search stays applied")
  func detailOfSelectedRow() async {
    await viewModel.viewDidLoad()
    viewModel.searchTextChanged("grace")
    await session.advance(by: .milliseconds(300))

    #expect(viewModel.userSelected(at: 0).title == "Grace Hopper")
    #expect(viewModel.rows.map(\.title) == ["Grace Hopper"])
  }
}
