import Banking
import HarnessContract
import Testing

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
}
