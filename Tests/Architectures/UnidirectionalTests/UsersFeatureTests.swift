import Banking
import Display
import HarnessContract
import Testing
import UnidirectionalTestSupport

@testable import Unidirectional

/// The Users reducer, exhaustively: every state change is asserted, every action an effect
/// sends back is received.
@MainActor
struct UsersFeatureTests {
  private let clock = ManualClock()

  private func makeStore(
    _ client: APIClient = .unimplemented, state: UsersFeature.State = .init()
  ) -> TestStore<UsersFeature.State, UsersFeature.Action> {
    TestStore(initialState: state, reducer: UsersFeature(apiClient: client, clock: clock))
  }

  /// The state once the fixture's users have loaded.
  private var loaded: UsersFeature.State {
    var state = UsersFeature.State()
    state.users = Fixture.users
    state.visibleUsers = Fixture.users
    return state
  }

  /// Moves the clock on by `duration` and lets the sleepers it woke run on.
  private func advance(by duration: Duration) async {
    clock.advance(to: clock.now + duration)
    await clock.waitUntilWokenSleepersRan()
  }

  @Test("T1 loading shows until the users arrive, then one row per user")
  func loadingThenRows() async {
    var client = APIClient.unimplemented
    client.users = { Fixture.users }
    let store = makeStore(client)

    await store.send(.viewDidLoad) { $0.isLoading = true }
    await store.receive(.usersResponse(.success(Fixture.users))) {
      $0.isLoading = false
      $0.users = Fixture.users
      $0.visibleUsers = Fixture.users
    }
  }

  @Test("T2 no users shows the empty state")
  func emptyState() async {
    var client = APIClient.unimplemented
    client.users = { [] }
    let store = makeStore(client)

    await store.send(.viewDidLoad) { $0.isLoading = true }
    await store.receive(.usersResponse(.success([]))) {
      $0.isLoading = false
      $0.users = []
    }
    #expect(store.state.emptyMessage == "No users yet")
  }

  @Test("T3 a failed load shows the error, and Retry loads again")
  func errorThenRetry() async {
    let replies = Replies<[User]>(.failure(.serviceUnavailable(code: 500)), .success(Fixture.users))
    var client = APIClient.unimplemented
    client.users = { () throws(BankingError) in try replies.next() }
    let store = makeStore(client)

    await store.send(.viewDidLoad) { $0.isLoading = true }
    await store.receive(.usersResponse(.failure(.serviceUnavailable(code: 500)))) {
      $0.isLoading = false
      $0.errorMessage = "Something went wrong on our side (HTTP 500). Please try again."
    }
    #expect(store.state.emptyMessage == nil)

    await store.send(.retryButtonTapped) {
      $0.errorMessage = nil
      $0.isLoading = true
    }
    await store.receive(.usersResponse(.success(Fixture.users))) {
      $0.isLoading = false
      $0.users = Fixture.users
      $0.visibleUsers = Fixture.users
    }
  }

  @Test("T4 search matches name or email, ignoring case and diacritics; no match says so")
  func searchMatching() async {
    let store = makeStore(state: loaded)

    await store.send(.searchTextChanged("EMILE")) { $0.searchText = "EMILE" }
    await advance(by: .milliseconds(300))
    await store.receive(.searchTextChangeDebounced) {
      $0.appliedQuery = "EMILE"
      $0.visibleUsers = [Fixture.user("Émile Zola")]
    }

    await store.send(.searchTextChanged(" angstrom ")) { $0.searchText = " angstrom " }
    await advance(by: .milliseconds(300))
    await store.receive(.searchTextChangeDebounced) {
      $0.appliedQuery = " angstrom "
      $0.visibleUsers = [Fixture.user("Zoë Ångström")]
    }

    await store.send(.searchTextChanged("example.fr")) { $0.searchText = "example.fr" }
    await advance(by: .milliseconds(300))
    await store.receive(.searchTextChangeDebounced) {
      $0.appliedQuery = "example.fr"
      $0.visibleUsers = [Fixture.user("Chloé Dubois"), Fixture.user("Émile Zola")]
    }

    await store.send(.searchTextChanged("xyz")) { $0.searchText = "xyz" }
    await advance(by: .milliseconds(300))
    await store.receive(.searchTextChangeDebounced) {
      $0.appliedQuery = "xyz"
      $0.visibleUsers = []
    }
    #expect(store.state.emptyMessage == "No users match \"xyz\"")

    await store.send(.searchTextChanged("")) { $0.searchText = "" }
    await advance(by: .milliseconds(300))
    await store.receive(.searchTextChangeDebounced) {
      $0.appliedQuery = ""
      $0.visibleUsers = Fixture.users
    }
  }

