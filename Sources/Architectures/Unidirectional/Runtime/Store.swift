// Role: Runtime. The store: the single source of truth. It holds the state, runs the
// reducer for every action, runs the effects the reducer returns and feeds their actions
// back. Views read its state (observed with Observation) and send it actions; a child
// screen gets a store scoped to its part of the state.
import Observation

/// A feature's state and the way to change it: `send(_:)` an action.
@MainActor
final class Store<State, Action> {
  private let readState: () -> State?
  private let sendAction: (Action) -> Void
  /// The child's last state, shown while its screen closes after its state is gone.
  private var lastState: State

  /// The root store of an app, running `reducer` from `initialState`.
  convenience init<Feature: Reducer>(initialState: State, reducer: Feature)
  where Feature.State == State, Feature.Action == Action {
    let root = StoreRoot(state: initialState, reducer: reducer)
    self.init(state: initialState, read: { root.state }, send: root.send)
  }

  private init(state: State, read: @escaping () -> State?, send: @escaping (Action) -> Void) {
    lastState = state
    readState = read
    sendAction = send
  }

  /// The state now. Reading it inside `observe` renders again when it changes.
  var state: State {
    if let state = readState() { lastState = state }
    return lastState
  }

  /// Reduces `action` (and the actions its effects send back, later).
  func send(_ action: Action) {
    sendAction(action)
  }

  /// The store of the child at `toChildState`, or nil while there is none: what a pushed or
  /// presented screen is given. Its actions reach this store through `embed`.
  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action embed: @escaping (PresentationAction<ChildAction>) -> Action
  ) -> Store<ChildState, ChildAction>? {
    state[keyPath: toChildState].map { child in
      Store<ChildState, ChildAction>(
        state: child, read: { [readState] in readState()?[keyPath: toChildState] },
        send: { [sendAction] in sendAction(embed(.presented($0))) })
    }
  }
}

/// Where the state lives: observable, changed only by the reducer.
@MainActor
@Observable
final class StoreRoot<State, Action> {
  private(set) var state: State
  @ObservationIgnored private let reducer: any Reducer<State, Action>
  @ObservationIgnored private let effects = EffectRunner<Action>()

  init(state: State, reducer: any Reducer<State, Action>) {
    self.state = state
    self.reducer = reducer
  }

  func send(_ action: Action) {
    let effect = reducer.reduce(into: &state, action: action)
    effects.perform(effect) { [weak self] in self?.send($0) }
  }
}
