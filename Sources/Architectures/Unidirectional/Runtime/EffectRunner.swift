// Role: Runtime. Runs effects for a store or a test store: starts their work, keeps it
// under its ids, and cancels it.

/// The effects' work that is still running, by the ids that cancel it.
@MainActor
package final class EffectRunner<Action> {
  private var running: [Int: (ids: [AnyHashable], task: Task<Void, Never>)] = [:]
  private var nextKey = 0

  /// How many pieces of work are still running.
  package var count: Int { running.count }

  /// Does `effect`'s operations in order: its actions go to `reduce` at once, its work
  /// starts and sends its actions to `reduce` later.
  package init() {}

  package func perform(_ effect: Effect<Action>, reduce: @escaping @MainActor (Action) -> Void) {
    for operation in effect.operations {
      switch operation {
      case .send(let action): reduce(action)
      case .cancel(let id): cancel(id)
      case .run(let run): start(run, reduce: reduce)
      }
    }
  }

  /// Cancels the work running under `id`.
  package func cancel(_ id: AnyHashable) {
    for (key, entry) in running where entry.ids.contains(id) {
      entry.task.cancel()
      running[key] = nil
    }
  }

  /// Cancels everything.
  package func cancelAll() {
    for entry in running.values { entry.task.cancel() }
    running = [:]
  }

  private func start(_ run: Effect<Action>.Run, reduce: @escaping @MainActor (Action) -> Void) {
    run.cancelInFlightIDs.forEach(cancel)
    let key = nextKey
    nextKey += 1
    let task = Task { [weak self] in
      try? await run.work(Send(send: reduce))
      self?.running[key] = nil
    }
    running[key] = (run.ids, task)
  }
}
