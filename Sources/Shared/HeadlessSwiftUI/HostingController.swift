import Foundation
import HeadlessUI

/// A `HeadlessUI` view controller that shows a SwiftUI view tree, like UIKit's
/// `UIHostingController`: what a UIKit app (or a scene delegate) puts SwiftUI on screen with.
///
/// Its content is a screen of ordinary `HeadlessUI` views, so the window renders it and the
/// user acts on it as on any other screen. A `NavigationStack` in it is a navigation
/// controller it contains, as on iOS, with a screen per path value; a sheet is presented
/// over it.
public final class HostingController<Content: View>: ViewController {
  public let rootView: Content
  private let graph: ViewGraph
  private let screen: ScreenController

  public init(rootView: Content) {
    self.rootView = rootView
    graph = ViewGraph(root: rootView)
    screen = ScreenController(graph: graph)
    super.init()
    graph.rootScreen = screen
    addChild(screen)
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    graph.render()
  }

  /// Hands the views a URL the system opened the app with, as a SwiftUI scene does: every
  /// `.onOpenURL` action in the tree runs with it.
  public func open(_ url: URL) {
    for action in graph.openURLActions { action(url) }
  }
}

/// One screen of a view tree: shows a `ScreenContent` as `HeadlessUI` views, keeping each
/// by the identity of the view it came from, so a field keeps what the user typed. It holds
/// the navigation controller of a stack in its content, the tab bar controller of a
/// `TabView`, and presents its sheet.
final class ScreenController: ViewController, AdaptivePresentationControllerDelegate {
  private weak var graph: ViewGraph?
  private(set) var content = ScreenContent()
  private var elements: [String: Element] = [:]
  private var stack: StackHost?
  private var tabs: TabsHost?
  private weak var sheet: ScreenController?
  private var sheetContent: SheetContent?
  private var isAppeared = false
  /// The identity of the stack screen this is, so a changed path value replaces it.
  var screenID = ""
  /// The stack this screen is on, which hears when the user takes it off.
  weak var stackHost: StackHost?
  /// Hears the screen appear: a tab hears that it shows.
  var onAppear: (@MainActor () -> Void)?

  init(graph: ViewGraph?) {
    self.graph = graph
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    isAppeared = true
    onAppear?()
    // A sheet whose state was true before the screen showed presents now.
    if sheet == nil, let pending = sheetContent { showSheet(pending) }
    graph?.syncTasks()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    isAppeared = false
    // Off its stack (a back, a swipe back): the path loses its value.
    if let stackHost, let navigation = navigationController,
      !navigation.viewControllers.contains(where: { $0 === self })
    {
      stackHost.userClosedScreens()
    }
    graph?.syncTasks()
  }

  /// The tasks of this screen if it is on screen, and of the screens it holds.
  var appearedTasks: [ScreenTask] {
    (isAppeared ? content.tasks : []) + (stack?.appearedTasks ?? [])
      + (tabs?.appearedTasks ?? []) + (sheet?.appearedTasks ?? [])
  }

  func show(_ content: ScreenContent) {
    self.content = content
    title = content.title ?? ""
    // A hosting controller takes its root's title, as UIKit's shows `navigationTitle`.
    if let parent, !(parent is NavigationController) { parent.title = title }
    isModalInPresentation = content.refusesSwipeDown
    showElements(content.elements)
    if let wanted = content.stack {
      let stack = self.stack ?? StackHost(graph: graph)
      if self.stack == nil {
        self.stack = stack
        addChild(stack.navigation)
      }
      stack.show(wanted)
      isModalInPresentation = isModalInPresentation || stack.refusesSwipeDown
    }
    if let wanted = content.tabs {
      let tabs = self.tabs ?? TabsHost(graph: graph)
      if self.tabs == nil {
        self.tabs = tabs
        addChild(tabs.tabBar)
      }
      tabs.show(wanted)
    }
    showSheet(content.sheet)
  }

