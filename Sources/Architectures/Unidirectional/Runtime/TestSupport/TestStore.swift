// Role: Runtime. The test store, as TCA's `TestStore`: tests send actions and state exactly
// how the state changed, then receive each action an effect sends back. A change not
// asserted, an action not received or an effect still running fails the test.
import Dispatch
import UnidirectionalRuntime

/// An exhaustive store for tests. It reports failures through `failure`, so the runtime
/// needs no test framework.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
  /// Where a test asserted something that did not hold.
  public struct Failure {
    public var message: String
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int
  }

  /// The state as the test last asserted it.
  public private(set) var state: State
  private let reducer: any Reducer<State, Action>
  private let failure: (Failure) -> Void
  private let effects = EffectRunner<Action>()
  /// The actions effects sent back, each with the state after it, not yet received.
  private var received: [(action: Action, state: State)] = []
  private var current: State
  private let created: Failure

  public init<Feature: Reducer>(
    initialState: State, reducer: Feature, failure: @escaping (Failure) -> Void,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) where Feature.State == State, Feature.Action == Action {
    state = initialState
    current = initialState
    self.reducer = reducer
    self.failure = failure
    created = Failure(
      message: "", fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// At the end of a test: every action received and every effect finished. The store goes
  /// when the test's last line has run, on the main actor and in the test's task, so the
  /// failure is the test's.
  deinit {
    MainActor.assumeIsolated { finish() }
  }

  private func finish() {
    if !received.isEmpty {
      fail("\(received.count) received action(s) not asserted: \(received.map(\.action))", created)
    }
    if effects.count > 0 {
      fail("\(effects.count) effect(s) still running at the end of the test", created)
    }
    effects.cancelAll()
  }

  /// Sends `action`; `update` sets the state it should lead to (literal values).
  public func send(
    _ action: Action, assert update: ((inout State) -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = Failure(
      message: "", fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      fail("must receive \(received.map(\.action)) before sending \(action)", location)
    }
    let effect = reduce(action)
    expect(state: current, after: action, by: update, at: location)
    await perform(effect)
  }

  /// Waits for the next action an effect sends, checks it is `expected`, and that `update`
  /// sets the state it led to.
  public func receive(
    _ expected: Action, assert update: ((inout State) -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = Failure(
      message: "", fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    guard !received.isEmpty else {
      return fail("expected to receive \(expected), but no action came", location)
    }
    let (action, after) = received.removeFirst()
    if action != expected { fail("received \(action), expected \(expected)", location) }
    expect(state: after, after: action, by: update, at: location)
  }

  /// Lets the effects run until none can go on without the clock or a dependency.
  public func settle() async {
    for _ in 0..<Self.rounds { await turn() }
  }

  /// One turn of the main queue: everything queued on it before runs first.
  private func turn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// Main-queue turns that let an effect's work reach its next suspension.
  private static var rounds: Int { 8 }

  /// Reduces `action`; a mistake the runtime reports on the way fails the test.
  private func reduce(_ action: Action) -> Effect<Action> {
    RuntimeIssue.$reporter.withValue({ [weak self, created] message in
      self?.fail("runtime issue: \(message)", created)
    }) {
      reducer.reduce(into: &current, action: action)
    }
  }

  /// Runs `effect`; the actions it sends are reduced at once and queued for `receive`.
  private func perform(_ effect: Effect<Action>) async {
    effects.perform(effect) { [weak self] in self?.reduceReceived($0) }
    await settle()
  }

  private func reduceReceived(_ action: Action) {
    let next = reduce(action)
    received.append((action, current))
    effects.perform(next) { [weak self] in self?.reduceReceived($0) }
  }

  private func expect(
    state actual: State, after action: Action, by update: ((inout State) -> Void)?,
    at location: Failure
  ) {
    var expected = state
    update?(&expected)
    if expected != actual {
      fail(
        "state after \(action) differs from the assertion:\n  expected \(expected)\n  actual   \(actual)",
        location)
    }
    state = actual
  }

  private func fail(_ message: String, _ location: Failure) {
    var failure = location
    failure.message = message
    self.failure(failure)
  }
}
