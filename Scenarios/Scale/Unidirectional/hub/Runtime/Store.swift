// Role: Runtime. The store: the single source of truth. It holds the state, runs the
// reducer for every action, runs the effects the reducer returns and feeds their actions
// back. Views read its state and send it actions; a child screen gets a store scoped to its
// part of the state. Reading is observed part by part, as TCA's `@ObservableState` is: a
// view that reads `store.isLoading` renders again when `isLoading` changes, not when a
// child's state does.
import Observation

/// A feature's state and the way to change it: `send(_:)` an action.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  private let root: any StoreObservation
  private let readState: () -> State?
  private let sendAction: (Action) -> Void
  /// The state as this store last saw it; for a child, shown while its screen closes after
  /// its state is gone.
  private var lastState: State
  /// The parts of the state read through this store: how to tell each changed, and how to
  /// tell its observers.
  private var readParts:
    [AnyKeyPath: (unchanged: (State, State) -> Bool, notify: (Store) -> Void)] = [:]
  private let registrar = ObservationRegistrar()

  /// The root store of an app, running `reducer` from `initialState`.
  public convenience init<Feature: Reducer>(initialState: State, reducer: Feature)
  where Feature.State == State, Feature.Action == Action {
    let root = StoreRoot(state: initialState, reducer: reducer)
    self.init(root: root, state: initialState, read: { root.state }, send: root.send)
  }

  private init(
    root: any StoreObservation, state: State, read: @escaping () -> State?,
    send: @escaping (Action) -> Void
  ) {
    self.root = root
    lastState = state
    readState = read
    sendAction = send
    root.add(self)
  }

  /// The state now, not observed: what an action or a table's row needs at the moment.
  public var state: State {
    if let state = readState() { lastState = state }
    return lastState
  }

  /// One part of the state. Reading it inside `observe` renders again when it changes.
  public subscript<Member: Equatable>(dynamicMember keyPath: KeyPath<State, Member>) -> Member {
    track(\.[dynamicMember: keyPath]) { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    return state[keyPath: keyPath]
  }

  /// Reduces `action` (and the actions its effects send back, later).
  public func send(_ action: Action) {
    sendAction(action)
  }

  /// The store of the child at `toChildState`, or nil while there is none: what a pushed or
  /// presented screen is given. Its actions reach this store through `embed`. Inside
  /// `observe`, only the child's coming and going is observed, not its state.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action embed: @escaping (PresentationAction<ChildAction>) -> Action
  ) -> Store<ChildState, ChildAction>? {
    track(\.[isPresent: toChildState]) {
      ($0[keyPath: toChildState] == nil) == ($1[keyPath: toChildState] == nil)
    }
    return state[keyPath: toChildState].map { child in
      Store<ChildState, ChildAction>(
        root: root, state: child, read: { [readState] in readState()?[keyPath: toChildState] },
        send: { [sendAction] in sendAction(embed(.presented($0))) })
    }
  }

  /// The store of the child at `toChildState`, which is always there, such as a tab's
  /// feature: what the tab's first screen is given. Its actions reach this store through
  /// `embed`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action embed: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      root: root, state: state[keyPath: toChildState],
      read: { [readState] in readState()?[keyPath: toChildState] },
      send: { [sendAction] in sendAction(embed($0)) })
  }

  /// Whether the child at `keyPath` is there: the part `scope` observes.
  private subscript<Child>(isPresent keyPath: KeyPath<State, Child?>) -> Bool {
    state[keyPath: keyPath] != nil
  }

  private func track<Member>(
    _ part: KeyPath<Store, Member>, unchanged: @escaping (State, State) -> Bool
  ) {
    registrar.access(self, keyPath: part)
    readParts[part] = (unchanged, { $0.registrar.withMutation(of: $0, keyPath: part) {} })
  }

  /// After the reducer ran: tells the observers of each part read that changed.
  fileprivate func stateDidChange() {
    let old = lastState
    guard let new = readState() else { return }
    lastState = new
    for part in readParts.values where !part.unchanged(old, new) { part.notify(self) }
  }
}

/// The stores reading one root's state, told after each change.
@MainActor
private protocol StoreObservation: AnyObject {
  func add<State, Action>(_ store: Store<State, Action>)
}

/// Where the state lives: changed only by the reducer, which tells every store reading it.
@MainActor
final class StoreRoot<State, Action>: StoreObservation {
  private(set) var state: State
  private let reducer: any Reducer<State, Action>
  private let effects = EffectRunner<Action>()
  /// Held weakly: a screen's store goes with its screen.
  private var stores: [() -> Bool] = []

  init(state: State, reducer: any Reducer<State, Action>) {
    self.state = state
    self.reducer = reducer
  }

  fileprivate func add<StoreState, StoreAction>(_ store: Store<StoreState, StoreAction>) {
    stores.append { [weak store] in
      store?.stateDidChange()
      return store != nil
    }
  }

  func send(_ action: Action) {
    let effect = reducer.reduce(into: &state, action: action)
    stores = stores.filter { $0() }
    effects.perform(effect) { [weak self] in self?.send($0) }
  }
}

extension Store where State: Equatable {
  /// All of the state, observed as one part: for a screen that shows all of it, such as a
  /// form. A parent screen reads its own parts instead, so that its child's changes spare it.
  public var observedState: State { self[dynamicMember: \.self] }
}
