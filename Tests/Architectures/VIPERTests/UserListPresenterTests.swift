import Banking
import Display
import FakeBackend
import HarnessContract
import Testing

@testable import VIPER

/// The presenter between a mock view, interactor and router.
@MainActor
struct UserListPresenterTests {
  private let session = AppSession()
  private let view = MockUserListView()
  private let interactor = MockUserListInteractor()
  private let router = MockUserListRouter()
  private let presenter: UserListPresenter

  private let grace = DataSet.standard.users.first { $0.name == "Grace Hopper" }!

  init() {
    presenter = UserListPresenter(
      view: view, interactor: interactor, router: router, clock: session.clock)
  }

  @Test("T1 loading shows until the users arrive, then one row per user")
  func loadingThenRows() {
    presenter.viewDidLoad()
    #expect(view.isLoading && interactor.fetchCount == 1 && view.rows.isEmpty)

    presenter.usersFetched(.all())
    #expect(!view.isLoading)
    #expect(view.rows.first == DisplayRow(title: "Ada Lovelace", subtitle: "ada@example.com"))
    #expect(view.rows.count == 12 && view.emptyMessage == nil)
  }

  @Test("T2 no users shows the empty state")
  func emptyState() {
    presenter.viewDidLoad()
    presenter.usersFetched(.all([]))
    #expect(view.emptyMessage == "No users yet")
  }

  @Test("T3 a failed load shows the error, and Retry loads again")
  func errorThenRetry() {
    presenter.viewDidLoad()
    presenter.usersFetchFailed(.serviceUnavailable(code: 500))
    #expect(view.error == Messages.serviceUnavailable(code: 500) && !view.isLoading)

    presenter.retryTapped()
    #expect(view.error == nil && view.isLoading && interactor.fetchCount == 2)
  }

  @Test("T4 the interactor's matches become the rows; no match says so; no users at all wins")
  func searchResults() async {
    presenter.viewDidLoad()
    presenter.usersFetched(.all())
    presenter.searchTextChanged("grace")
    await session.advance(by: .milliseconds(300))
    #expect(interactor.searches == ["grace"])
    presenter.usersFound(UserSearch(query: "grace", matches: [grace], hasUsers: true))
    #expect(view.rows.map(\.title) == ["Grace Hopper"] && view.emptyMessage == nil)

    presenter.usersFound(UserSearch(query: "xyz", matches: [], hasUsers: true))
    #expect(view.rows.isEmpty && view.emptyMessage == "No users match \"xyz\"")

    presenter.usersRefreshed(UserSearch(query: "xyz", matches: [], hasUsers: false))
    #expect(view.emptyMessage == "No users yet")
  }

  @Test("T5 search applies 300 ms after the last keystroke, without a fetch")
  func searchDebounce() async {
    presenter.viewDidLoad()
    presenter.usersFetched(.all())
    presenter.searchTextChanged("g")
    await session.advance(by: .milliseconds(200))
    presenter.searchTextChanged("gr")
    await session.advance(by: .milliseconds(299))
    #expect(interactor.searches.isEmpty && view.rows.count == 12)

    await session.advance(by: .milliseconds(1))
    #expect(interactor.searches == ["gr"])
    #expect(interactor.fetchCount == 1 && interactor.refreshCount == 0)
  }

  @Test("T6 refresh replaces the rows; a failed refresh keeps them and shows the error")
  func refresh() {
    presenter.viewDidLoad()
    presenter.usersFetched(.all())
    presenter.refreshPulled()
    presenter.usersRefreshFailed(.offline)
    #expect(view.rows.count == 12 && view.refreshError == Messages.offline)
    #expect(view.error == nil && view.endRefreshingCount == 1)

    presenter.refreshPulled()
    presenter.usersRefreshed(.all(Array(DataSet.standard.users.prefix(2))))
    #expect(view.rows.count == 2 && view.refreshError == nil && view.endRefreshingCount == 2)
    #expect(interactor.fetchCount == 1 && interactor.refreshCount == 2)
  }

  @Test("T6 a refresh that succeeds after a failed load clears the error and Retry")
  func refreshAfterFailedLoad() {
    presenter.viewDidLoad()
    presenter.refreshPulled()
    presenter.usersFetchFailed(.offline)
    #expect(view.error == Messages.offline && view.isLoading == false)
    #expect(view.emptyMessage == nil)

    presenter.usersRefreshed(.all())
    #expect(view.error == nil && view.rows.count == 12 && view.endRefreshingCount == 1)
  }

  @Test("T7 selecting a row asks the router for that user's detail")
  func selectionRoutes() async {
    presenter.viewDidLoad()
    presenter.usersFetched(.all())
    presenter.usersFound(UserSearch(query: "grace", matches: [grace], hasUsers: true))
    presenter.rowSelected(at: 0)
    #expect(router.shownUsers.map(\.name) == ["Grace Hopper"])
    #expect(view.rows.map(\.title) == ["Grace Hopper"])
  }
}
