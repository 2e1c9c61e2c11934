import Synchronization

/// The waits an app ends itself, from one task to another, such as a store's effect ending
/// the `finish()` a SwiftUI `.refreshable` awaits. The awaiting task comes back on the main
/// actor through another thread, as a woken sleeper may, so counting turns of the main queue
/// cannot tell when it has run: the app counts each wait from `willResume()` to `didRun()`,
/// and the harness waits until every one has run on (`AppSession.settle()`). An app run
/// without the harness counts for nobody.
public final class Resumptions: Sendable {
  private struct State {
    var resumedNotRun = 0
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  public init() {}

  /// Called right before resuming a waiting task.
  public func willResume() {
    state.withLock { $0.resumedNotRun += 1 }
  }

  /// Called by the resumed task, first thing once it runs again.
  public func didRun() {
    let waiters = state.withLock { state in
      state.resumedNotRun -= 1
      guard state.resumedNotRun == 0 else { return [CheckedContinuation<Void, Never>]() }
      defer { state.idleWaiters = [] }
      return state.idleWaiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Whether every resumed task has run on.
  public var isIdle: Bool { state.withLock { $0.resumedNotRun == 0 } }

  /// Returns once every resumed task has run on.
  public func waitUntilResumedRan() async {
    await withCheckedContinuation { continuation in
      let isIdle = state.withLock { state in
        if state.resumedNotRun == 0 { return true }
        state.idleWaiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }
}
