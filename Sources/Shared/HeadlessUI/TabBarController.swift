import Foundation

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
/// switches between them. With more tabs than the bar holds (five, as on an iPhone), the bar
/// shows the first four and More, whose list opens the others.
@MainActor
open class TabBarController: ViewController {
  public weak var delegate: (any TabBarControllerDelegate)?
  public private(set) var viewControllers: [ViewController] = []
  private var ownSelectedIndex = 0
  /// The bar item shown selected: a tab's index, or More's place (`barCapacity − 1`).
  private var barIndex = 0

  /// The most items the bar shows; beyond it, the last place is More.
  public nonisolated static let barCapacity = 5

  override public init() {
    super.init()
  }

  /// The More tab's stack, like `moreNavigationController`: its first screen lists the tabs
  /// the bar has no room for, and a tab chosen there has its screens pushed onto it.
  public private(set) lazy var moreNavigationController: NavigationController = {
    let more = NavigationController(rootViewController: MoreListViewController(tabs: self))
    more.parentTabBarController = self
    return more
  }()

  /// Whether the bar needs More.
  private var hasMore: Bool { viewControllers.count > Self.barCapacity }
  private var morePlace: Int { Self.barCapacity - 1 }

  /// The container on screen: the selected tab, or More's stack.
  private var shown: ViewController? {
    if hasMore && barIndex == morePlace { return moreNavigationController }
    return viewControllers.indices.contains(barIndex) ? viewControllers[barIndex] : nil
  }

  /// Replaces the tabs; the first one is selected, as when UIKit sets them on a new tab bar
  /// controller.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    let wasShown = isViewLoaded
    let previous = shown
    if wasShown { previous?.beginDisappearance() }
    for child in self.viewControllers { child.parentTabBarController = nil }
    self.viewControllers = viewControllers
    for child in viewControllers { child.parentTabBarController = self }
    ownSelectedIndex = 0
    barIndex = 0
    if wasShown {
      previous?.endDisappearance()
      shown?.beginAppearance()
      shown?.endAppearance()
    }
  }

  /// The index of the tab shown; setting it shows that tab, without asking the delegate (a
  /// tab beyond the bar opens in More).
  public var selectedIndex: Int {
    get { ownSelectedIndex }
    set {
      guard viewControllers.indices.contains(newValue) else { return }
      if hasMore && newValue >= morePlace {
        let isOpen =
          barIndex == morePlace && ownSelectedIndex == newValue
          && moreNavigationController.viewControllers.count > 1
        guard !isOpen else { return }
        show(barIndex: morePlace)
        moreNavigationController.popToRootViewController(animated: false)
        open(inMore: newValue)
      } else {
        show(barIndex: newValue)
        ownSelectedIndex = newValue
      }
    }
  }

  /// The tab shown, or More's stack while its list shows; setting it to one of the tabs shows
  /// it, without asking the delegate.
  public var selectedViewController: ViewController? {
    get {
      if shown === moreNavigationController, moreNavigationController.viewControllers.count == 1 {
        return moreNavigationController
      }
      return viewControllers.indices.contains(ownSelectedIndex)
        ? viewControllers[ownSelectedIndex] : nil
    }
    set {
      guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue })
      else { return }
      selectedIndex = index
    }
  }

  /// Puts the bar item at `index` on screen, with the appearance calls of both containers.
  private func show(barIndex index: Int) {
    guard index != barIndex else { return }
    let leaving = shown
    let visible = isViewLoaded
    barIndex = index
    let arriving = shown
    if visible {
      leaving?.beginDisappearance()
      arriving?.beginAppearance()
      leaving?.endDisappearance()
      arriving?.endAppearance()
    }
  }

  /// Opens the tab at `index` inside More: its screens move onto More's stack, as UIKit does.
  func open(inMore index: Int) {
    let tab = viewControllers[index]
    ownSelectedIndex = index
    let screens = (tab as? NavigationController)?.viewControllers ?? [tab]
    for screen in screens {
      screen.homeContainer = tab
      moreNavigationController.pushViewController(screen, animated: false)
    }
  }

  /// The user taps the bar item at `index` (More's place opens More): the delegate may refuse
  /// it. Tapping the item already shown takes its navigation stack back to the root, as in
  /// UIKit.
  func userSelect(_ index: Int) {
    let isMore = hasMore && index == morePlace
    let tab = isMore ? moreNavigationController : viewControllers[index]
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return }
    if index == barIndex {
      _ = (tab as? NavigationController)?.popToRootViewController(animated: true)
    }
    show(barIndex: index)
    if !isMore { ownSelectedIndex = index }
    delegate?.tabBarController(self, didSelect: tab)
  }

  /// The bar as it shows, the selected item in brackets, a badge after its title:
  /// `| [Payments] | Cards (2) |`.
  var barLine: String {
    let items = tabTitles.enumerated().map { index, title in
      let badge =
        index < viewControllers.count && !(hasMore && index == morePlace)
        ? viewControllers[index].tabBarItem.badgeValue.map { " (\($0))" } ?? "" : ""
      return index == barIndex ? "[\(title)\(badge)]" : "\(title)\(badge)"
    }
    return "| " + items.joined(separator: " | ") + " |"
  }

  /// A tab's title when its item has none: a navigation controller's root screen's title,
  /// as UIKit's navigation controller takes its root's tab bar item.
  func tabTitle(of index: Int) -> String {
    let tab = viewControllers[index]
    return tab.tabBarItem.title
      ?? (tab as? NavigationController)?.viewControllers.first?.title ?? tab.title
  }

  /// The titles of the bar's items (without badges): every tab's, or the first four's and
  /// More.
  var tabTitles: [String] {
    guard hasMore else { return viewControllers.indices.map(tabTitle(of:)) }
    return (0..<morePlace).map(tabTitle(of:)) + ["More"]
  }

  /// The bar item titled `title`, as the bar shows it.
  func index(ofTabTitled title: String) -> Int? { tabTitles.firstIndex(of: title) }

  override var contentViewController: ViewController {
    shown?.contentViewController ?? self
  }

  override func beginAppearance() {
    super.beginAppearance()
    shown?.beginAppearance()
  }

  override func endAppearance() {
    super.endAppearance()
    shown?.endAppearance()
  }

  override func beginDisappearance() {
    super.beginDisappearance()
    shown?.beginDisappearance()
  }

  override func endDisappearance() {
    super.endDisappearance()
    shown?.endDisappearance()
  }
}

/// More's first screen: a row per tab the bar has no room for; choosing one opens it.
@MainActor
final class MoreListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private weak var tabs: TabBarController?
  private let tableView = TableView()

  init(tabs: TabBarController) {
    self.tabs = tabs
    super.init()
    title = "More"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "tab")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// The tabs listed: every one from More's place on.
  private var listed: [Int] {
    guard let tabs else { return [] }
    return Array((TabBarController.barCapacity - 1)..<tabs.viewControllers.count)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    listed.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "tab", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = tabs?.tabTitle(of: listed[indexPath.row])
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tabs?.open(inMore: listed[indexPath.row])
  }
}
