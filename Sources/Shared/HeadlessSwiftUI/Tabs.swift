import HeadlessUI

/// Screens side by side under a bar of tabs, like SwiftUI's `TabView`: each `Tab` in it is a
/// tab, titled in the bar, whose screens load when it is first selected. The host shows it as
/// a tab bar controller, so the bar reads and acts as UIKit's does, More included.
public struct TabView<Content: View>: _PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// One tab of a `TabView`, like SwiftUI's `Tab`: its title in the bar and its content.
public struct Tab<Content: View>: _PrimitiveView {
  let title: String
  let content: Content

  public init(_ title: String, systemImage: String? = nil, @ViewBuilder content: () -> Content) {
    self.title = title
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
    context.screen.tabs = collector.tabs
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
    collector.tabs.append(TabContent(title: title, screen: tab.screen))
  }
}

/// The tab bar controller of a `TabView`: a tab per `Tab`, kept by its place. A tab whose
/// content is a `NavigationStack` is that stack's navigation controller, as a UIKit tab is;
/// any other is a screen of its own.
@MainActor
final class TabsHost {
  private enum Host {
    case stack(StackHost)
    case screen(ScreenController)

    var controller: ViewController {
      switch self {
      case .stack(let stack): stack.navigation
      case .screen(let screen): screen
      }
    }
  }

  private weak var graph: ViewGraph?
  let tabBar = TabBarController()
  private var hosts: [Host] = []

  init(graph: ViewGraph?) {
    self.graph = graph
  }

  var appearedTasks: [ScreenTask] {
    hosts.flatMap { host in
      switch host {
      case .stack(let stack): stack.appearedTasks
      case .screen(let screen): screen.appearedTasks
      }
    }
  }

  func show(_ tabs: [TabContent]) {
    if hosts.count != tabs.count {
      hosts = tabs.map { tab in
        tab.isStack ? .stack(StackHost(graph: graph)) : .screen(ScreenController(graph: graph))
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
  }
}

extension TabContent {
  /// Whether the tab shows nothing but a navigation stack.
  var isStack: Bool {
    screen.stack != nil && screen.elements.isEmpty && screen.sheet == nil && screen.tabs == nil
  }
}
