// Role: Runtime. The reducer protocol and its composition: `Reduce` for a feature's own
// logic, `ifLet` to embed a child feature whose state is optional (a pushed or presented
// screen), and `PresentationAction` for a child's actions and its dismissal.

/// A feature's logic: for each action, changes the state and returns the effect to run.
/// A feature implements `reduce(into:action:)`, or builds `body` from other reducers.
@MainActor
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  associatedtype Body: Reducer = Self where Body.State == State, Body.Action == Action

  /// The reducers this feature is made of.
  var body: Body { get }

  /// Changes `state` for `action`; returns the work to do next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

extension Reducer where Body == Self {
  public var body: Self { self }
}

extension Reducer {
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// The store of a feature.
public typealias StoreOf<Feature: Reducer> = Store<Feature.State, Feature.Action>

/// A reducer from a closure: a feature's own logic inside its `body`.
public struct Reduce<State, Action>: Reducer {
  let reduce: @MainActor (inout State, Action) -> Effect<Action>

  public init(_ reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// What happens to a child shown from a parent: one of its own actions, or its dismissal
/// (a back button, a swipe).
public enum PresentationAction<Action> {
  case presented(Action)
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}

extension Reducer {
  /// This reducer with `child` embedded: the child runs on the state at `toChildState` while
  /// it is not nil, before this reducer, for the actions `toChildAction` extracts. Setting
  /// the child's state to nil (or `.dismiss`) cancels the child's effects; an action for a
  /// child that is gone is ignored.
  public func ifLet<Child: Reducer>(
    _ toChildState: WritableKeyPath<State, Child.State?>,
    action toChildAction: @escaping (Action) -> PresentationAction<Child.Action>?,
    embed: @escaping @MainActor (PresentationAction<Child.Action>) -> Action,
    then child: () -> Child
  ) -> Reduce<State, Action> {
    let child = child()
    let childEffects = AnyHashable(toChildState)
    return Reduce { state, action in
      let wasPresented = state[keyPath: toChildState] != nil
      let childAction = toChildAction(action)
      var childEffect = Effect<Action>.none
      if case .presented(let action) = childAction {
        // Nothing should send a child an action once its state is gone (its screen is).
        guard state[keyPath: toChildState] != nil else {
          RuntimeIssue.report("\(Child.self) got \(action) after its state was cleared")
          return .none
        }
        childEffect = child.reduce(into: &state[keyPath: toChildState]!, action: action)
          .map { embed(.presented($0)) }
          .cancellable(id: childEffects)
      }
      let parentEffect = self.reduce(into: &state, action: action)
      if case .dismiss = childAction { state[keyPath: toChildState] = nil }
      let dismissed = wasPresented && state[keyPath: toChildState] == nil
      return .merge(childEffect, parentEffect, dismissed ? .cancel(id: childEffects) : .none)
    }
  }
}
