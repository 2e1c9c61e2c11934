import Banking
import HarnessContract
import Testing
import UnidirectionalRuntime
import UnidirectionalTestSupport

@testable import Unidirectional

/// The runtime's test store is exhaustive, as TCA's is: a change the test does not state,
/// an action it does not receive and an effect still running each fail the test.
@MainActor
struct TestStoreTests {
  private func makeStore() -> TestStore<UsersFeature.State, UsersFeature.Action> {
    var client = APIClient.unimplemented
    client.users = { Fixture.users }
    return TestStore(
      initialState: UsersFeature.State(),
      reducer: UsersFeature(apiClient: client, clock: ManualClock()))
  }

  @Test func aStateChangeNotAssertedFails() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.viewDidLoad)
      await store.receive(.usersResponse(.success(Fixture.users))) {
        $0.isLoading = false
        $0.users = Fixture.users
        $0.visibleUsers = Fixture.users
      }
    } matching: {
      $0.comments.contains { "\($0)".contains("state after viewDidLoad") }
    }
  }

  @Test func anActionNotReceivedFails() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.viewDidLoad) { $0.isLoading = true }
    } matching: {
      $0.comments.contains { "\($0)".contains("not asserted") }
    }
  }

  @Test func anEffectStillRunningFails() async {
    await withKnownIssue {
      let store = TestStore(
        initialState: UsersFeature.State(),
        reducer: UsersFeature(apiClient: .unimplemented, clock: ManualClock()))
      await store.send(.searchTextChanged("a")) { $0.searchText = "a" }
    } matching: {
      $0.comments.contains { "\($0)".contains("still running") }
    }
  }

  /// As TCA's: `cancelInFlight` cancels the work under its own id only, not the other work of
  /// a child whose effects an `ifLet` tagged with the child's id.
  @Test func cancelInFlightCancelsOnlyItsOwnID() async {
    final class Received { var actions: [String] = [] }
    let received = Received()
    let runner = EffectRunner<String>()
    let load = HeldAnswer<[Payment]>()
    runner.perform(
      Effect.run { send in
        _ = try await load.value()
        send("loaded")
      }
      .cancellable(id: "load").cancellable(id: "child")
    ) { received.actions.append($0) }
    runner.perform(
      Effect.run { send in send("searched") }
        .cancellable(id: "search", cancelInFlight: true).cancellable(id: "child")
    ) { received.actions.append($0) }

    await load.resume(with: .success([]))
    while runner.count > 0 { await Task.yield() }
    #expect(received.actions.sorted() == ["loaded", "searched"])
  }
}
