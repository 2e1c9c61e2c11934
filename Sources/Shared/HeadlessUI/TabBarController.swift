/// What a tab bar controller tells about the user's taps on its tabs, like
/// `UITabBarControllerDelegate`: whether a tab may be selected, and that it was. Both have
/// defaults (select, and nothing). Neither is called when the app sets `selectedIndex` or
/// `selectedViewController` itself, as in UIKit.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}

/// A screen's entry in a tab bar, like `UITabBarItem`: its title (the screen's title when
/// not set) and a badge.
@MainActor
public final class TabBarItem {
  public var title: String?
  public var badgeValue: String?

  public init(title: String? = nil) {
    self.title = title
  }
}

/// Screens side by side under a bar of tabs, one shown at a time, like `UITabBarController`.
/// Each tab is usually a `NavigationController`; the tabs keep their stacks when the user
/// switches between them.
@MainActor
open class TabBarController: ViewController {
  public weak var delegate: (any TabBarControllerDelegate)?
  public private(set) var viewControllers: [ViewController] = []
  private var ownSelectedIndex = 0

  override public init() {
    super.init()
  }

  /// Replaces the tabs; the first one is selected, as when UIKit sets them on a new tab bar
  /// controller.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    let wasShown = isViewLoaded
    if wasShown { selectedViewController?.beginDisappearance() }
    let previous = selectedViewController
    for child in self.viewControllers { child.parentTabBarController = nil }
    self.viewControllers = viewControllers
    for child in viewControllers { child.parentTabBarController = self }
    ownSelectedIndex = 0
    if wasShown {
      previous?.endDisappearance()
      selectedViewController?.beginAppearance()
      selectedViewController?.endAppearance()
    }
  }

  /// The index of the tab shown; setting it shows that tab, without asking the delegate.
  public var selectedIndex: Int {
    get { ownSelectedIndex }
    set {
      guard viewControllers.indices.contains(newValue), newValue != ownSelectedIndex else {
        return
      }
      let leaving = selectedViewController
      let arriving = viewControllers[newValue]
      let shown = isViewLoaded
      if shown {
        leaving?.beginDisappearance()
        arriving.beginAppearance()
      }
      ownSelectedIndex = newValue
      if shown {
        leaving?.endDisappearance()
        arriving.endAppearance()
      }
    }
  }

  /// The tab shown; setting it to one of the tabs shows it, without asking the delegate.
  public var selectedViewController: ViewController? {
    get {
      viewControllers.indices.contains(ownSelectedIndex) ? viewControllers[ownSelectedIndex] : nil
    }
    set {
      guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue })
      else { return }
      selectedIndex = index
    }
  }

  /// The user taps the tab at `index`: the delegate may refuse it. Tapping the tab already
  /// shown takes its navigation stack back to the root, as in UIKit.
  func userSelect(_ index: Int) {
    let tab = viewControllers[index]
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return }
    if index == ownSelectedIndex {
      (tab as? NavigationController)?.popToRootViewController(animated: true)
    }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: tab)
  }

  /// The tabs as the bar shows them, the selected one in brackets, a badge after its title:
  /// `| [Payments] | Cards (2) |`.
  var barLine: String {
    let items = viewControllers.enumerated().map { index, tab in
      let title = tabTitles[index]
      let badge = tab.tabBarItem.badgeValue.map { " (\($0))" } ?? ""
      return index == ownSelectedIndex ? "[\(title)\(badge)]" : "\(title)\(badge)"
    }
    return "| " + items.joined(separator: " | ") + " |"
  }

  /// A tab's title when its item has none: a navigation controller's root screen's title,
  /// as UIKit's navigation controller takes its root's tab bar item.
  private func tabTitle(of tab: ViewController) -> String {
    (tab as? NavigationController)?.viewControllers.first?.title ?? tab.title
  }

  /// The tabs' titles, as the bar shows them (without badges).
  var tabTitles: [String] { viewControllers.map { $0.tabBarItem.title ?? tabTitle(of: $0) } }

  /// The index of the tab titled `title`, as the bar shows it.
  func index(ofTabTitled title: String) -> Int? { tabTitles.firstIndex(of: title) }

  override var contentViewController: ViewController {
    selectedViewController?.contentViewController ?? self
  }

  override func beginAppearance() {
    super.beginAppearance()
    selectedViewController?.beginAppearance()
  }

  override func endAppearance() {
    super.endAppearance()
    selectedViewController?.endAppearance()
  }

  override func beginDisappearance() {
    super.beginDisappearance()
    selectedViewController?.beginDisappearance()
  }

  override func endDisappearance() {
    super.endDisappearance()
    selectedViewController?.endDisappearance()
  }
}