  /// Each keystroke comes 299 ms after the one before: a debounce that fired early, or one a
  /// keystroke did not cancel, would be an action the next `send` has not received, which
  /// fails the test. The client is unimplemented: a request would fail the test too.
  @Test("T5 search applies 300 ms after the last keystroke, not before, without a request")
  func searchDebounce() async {
    let store = makeStore(state: loaded)

    await store.send(.searchTextChanged("g")) { $0.searchText = "g" }
    await advance(by: .milliseconds(299))
    await store.send(.searchTextChanged("gr")) { $0.searchText = "gr" }
    await advance(by: .milliseconds(299))
    await store.send(.searchTextChanged("gra")) { $0.searchText = "gra" }
    await advance(by: .milliseconds(299))
    #expect(clock.nextDeadline == .milliseconds(898))

    await advance(by: .milliseconds(1))
    await store.receive(.searchTextChangeDebounced) {
      $0.appliedQuery = "gra"
      $0.visibleUsers = [Fixture.user("Grace Hopper")]
    }
  }

  @Test("T6 refresh replaces the rows, and the search still applies")
  func refreshReplacesRows() async {
    let refreshed = Array(Fixture.users.dropFirst(4))
    var client = APIClient.unimplemented
    client.users = { refreshed }
    var state = loaded
    state.searchText = "example.fr"
    state.appliedQuery = "example.fr"
    state.visibleUsers = [Fixture.user("Chloé Dubois"), Fixture.user("Émile Zola")]
    let store = makeStore(client, state: state)

    await store.send(.refreshPulled) { $0.isRefreshing = true }
    await store.receive(.refreshResponse(.success(refreshed))) {
      $0.isRefreshing = false
      $0.users = Array(Fixture.users[4...])
      $0.visibleUsers = [Fixture.user("Émile Zola")]
    }
  }

  @Test("T6 a failed refresh keeps the rows and shows the error until a load succeeds")
  func failedRefreshKeepsRows() async {
    let replies = Replies<[User]>(.failure(.offline), .success(Fixture.users))
    var client = APIClient.unimplemented
    client.users = { () throws(BankingError) in try replies.next() }
    let store = makeStore(client, state: loaded)

    await store.send(.refreshPulled) { $0.isRefreshing = true }
    await store.receive(.refreshResponse(.failure(.offline))) {
      $0.isRefreshing = false
      $0.refreshErrorMessage = Messages.offline
    }

    await store.send(.refreshPulled) { $0.isRefreshing = true }
    await store.receive(.refreshResponse(.success(Fixture.users))) {
      $0.isRefreshing = false
      $0.refreshErrorMessage = nil
    }
  }

  @Test("T7 selecting a user opens their detail; back keeps the search and the rows")
  func detailAndBack() async {
    let store = makeStore(state: loaded)
    await store.send(.searchTextChanged("gr")) { $0.searchText = "gr" }
    await advance(by: .milliseconds(300))
    await store.receive(.searchTextChangeDebounced) {
      $0.appliedQuery = "gr"
      $0.visibleUsers = [Fixture.user("Grace Hopper")]
    }

    await store.send(.userTapped(6)) {
      $0.detail = UserDetailFeature.State(user: Fixture.user("Grace Hopper"))
    }

    await store.send(.detail(.dismiss)) { $0.detail = nil }
  }

  /// The detail's payments are held until after the back button: `ifLet` cancelled the
  /// detail's effect, so their answer sends nothing (received, it would fail the test).
  @Test("T7 going back while the payments load drops their answer")
  func backCancelsTheDetailsEffects() async {
    let payments = HeldAnswer<[Payment]>()
    var client = APIClient.unimplemented
    client.payments = { _ throws(BankingError) in try await payments.value() }
    let store = makeStore(client, state: loaded)

    await store.send(.userTapped(1)) { $0.detail = UserDetailFeature.State(user: Fixture.ada) }
    await store.send(.detail(.presented(.viewDidLoad))) { $0.detail?.isLoading = true }
    await store.send(.detail(.dismiss)) { $0.detail = nil }

    await payments.resume(with: .success(Fixture.adaPayments))
    await store.settle()
  }

  /// As TCA's `ifLet`: nothing should send it, so it is reported (a test fails), and the
  /// state stays as it was.
  @Test("an action for a detail that is gone is reported, and changes nothing")
  func actionForAGoneDetailIsReported() async {
    let store = makeStore(state: loaded)
    await withKnownIssue {
      await store.send(.detail(.presented(.sendPaymentButtonTapped)))
    }
  }
}
