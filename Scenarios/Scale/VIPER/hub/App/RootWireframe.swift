// Role: Router (the root wireframe). Installs the app's first screen: a tab bar with a
// navigation controller per feature, each around the feature's first module. Knows no
// feature: the app dependencies give the tabs.
import HeadlessUI

@MainActor
enum RootWireframe {
  /// A feature's tab: its title on the bar, and its first module.
  struct Tab {
    var title: String
    var root: ViewController
  }

  /// The tab bar with `tabs` in their order, the first one shown.
  static func makeTabBar(of tabs: [Tab]) -> ViewController {
    let tabBar = TabBarController()
    let navigationControllers = tabs.map { tab in
      let navigationController = NavigationController(rootViewController: tab.root)
      navigationController.tabBarItem.title = tab.title
      return navigationController
    }
    tabBar.setViewControllers(navigationControllers, animated: false)
    return tabBar
  }
}
