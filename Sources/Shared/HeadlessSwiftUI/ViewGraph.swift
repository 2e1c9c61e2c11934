import Foundation
import HeadlessUI
import Observation

/// The storage of a view with a body, kept by its identity from render to render: its state,
/// the last value and body, and whether something its body read has changed since.
@MainActor
final class ViewNode {
  var value: (any View)?
  var body: (any View)?
  var environment = EnvironmentValues()
  var readsEnvironment = false
  /// Set when the node is new or a property its body read changed.
  var isInvalid = true
  /// Counts the body's tracked evaluations, so a change seen by an older one is ignored.
  var generation = 0
  var lastPass = 0
  private var states: [String: AnyObject] = [:]

  func stateBox<Value>(_ label: String, initial: Value) -> StateBox<Value> {
    if let box = states[label] as? StateBox<Value> { return box }
    let box = StateBox(initial)
    states[label] = box
    return box
  }
}

/// Where a view is resolved: its environment, the text style and refresh action its
/// ancestors set, the screen it adds to, and the list, row or stack it is in.
@MainActor
struct Context {
  enum Place {
    case screen
    case list(ListCollector)
    case row(RowCollector)
  }

  var environment: EnvironmentValues
  var screen: ScreenContent
  var place = Place.screen
  var font: Font?
  var foreground: Color?
  var refresh: (@MainActor () async -> Void)?
  var stack: StackCollector?
  /// The `TabView` whose tabs are being resolved.
  var tabs: TabCollector?

  /// How a text reads here: red is an error, a headline font a headline.
  var textStyle: HeadlessUI.Label.Style {
    if foreground == .red { return .error }
    return font == .headline ? .headline : .body
  }
}

/// The rows of a `List` being resolved, in sections.
@MainActor
final class ListCollector {
  var sections: [(header: String?, rows: [Row])] = [(nil, [])]
}

/// The row being resolved.
@MainActor
final class RowCollector {
  var row = Row()
}

/// The graph behind a hosting controller, like SwiftUI's attribute graph: it resolves the
/// view tree from its root into screens, keeps each view's storage by identity, and renders
/// again, on the main actor's next turn, when a property a body read changes.
@MainActor
final class ViewGraph {
  private let root: any View
  private let environment: EnvironmentValues
  private var nodes: [String: ViewNode] = [:]
  private var pass = 0
  private var renderIsScheduled = false
  /// The screen that shows the root's content.
  weak var rootScreen: ScreenController?
  /// What modifiers keep from render to render (`.onChange`'s value, an environment value's
  /// version), by identity, with the render that last saw them.
  private var remembered: [String: (value: Any, pass: Int)] = [:]
  private var afterRenderActions: [@MainActor () -> Void] = []
  /// The `.onOpenURL` actions of the last render.
  private(set) var openURLActions: [@MainActor (URL) -> Void] = []
  private var running:
    [String: (id: AnyHashable?, task: Task<Void, Never>?, stop: (@MainActor () -> Void)?)] = [:]

  init(root: any View, environment: EnvironmentValues = EnvironmentValues()) {
    self.root = root
    self.environment = environment
  }

  /// Resolves the whole tree and shows it; bodies run again only where needed.
  func render() {
    renderIsScheduled = false
    pass += 1
    openURLActions = []
    let screen = ScreenContent()
    resolve(root, id: "root", Context(environment: environment, screen: screen))
    nodes = nodes.filter { $0.value.lastPass == pass }
    remembered = remembered.filter { $0.value.pass == pass }
    rootScreen?.show(screen)
    syncTasks()
    let actions = afterRenderActions
    afterRenderActions = []
    for action in actions { action() }
  }

  func scheduleRender() {
    guard !renderIsScheduled else { return }
    renderIsScheduled = true
    Task { [weak self] in
      guard let self, self.renderIsScheduled else { return }
      self.render()
    }
  }

  // MARK: - Resolving

