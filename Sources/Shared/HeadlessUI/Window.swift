/// The device screen: shows a root controller, renders what the user sees as text, and
/// acts as the user would (tap, type, select, pull to refresh, go back, swipe back, swipe a
/// sheet down).
///
/// Actions find elements on the visible screen only, by visible text or accessibility
/// identifier, and throw a `UserActionError` a scenario can report when they cannot.
@MainActor
public final class Window {
  public let rootViewController: ViewController

  /// Shows `rootViewController`, which loads it and makes it appear.
  public init(rootViewController: ViewController) {
    self.rootViewController = rootViewController
    rootViewController.ownWindow = self
    rootViewController.beginAppearance()
    rootViewController.endAppearance()
  }

  private struct ClosedScreen {
    weak var screen: ViewController?
    let typeName: String
  }

  /// Every screen the user or the app closed (popped or dismissed, with the screens of a
  /// dismissed navigation controller), held weakly.
  private var closedScreens: [ClosedScreen] = []

  func didClose(_ screen: ViewController) {
    let screens = [screen] + ((screen as? NavigationController)?.viewControllers ?? [])
    closedScreens += screens.map { ClosedScreen(screen: $0, typeName: "\(Swift.type(of: $0))") }
  }

  /// The type names of the closed screens that are still alive, in the order they closed:
  /// once the app has settled, each is a leak.
  public var leakedScreens: [String] {
    closedScreens.filter { $0.screen != nil }.map(\.typeName)
  }

  /// The frontmost container: the last modal screen, or the root.
  var frontmostViewController: ViewController {
    var controller = rootViewController
    while let presented = controller.presentedViewController { controller = presented }
    return controller
  }

  /// Whether a modal screen is up, which the user could try to swipe down.
  public var isShowingSheet: Bool { frontmostViewController.presentingViewController != nil }

  /// The screen the user sees: the top of the frontmost navigation stack.
  public var visibleViewController: ViewController {
    frontmostViewController.contentViewController
  }

  /// The visible screen as text: a back line when there is a back button, the title, then
  /// every visible element top to bottom, and the tab bar last when no sheet covers it
  /// (unless `tabBar` is false).
  public func render(tabBar: Bool = true) -> String {
    let screen = visibleViewController
    var lines: [String] = []
    if let backTitle = screen.navigationController?.backTitle { lines.append("< \(backTitle)") }
    lines.append("# \(screen.title)")
    lines += screen.view.render()
    if tabBar, let tabs = frontmostViewController.shownTabBarController {
      lines.append(tabs.barLine)
    }
    return lines.joined(separator: "\n")
  }

  /// The visible element named by `query` (its text or accessibility identifier).
  public func element<Element: View>(_ query: String, as type: Element.Type = View.self)
    -> Element?
  {
    visibleViewController.view.visibleViews.lazy
      .compactMap { $0 as? Element }
      .first { $0.matches(query) }
  }

  public func tap(_ query: String) throws(UserActionError) {
    let button = try find(query, as: Button.self, kind: "button")
    guard button.isEnabled else { throw .disabled(query) }
    button.tap()
  }

  public func type(_ text: String, into query: String) throws(UserActionError) {
    try find(query, as: TextField.self, kind: "text field").type(text)
  }

  public func clear(_ query: String) throws(UserActionError) {
    try find(query, as: TextField.self, kind: "text field").clear()
  }

  public func selectRow(_ title: String) throws(UserActionError) {
    let tables = visibleViewController.view.visibleViews.compactMap { $0 as? TableView }
    for table in tables {
      if let indexPath = table.indexPathForRow(titled: title) {
        return table.selectRow(at: indexPath)
      }
    }
    throw .notFound(kind: "row", query: title, screen: visibleViewController.title)
  }

  /// Swipes the row titled `title` and taps the button titled `action` it reveals.
  public func swipeRow(_ title: String, andTap action: String) throws(UserActionError) {
    let tables = visibleViewController.view.visibleViews.compactMap { $0 as? TableView }
    for table in tables {
      guard let indexPath = table.indexPathForRow(titled: title) else { continue }
      guard table.performSwipeAction(titled: action, forRowAt: indexPath) else {
        throw .notFound(kind: "swipe action", query: action, screen: visibleViewController.title)
      }
      return
    }
    throw .notFound(kind: "row", query: title, screen: visibleViewController.title)
  }

  /// The titles of the tab bar's tabs, when a tab bar shows (no sheet covers it); else none.
  public var tabTitles: [String] {
    frontmostViewController.shownTabBarController?.tabTitles ?? []
  }

  /// Taps the tab titled `title` in the tab bar, when no sheet covers it.
  public func selectTab(_ title: String) throws(UserActionError) {
    guard let tabs = frontmostViewController.shownTabBarController,
      let index = tabs.index(ofTabTitled: title)
    else { throw .notFound(kind: "tab", query: title, screen: visibleViewController.title) }
    tabs.userSelect(index)
  }

  public func pullToRefresh() throws(UserActionError) {
    let refreshControl = visibleViewController.view.visibleViews.lazy
      .compactMap { ($0 as? TableView)?.refreshControl }
      .first
    guard let refreshControl else {
      throw .notFound(kind: "list", query: "pull to refresh", screen: visibleViewController.title)
    }
    refreshControl.pull()
  }

  /// Taps the back button of the visible screen.
  public func goBack() throws(UserActionError) {
    try visibleNavigationController().popViewController(animated: true)
  }

  /// Swipes back from the screen's left edge all the way: an interactive pop that completes.
  public func swipeBack() throws(UserActionError) {
    let navigation = try visibleNavigationController()
    if let transition = navigation.beginInteractivePop() {
      navigation.finishInteractivePop(transition)
    }
  }

  /// Starts swiping back, then lets go too early: the pop begins and is cancelled, and the
  /// screen stays.
  public func startSwipingBackAndLetGo() throws(UserActionError) {
    let navigation = try visibleNavigationController()
    if let transition = navigation.beginInteractivePop() {
      navigation.cancelInteractivePop(transition)
    }
  }

  /// Swipes the frontmost sheet down, which closes it unless it refuses.
  public func swipeDownSheet() throws(UserActionError) {
    let sheet = frontmostViewController
    guard sheet.presentingViewController != nil, let controller = sheet.presentationController
    else { throw .noSheet(screen: visibleViewController.title) }
    controller.userSwipedDown()
  }

  /// The navigation controller of the visible screen, when it has a back button.
  private func visibleNavigationController() throws(UserActionError) -> NavigationController {
    let screen = visibleViewController
    guard let navigation = screen.navigationController, navigation.backTitle != nil else {
      throw .noBackButton(screen: screen.title)
    }
    return navigation
  }

  private func find<Element: View>(_ query: String, as type: Element.Type, kind: String)
    throws(UserActionError) -> Element
  {
    guard let element = element(query, as: type) else {
      throw .notFound(kind: kind, query: query, screen: visibleViewController.title)
    }
    return element
  }
}

/// Why a user action could not be done on the visible screen.
public enum UserActionError: Error, Equatable, CustomStringConvertible {
  case notFound(kind: String, query: String, screen: String)
  case disabled(String)
  case noBackButton(screen: String)
  case noSheet(screen: String)

  public var description: String {
    switch self {
    case .notFound(let kind, let query, let screen):
      "no \(kind) \"\(query)\" on screen \"\(screen)\""
    case .disabled(let query): "\"\(query)\" is disabled"
    case .noBackButton(let screen): "screen \"\(screen)\" has no back button"
    case .noSheet(let screen): "screen \"\(screen)\" is not a sheet"
    }
  }
}
