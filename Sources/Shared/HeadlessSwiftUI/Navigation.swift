/// A list of values of any hashable types, like SwiftUI's `NavigationPath`: the screens
/// pushed on a `NavigationStack`, one per value.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() {
    elements = []
  }

  public init<Elements: Sequence>(_ elements: Elements)
  where Elements.Element: Hashable & SendableMetatype {
    self.elements = elements.map { AnyHashable($0) }
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func append<Value: Hashable>(_ value: Value) {
    elements.append(AnyHashable(value))
  }

  public mutating func removeLast(_ count: Int = 1) {
    elements.removeLast(count)
  }
}

/// How the kit reads and writes a stack's path, whatever its type.
@MainActor
struct PathAccess {
  let get: @MainActor () -> [AnyHashable]
  let set: @MainActor ([AnyHashable]) -> Void
}

/// A stack of screens driven by a path, like SwiftUI's `NavigationStack`: the root, then a
/// screen per value on the path, built by the `navigationDestination(for:)` for its type.
/// Appending to the path pushes; removing pops; the back button or a swipe back removes the
/// last value. Without a path, the stack keeps its own, which `NavigationLink`s append to.
public struct NavigationStack<Root: View>: _PrimitiveView {
  let path: PathAccess?
  let root: Root

  public init(@ViewBuilder root: () -> Root) {
    path = nil
    self.root = root()
  }

  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.path = PathAccess(
      get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    self.root = root()
  }

  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable & SendableMetatype
  {
    self.path = PathAccess(
      get: { path.wrappedValue.map(AnyHashable.init) },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    self.root = root()
  }
}

/// A row or button that pushes `value` on the stack it is in, like SwiftUI's
/// `NavigationLink(value:label:)`.
public struct NavigationLink<LinkLabel: View>: _PrimitiveView {
  let value: AnyHashable?
  let label: LinkLabel

  public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> LinkLabel) {
    self.value = value.map { AnyHashable($0) }
    self.label = label()
  }
}

extension NavigationLink where LinkLabel == Text {
  public init<Value: Hashable>(_ title: String, value: Value?) {
    self.init(value: value) { Text(title) }
  }
}

/// The stack being resolved: the destinations registered in it, and how to push.
@MainActor
final class StackCollector {
  var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> any View] = [:]
  /// The destinations presented by `navigationDestination(isPresented:)` in the screen being
  /// resolved.
  var presented: [(id: String, view: @MainActor () -> any View, close: @MainActor () -> Void)] =
    []
  let push: @MainActor (AnyHashable) -> Void

  init(push: @escaping @MainActor (AnyHashable) -> Void) {
    self.push = push
  }
}

extension NavigationStack: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    guard case .screen = context.place else { return }
    let path = self.path ?? graph.ownPath(at: id)
    let values = graph.track { path.get() }
    let stack = StackCollector { path.set(path.get() + [$0]) }
    var content = StackContent()
    func addScreen(_ view: any View, id screenID: String, close: (@MainActor () -> Void)?) {
      var screen = context
      screen.screen = ScreenContent()
      screen.stack = stack
      screen.environment.dismiss = close.map(DismissAction.init) ?? context.environment.dismiss
      screen.environment.token.append("dismiss:\(screenID)")
      graph.resolve(view, id: screenID, screen)
      content.screens.append(screen.screen)
      content.screenIDs.append(screenID)
      content.closes.append(close)
      // The destinations this screen presents come right above it.
      while !stack.presented.isEmpty {
        let presented = stack.presented.removeFirst()
        addScreen(presented.view(), id: presented.id, close: presented.close)
      }
    }
    addScreen(root, id: "\(id).root", close: nil)
    for (index, value) in values.enumerated() {
      let destination = stack.destinations[ObjectIdentifier(type(of: value.base))]
      addScreen(
        destination?(value) ?? AnyView(EmptyView()), id: "\(id)[\(index)]=\(value.base)",
        close: { path.set(Array(path.get().prefix(index))) })
    }
    context.screen.stack = content
  }
}

extension NavigationLink: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    let push = context.stack?.push
    var action: (@MainActor () -> Void)?
    if let value, let push { action = { push(value) } }
    if case .row(let row) = context.place {
      if context.environment.isEnabled, let action { row.row.action = action }
      graph.resolve(label, id: "\(id).label", context)
      return
    }
    let title = graph.title(of: label, id: "\(id).label", context)
    context.screen.items.append(
      .button(
        id: id, title: title, isEnabled: context.environment.isEnabled && action != nil,
        action: action ?? {}))
  }
}

extension ViewGraph {
  /// The path a `NavigationStack` without one keeps, by its identity.
  func ownPath(at id: String) -> PathAccess {
    let box = node(at: "\(id):path").stateBox("path", initial: [AnyHashable]())
    return PathAccess(get: { box.value }, set: { box.value = $0 })
  }
}

extension View {
  /// Builds the screen for a value of `type` pushed on the stack this view is in.
  public func navigationDestination<Value: Hashable & SendableMetatype, Destination: View>(
    for type: Value.Type,
    @ViewBuilder destination: @escaping @MainActor (Value) -> Destination
  ) -> some View {
    modifier(
      ScreenModifier { context, _, _ in
        context.stack?.destinations[ObjectIdentifier(type)] = { value in
          destination(value.base as! Value)
        }
      })
  }

  /// Pushes `destination` on the stack this view is in while `isPresented` is true; the back
  /// button or a swipe back sets it to false.
  public func navigationDestination<Destination: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping @MainActor () -> Destination
  ) -> some View {
    modifier(
      ScreenModifier { context, id, graph in
        guard graph.track({ isPresented.wrappedValue }) else { return }
        context.stack?.presented.append(
          ("\(id).destination", destination, { isPresented.wrappedValue = false }))
      })
  }

  /// Presents a sheet while `item` is set, built from it; a swipe down (unless refused) or
  /// `dismiss()` in the sheet sets it to nil, and `onDismiss` runs whenever it closes.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    modifier(
      ScreenModifier { context, id, graph in
        guard let shown = graph.track({ item.wrappedValue }) else { return }
        graph.presentSheet(
          content(shown), id: "\(id).sheet[\(shown.id)]", over: context,
          close: { item.wrappedValue = nil }, onDismiss: onDismiss)
      })
  }

  /// Presents a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    modifier(
      ScreenModifier { context, id, graph in
        guard graph.track({ isPresented.wrappedValue }) else { return }
        graph.presentSheet(
          content(), id: "\(id).sheet", over: context,
          close: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
      })
  }
}

extension ViewGraph {
  /// Resolves a sheet's content as a screen of its own, presented over `context`'s screen.
  func presentSheet(
    _ view: any View, id: String, over context: Context, close: @escaping @MainActor () -> Void,
    onDismiss: (@MainActor () -> Void)?
  ) {
    var sheet = Context(environment: context.environment, screen: ScreenContent())
    sheet.environment.dismiss = DismissAction(action: close)
    sheet.environment.token.append("dismiss:\(id)")
    resolve(view, id: id, sheet)
    context.screen.sheet = SheetContent(
      id: id, screen: sheet.screen, close: close, onDismiss: onDismiss)
  }
}