  /// Resolves `view` at identity `id`: a primitive adds its elements, a view with a body is
  /// asked for it (when needed) and its body resolved. In a list, every view that is not a
  /// container of rows makes one row.
  func resolve(_ view: any View, id: String, _ context: Context) {
    let primitive = view as? any ResolvableView
    if case .list(let list) = context.place, primitive?.containsRows != true {
      let row = RowCollector()
      var rowContext = context
      rowContext.place = .row(row)
      resolve(view, id: id, rowContext)
      list.sections[list.sections.count - 1].rows.append(row.row)
      return
    }
    if let primitive {
      primitive.resolve(id: id, context, in: self)
      return
    }
    let key = "\(id):\(type(of: view))"
    let body = body(of: view, key: key, context)
    resolve(body, id: key, context)
  }

  /// The body of `view`, asked again when the view is new, its inputs changed, its
  /// environment changed (for a view that reads it), or a property its body read changed.
  private func body(of view: any View, key: String, _ context: Context) -> any View {
    let node = node(at: key)
    let environmentChanged =
      node.readsEnvironment && node.environment.token != context.environment.token
    if !node.isInvalid, !environmentChanged, let old = node.value, let body = node.body,
      Equivalence.same(old, view)
    {
      return body
    }
    node.environment = context.environment
    node.readsEnvironment = install(view, in: node)
    node.value = view
    node.isInvalid = false
    node.generation += 1
    let generation = node.generation
    let body = withObservationTracking {
      Self.body(of: view)
    } onChange: { [weak self] in
      Task { @MainActor in self?.invalidate(key, generation: generation) }
    }
    node.body = body
    return body
  }

  /// The storage at `key`, kept for this render.
  func node(at key: String) -> ViewNode {
    let node = nodes[key] ?? ViewNode()
    nodes[key] = node
    node.lastPass = pass
    return node
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// Sets up the view's `@State` and `@Environment` properties; whether it has any of the
  /// latter.
  private func install(_ view: any View, in node: ViewNode) -> Bool {
    var readsEnvironment = false
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any InstallableProperty else { continue }
      property.install(in: node, label: child.label ?? "")
      if !(property is any StateProperty) { readsEnvironment = true }
    }
    return readsEnvironment
  }

  private func invalidate(_ key: String, generation: Int) {
    guard let node = nodes[key], node.generation == generation else { return }
    node.isInvalid = true
    scheduleRender()
  }

  /// Reads what the kit itself shows of a binding (a field's text, a stack's path, a sheet's
  /// item), rendering again when it changes.
  func track<Value>(_ read: () -> Value) -> Value {
    withObservationTracking(read) { [weak self] in
      Task { @MainActor in self?.scheduleRender() }
    }
  }

  /// Keeps `value` for the modifier at `id` and returns the one of the last render, if the
  /// modifier was there.
  func remember(_ value: Any, at id: String) -> Any? {
    let last = remembered[id]?.value
    remembered[id] = (value, pass)
    return last
  }

  /// A new version for the value an `.environment` modifier at `id` sets, unless it is the
  /// same as the last render's.
  func environmentVersion(at id: String, value: Any) -> Int {
    var version = 0
    if let (lastValue, lastVersion) = remember((value, 0), at: id) as? (Any, Int) {
      version = Equivalence.same(lastValue, value) ? lastVersion : lastVersion + 1
    }
    remembered[id] = ((value, version), pass)
    return version
  }

  /// Keeps an `.onOpenURL` action of this render.
  func onOpenURL(_ action: @escaping @MainActor (URL) -> Void) {
    openURLActions.append(action)
  }

  /// Runs `action` once the screens show this render, as `.onChange` runs after the update.
  func afterRender(_ action: @escaping @MainActor () -> Void) {
    afterRenderActions.append(action)
  }

  // MARK: - Tasks

  /// Starts the tasks of the screens that have appeared, restarts those whose id changed,
  /// and cancels those whose screen disappeared or whose view went.
  func syncTasks() {
    let wanted = rootScreen?.appearedTasks ?? []
    let ids = Dictionary(wanted.map { ($0.key, $0.id) }) { first, _ in first }
    for (key, entry) in running.sorted(by: { $0.key < $1.key }) where ids[key] != .some(entry.id) {
      running[key] = nil
      entry.task?.cancel()
      entry.stop?()
    }
    // In the order the views are on screen, top to bottom.
    for task in wanted where running[task.key] == nil {
      running[task.key] = (task.id, nil, task.stop)
      running[task.key]?.task = task.start()
    }
  }
}
