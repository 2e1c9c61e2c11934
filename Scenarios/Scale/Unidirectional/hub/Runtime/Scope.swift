// Role: Runtime. `scope`: embeds a child feature whose state is always there, such as a tab
// of the app, as TCA's `Scope` reducer does. `ifLet` embeds the children that come and go.

extension Reducer {
  /// This reducer with `child` embedded: the child runs on the state at `toChildState`,
  /// before this reducer, for the actions `toChildAction` extracts, and its effects' actions
  /// come back through `embed`.
  public func scope<Child: Reducer>(
    _ toChildState: WritableKeyPath<State, Child.State>,
    action toChildAction: @escaping (Action) -> Child.Action?,
    embed: @escaping @MainActor (Child.Action) -> Action,
    then child: () -> Child
  ) -> Reduce<State, Action> {
    let child = child()
    return Reduce { state, action in
      var childEffect = Effect<Action>.none
      if let childAction = toChildAction(action) {
        childEffect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
          .map(embed)
      }
      return .merge(childEffect, self.reduce(into: &state, action: action))
    }
  }
}