  private func showElements(_ items: [Item]) {
    var shown: [String: Element] = [:]
    for item in items {
      let element =
        elements[item.id].flatMap { $0.canShow(item) ? $0 : nil } ?? Element(item)
      element.show(item)
      shown[item.id] = element
      view.addSubview(element.view)
    }
    for (id, element) in elements where shown[id] !== element {
      element.view.removeFromSuperview()
    }
    elements = shown
  }

  // MARK: - The sheet

  private func showSheet(_ wanted: SheetContent?) {
    if sheetContent?.id != wanted?.id { dismissSheet() }
    sheetContent = wanted
    // Off screen (a screen about to be pushed), it waits to show, as SwiftUI's does.
    guard let wanted, isAppeared || sheet != nil else { return }
    let sheet = self.sheet ?? ScreenController(graph: graph)
    sheet.show(wanted.screen)
    guard self.sheet == nil else { return }
    self.sheet = sheet
    sheet.presentationController?.delegate = self
    present(sheet)
  }

  /// Takes the sheet down, if one shows, and runs its `onDismiss`: its content changed, or
  /// the screen presenting it is taken off its stack, which closes it with its view.
  func dismissSheet() {
    guard let sheet, let shown = sheetContent else { return }
    sheet.presentingViewController?.dismiss()
    self.sheet = nil
    sheetContent = nil
    shown.onDismiss?()
  }

  /// The user swiped the sheet down: its item is cleared.
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    let closed = sheetContent
    sheet = nil
    sheetContent = nil
    closed?.close()
    closed?.onDismiss?()
  }
}

/// The navigation controller of a `NavigationStack`: its stack follows the path, a screen per
/// value, and the user's back or swipe back takes the last values off the path. Inside a tab
/// the bar opened from More, its screens are on More's stack, as UIKit moves them.
@MainActor
final class StackHost: NavigationControllerDelegate {
  private weak var graph: ViewGraph?
  let navigation: NavigationController
  /// The stack's first screen.
  let root: ScreenController
  private var content: StackContent?
  /// While the stack follows the path, its screens' comings and goings are the kit's own.
  private var isUpdating = false

  init(graph: ViewGraph?) {
    self.graph = graph
    root = ScreenController(graph: graph)
    navigation = NavigationController(rootViewController: root)
    root.stackHost = self
    navigation.delegate = self
  }

  /// The navigation controller the screens are on: the stack's own, or More's.
  private var current: NavigationController { root.navigationController ?? navigation }

  /// The stack's screens, from its root up.
  private var screens: [ScreenController] {
    let all = current.viewControllers
    let start = all.firstIndex { $0 === root } ?? 0
    return all[start...].compactMap { $0 as? ScreenController }
  }

  var appearedTasks: [ScreenTask] { screens.flatMap(\.appearedTasks) }

  /// Whether a screen on the stack refuses a swipe down of the sheet it is in.
  var refusesSwipeDown: Bool { content?.screens.contains { $0.refusesSwipeDown } ?? false }

  func show(_ stack: StackContent) {
    content = stack
    isUpdating = true
    defer { isUpdating = false }
    let navigation = current
    // The root stays; the screens above it stay while their values do.
    let kept = 1 + zip(screens, stack.screenIDs).dropFirst().prefix { $0.screenID == $1 }.count
    for screen in screens.dropFirst(kept) { screen.dismissSheet() }
    if screens.count > kept, kept == 1, navigation.viewControllers.first === root {
      navigation.popToRootViewController(animated: true)
    }
    while screens.count > kept { navigation.popViewController(animated: true) }
    for (screen, content) in zip(screens, stack.screens) { screen.show(content) }
    for index in screens.count..<stack.screens.count {
      let screen = ScreenController(graph: graph)
      screen.screenID = stack.screenIDs[index]
      screen.stackHost = self
      screen.show(stack.screens[index])
      navigation.pushViewController(screen, animated: true)
    }
  }

  /// The user took screens off the stack: the path keeps the values of those left.
  func userClosedScreens() {
    guard !isUpdating else { return }
    content?.keep(screens.count)
  }

  /// After the user's back button or swipe back, the path loses its last value.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    userClosedScreens()
  }
}
