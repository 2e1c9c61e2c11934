import Foundation
import Observation

/// A view with a modifier applied, like SwiftUI's `ModifiedContent`: what `.disabled(_:)`,
/// `.navigationTitle(_:)`, `.task(_:)` and the others return.
public struct ModifiedContent<Content: View, Modifier>: _PrimitiveView {
  let content: Content
  let modifier: Modifier
}

/// A modifier the graph applies itself, around resolving the view it modifies.
@MainActor
protocol PrimitiveModifier {
  func resolve(_ content: any View, id: String, _ context: Context, in graph: ViewGraph)
}

extension ModifiedContent: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    guard let modifier = modifier as? any PrimitiveModifier else {
      preconditionFailure("\(Modifier.self) is not a modifier the kit knows")
    }
    modifier.resolve(content, id: "\(id).m", context, in: graph)
  }
}

/// A modifier that only changes what its content's views read around them.
struct ContextModifier: PrimitiveModifier {
  let change: @MainActor (_ context: inout Context, _ id: String, _ graph: ViewGraph) -> Void

  func resolve(_ content: any View, id: String, _ context: Context, in graph: ViewGraph) {
    var changed = context
    change(&changed, id, graph)
    graph.resolve(content, id: id, changed)
  }
}

/// A modifier that adds to the screen (a title, a task, a sheet) and resolves its content
/// unchanged.
struct ScreenModifier: PrimitiveModifier {
  let add: @MainActor (_ context: Context, _ id: String, _ graph: ViewGraph) -> Void

  func resolve(_ content: any View, id: String, _ context: Context, in graph: ViewGraph) {
    graph.resolve(content, id: id, context)
    add(context, id, graph)
  }
}

extension View {
  func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// Turns off the controls in this view: buttons render `(disabled)` and ignore taps.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(
      ContextModifier { context, _, _ in
        context.environment.isEnabled = context.environment.isEnabled && !disabled
        context.environment.token.append("enabled:\(context.environment.isEnabled)")
      })
  }

  public func font(_ font: Font?) -> some View {
    modifier(ContextModifier { context, _, _ in context.font = font })
  }

  public func foregroundStyle(_ color: Color) -> some View {
    modifier(ContextModifier { context, _, _ in context.foreground = color })
  }

  /// Sets an environment value for this view and the views in it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    modifier(
      ContextModifier { context, id, graph in
        context.environment[keyPath: keyPath] = value
        context.environment.token.append("\(id)@\(graph.environmentVersion(at: id, value: value))")
      })
  }

  /// Puts an observable object in the environment, for `@Environment(Type.self)`.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    modifier(
      ContextModifier { context, id, graph in
        context.environment.objects[ObjectIdentifier(Object.self)] = object
        let version = graph.environmentVersion(at: id, value: object as Any)
        context.environment.token.append("\(id)@\(version)")
      })
  }

  /// Adds pull to refresh to the list in this view: `(refreshing)` shows while `action` runs.
  public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
    modifier(ContextModifier { context, _, _ in context.refresh = action })
  }

  /// Titles the screen this view is on.
  public func navigationTitle(_ title: String) -> some View {
    modifier(ScreenModifier { context, _, _ in context.screen.title = title })
  }

  /// Puts buttons at the top of the screen, as a navigation bar holds them.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let content = content()
    return modifier(
      ScreenModifier { context, id, graph in
        var bar = context
        bar.screen = ScreenContent()
        bar.place = .screen
        graph.resolve(content, id: "\(id).toolbar", bar)
        context.screen.toolbar += bar.screen.items
      })
  }

  /// Adds a search field at the top of the screen, `Search: [text]` (or the prompt's caption).
  public func searchable(text: Binding<String>, prompt: String? = nil) -> some View {
    modifier(
      ScreenModifier { context, id, graph in
        _ = graph.track { text.wrappedValue }
        context.screen.search = .field(
          id: "\(id).search", title: prompt ?? "Search", text: text,
          isEnabled: context.environment.isEnabled)
      })
  }

  /// Runs `action` when the screen appears, and cancels it when the screen disappears or the
  /// view goes.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(
      ScreenModifier { context, id, _ in
        context.screen.tasks.append(ScreenTask(key: id, start: { Task { await action() } }))
      })
  }

  /// As `task(priority:_:)`, and again (the last one cancelled) each time `value` changes.
  public func task<ID: Equatable & Hashable>(
    id value: ID, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(
      ScreenModifier { context, id, _ in
        context.screen.tasks.append(
          ScreenTask(key: id, id: AnyHashable(value), start: { Task { await action() } }))
      })
  }

  /// Runs `action` with each URL the app is opened with while the view is in the tree.
  public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
    modifier(ScreenModifier { _, _, graph in graph.onOpenURL(action) })
  }

  /// Runs `action` each time the screen this view is on appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(
      ScreenModifier { context, id, _ in
        context.screen.tasks.append(
          ScreenTask(
            key: id,
            start: {
              action?()
              return nil
            }))
      })
  }

  /// Runs `action` each time the screen this view is on disappears, or the view goes.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(
      ScreenModifier { context, id, _ in
        context.screen.tasks.append(ScreenTask(key: id, start: { nil }, stop: action))
      })
  }

  /// Runs `action` after a render in which `value` changed (and after the first, if
  /// `initial`), with the old and new values.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    modifier(
      ScreenModifier { _, id, graph in
        let last = graph.remember(value, at: id) as? Value
        if let last, last != value {
          graph.afterRender { action(last, value) }
        } else if last == nil, initial {
          graph.afterRender { action(value, value) }
        }
      })
  }

  /// As `onChange(of:initial:_:)`, without the values.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// While true, a swipe down does not close the sheet this view is in.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(
      ScreenModifier { context, _, _ in
        if isDisabled { context.screen.refusesSwipeDown = true }
      })
  }

  /// The buttons a swipe on this list row reveals.
  public func swipeActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let content = content()
    return modifier(
      ScreenModifier { context, id, graph in
        guard case .row(let row) = context.place else { return }
        var actions = context
        actions.screen = ScreenContent()
        actions.place = .screen
        graph.resolve(content, id: "\(id).swipe", actions)
        for case .button(_, let title, true, let action) in actions.screen.items {
          row.row.swipeActions.append((title, action))
        }
      })
  }
}
