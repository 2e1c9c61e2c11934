import AppRuntime
import Synchronization

/// A clock that moves only when told to: scenarios and tests advance it step by step.
///
/// `sleep(for:)` registers the sleeper at once, on the main actor, so a scenario that
/// advances the clock right after a keystroke always wakes the debounce it started; waking
/// resumes it on the main actor directly, never through another thread.
public final class ManualClock: AppClock {
  private struct Sleeper {
    var id: Int
    var deadline: Duration
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Duration.zero
    var nextID = 0
    var sleepers: [Sleeper] = []
    var cancelledIDs: Set<Int> = []
    /// Sleepers resumed by `advance` that have not run again yet.
    var wokenNotRun = 0
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  public init() {}

  /// The time since the clock started.
  public var now: Duration { state.withLock(\.now) }

  /// The earliest deadline of a sleeping task, if any task sleeps.
  public var nextDeadline: Duration? { state.withLock { $0.sleepers.map(\.deadline).min() } }

  @MainActor
  public func sleep(for duration: Duration) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    var wasWoken = false
    defer { if wasWoken { sleeperRan() } }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          guard state.cancelledIDs.remove(id) == nil else { return true }
          let deadline = state.now + duration
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
      wasWoken = true
    } onCancel: {
      let sleeper = state.withLock { state in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledIDs.insert(id)
          return Sleeper?.none
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock to `instant` and wakes, in deadline order, every sleeper due by then.
  public func advance(to instant: Duration) {
    let due = state.withLock { state in
      state.now = max(state.now, instant)
      let due = state.sleepers.filter { $0.deadline <= state.now }
      state.sleepers.removeAll { $0.deadline <= state.now }
      state.wokenNotRun += due.count
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Returns once every sleeper `advance` woke has run on: a woken task may take a detour
  /// through another thread before it is back on the main actor, so this waits for the event,
  /// not for a number of turns of the main queue.
  @MainActor
  public func waitUntilWokenSleepersRan() async {
    await withCheckedContinuation { continuation in
      let isIdle = state.withLock { state in
        if state.wokenNotRun == 0 { return true }
        state.idleWaiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }

  /// Counts a woken sleeper that is running again: it is back on the main actor, in the
  /// same job as the code after its `sleep`.
  private func sleeperRan() {
    let waiters = state.withLock { state in
      state.wokenNotRun -= 1
      guard state.wokenNotRun == 0 else { return [CheckedContinuation<Void, Never>]() }
      defer { state.idleWaiters = [] }
      return state.idleWaiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
