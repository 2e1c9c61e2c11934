// Role: Runtime. What a reducer returns besides the new state: work for the store to run,
// whose results come back as actions. The part of The Composable Architecture's `Effect`
// this feature needs: none, send, run, merge, map, cancellable and cancel.

/// Work a reducer asks the store to do, in order. An effect never touches state: what it
/// finds out, it sends back as an action.
@MainActor
public struct Effect<Action> {
  /// One step of an effect, done by the store in order.
  enum Operation {
    /// Reduce this action right after the current one.
    case send(Action)
    /// Start this async work.
    case run(Run)
    /// Cancel the work running under this id.
    case cancel(id: AnyHashable)
  }

  /// Async work, with the ids that cancel it.
  struct Run {
    var ids: [AnyHashable] = []
    /// The ids whose running work is cancelled before this starts (a debounce): only those
    /// given with `cancelInFlight`, never an id an enclosing `ifLet` added.
    var cancelInFlightIDs: [AnyHashable] = []
    var work: @MainActor (Send<Action>) async throws -> Void
  }

  private(set) var operations: [Operation] = []

  /// Nothing to do.
  public static var none: Self { Effect() }

  /// Reduces `action` right after the current action.
  public static func send(_ action: Action) -> Self { Effect(operations: [.send(action)]) }

  /// Runs `work`, which sends actions back; an error it throws (a cancellation) ends it.
  public static func run(_ work: @escaping @MainActor (Send<Action>) async throws -> Void) -> Self {
    Effect(operations: [.run(Run(work: work))])
  }

  /// Cancels the work started with `cancellable(id:)`.
  public static func cancel(id: some Hashable) -> Self { Effect(operations: [.cancel(id: id)]) }

  /// These effects, one after the other.
  public static func merge(_ effects: Self...) -> Self {
    Effect(operations: effects.flatMap(\.operations))
  }

  /// This effect's work, cancellable with `id`; with `cancelInFlight`, starting it cancels
  /// the work already running under `id` first.
  public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Self {
    Effect(
      operations: operations.map { operation in
        guard case .run(var run) = operation else { return operation }
        run.ids.append(id)
        if cancelInFlight { run.cancelInFlightIDs.append(id) }
        return .run(run)
      })
  }

  /// This effect for a parent: every action it sends goes through `transform`.
  public func map<ParentAction>(_ transform: @escaping @MainActor (Action) -> ParentAction)
    -> Effect<ParentAction>
  {
    Effect<ParentAction>(
      operations: operations.map { operation in
        switch operation {
        case .send(let action): .send(transform(action))
        case .cancel(let id): .cancel(id: id)
        case .run(let run):
          .run(
            .init(ids: run.ids, cancelInFlightIDs: run.cancelInFlightIDs) { send in
              try await run.work(Send { send(transform($0)) })
            })
        }
      })
  }
}

/// How an effect sends an action back to its store: `send(.usersResponse(result))`. Once
/// the effect is cancelled, it sends nothing.
@MainActor
public struct Send<Action> {
  let send: @MainActor (Action) -> Void

  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

extension Result {
  /// The value `body` returns, or the error it throws: how an effect turns a dependency's
  /// answer into a response action.
  public init(awaiting body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
