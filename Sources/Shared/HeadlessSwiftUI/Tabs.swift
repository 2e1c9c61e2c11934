import HeadlessUI

/// Screens side by side under a bar of tabs, like SwiftUI's `TabView`: each `Tab` in it is a
/// tab, titled in the bar, whose screens load when it is first selected. With a `selection`,
/// the tab whose value it holds shows, and a tap on another sets it. The host shows it as a
/// tab bar controller, so the bar reads and acts as UIKit's does, More included.
public struct TabView<Content: View>: _PrimitiveView {
  let selection: Binding<AnyHashable>?
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }

  public init<Value: Hashable>(
    selection: Binding<Value>, @ViewBuilder content: () -> Content
  ) {
    self.selection = Binding(
      get: { AnyHashable(selection.wrappedValue) },
      set: { if let value = $0.base as? Value { selection.wrappedValue = value } })
    self.content = content()
  }
}

/// One tab of a `TabView`, like SwiftUI's `Tab`: its title in the bar, its value for the
/// view's selection, and its content.
public struct Tab<Content: View>: _PrimitiveView {
  let title: String
  let value: AnyHashable?
  let content: Content

  public init(_ title: String, systemImage: String? = nil, @ViewBuilder content: () -> Content) {
    self.title = title
    value = nil
    self.content = content()
  }

  public init<Value: Hashable>(
    _ title: String, systemImage: String? = nil, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.value = AnyHashable(value)
    self.content = content()
  }
}

/// The tabs of the `TabView` being resolved.
@MainActor
final class TabCollector {
  var tabs: [TabContent] = []
}

extension TabView: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    guard case .screen = context.place else { return }
    let collector = TabCollector()
    var tabs = context
    tabs.tabs = collector
    graph.resolve(content, id: "\(id).tabs", tabs)
    if let selection { _ = graph.track { selection.wrappedValue } }
    context.screen.tabs = TabsContent(tabs: collector.tabs, selection: selection)
  }
}

extension Tab: ResolvableView {
  func resolve(id: String, _ context: Context, in graph: ViewGraph) {
    guard let collector = context.tabs else { return }
    var tab = context
    tab.screen = ScreenContent()
    tab.tabs = nil
    tab.stack = nil
    graph.resolve(content, id: "\(id).tab", tab)
    collector.tabs.append(TabContent(title: title, value: value, screen: tab.screen))
  }
}

/// The tab bar controller of a `TabView`: a tab per `Tab`, kept by its place. A tab whose
/// content is a `NavigationStack` is that stack's navigation controller, as a UIKit tab is;
/// any other is a screen of its own.
@MainActor
final class TabsHost: TabBarControllerDelegate {
  private enum Host {
    case stack(StackHost)
    case screen(ScreenController)

    var controller: ViewController {
      switch self {
      case .stack(let stack): stack.navigation
      case .screen(let screen): screen
      }
    }

    /// The screen the tab shows first.
    var firstScreen: ScreenController {
      switch self {
      case .stack(let stack): stack.root
      case .screen(let screen): screen
      }
    }
  }

  private weak var graph: ViewGraph?
  let tabBar = TabBarController()
  private var hosts: [Host] = []
  private var content = TabsContent()
  /// The selection as the last render left it.
  private var lastSelection: AnyHashable?

  init(graph: ViewGraph?) {
    self.graph = graph
    tabBar.delegate = self
  }

  var appearedTasks: [ScreenTask] {
    hosts.flatMap { host in
      switch host {
      case .stack(let stack): stack.appearedTasks
      case .screen(let screen): screen.appearedTasks
      }
    }
  }

  func show(_ content: TabsContent) {
    self.content = content
    let tabs = content.tabs
    if hosts.count != tabs.count {
      hosts = tabs.map { tab in
        tab.isStack ? .stack(StackHost(graph: graph)) : .screen(ScreenController(graph: graph))
      }
      for (index, host) in hosts.enumerated() {
        host.firstScreen.onAppear = { [weak self] in self?.appeared(index) }
      }
      tabBar.setViewControllers(hosts.map(\.controller), animated: false)
    }
    for (host, tab) in zip(hosts, tabs) {
      host.controller.tabBarItem.title = tab.title
      switch host {
      case .stack(let stack): tab.screen.stack.map(stack.show)
      case .screen(let screen): screen.show(tab.screen)
      }
    }
    if let selection = content.selection { follow(selection, tabs) }
  }

  /// A value the app set selects its tab.
  private func follow(_ selection: Binding<AnyHashable>, _ tabs: [TabContent]) {
    let wanted = selection.wrappedValue
    if wanted != lastSelection, let index = tabs.firstIndex(where: { $0.value == wanted }),
      tabBar.selectedIndex != index
    {
      tabBar.selectedIndex = index
    }
    lastSelection = wanted
  }

  /// A tab's first screen appeared: however the user opened it (a tap on the bar, or a row of
  /// More's list, which the bar does not report), the selection takes its value, as SwiftUI's
  /// does.
  private func appeared(_ index: Int) {
    guard let selection = content.selection, content.tabs.indices.contains(index),
      let value = content.tabs[index].value, selection.wrappedValue != value
    else { return }
    selection.wrappedValue = value
    lastSelection = value
  }

  /// The user tapped a tab: the selection takes its value.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    guard let index = hosts.firstIndex(where: { $0.controller === viewController }),
      let value = content.tabs[index].value
    else { return }
    content.selection?.wrappedValue = value
  }
}

extension TabContent {
  /// Whether the tab shows nothing but a navigation stack.
  var isStack: Bool {
    screen.stack != nil && screen.elements.isEmpty && screen.sheet == nil && screen.tabs == nil
  }
}
