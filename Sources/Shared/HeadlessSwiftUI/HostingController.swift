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
}

/// One screen of a view tree: shows a `ScreenContent` as `HeadlessUI` views, keeping each
/// by the identity of the view it came from, so a field keeps what the user typed. It holds
/// the navigation controller of a stack in its content and presents its sheet.
final class ScreenController: ViewController, NavigationControllerDelegate,
  AdaptivePresentationControllerDelegate
{
  private weak var graph: ViewGraph?
  private(set) var content = ScreenContent()
  private var elements: [String: Element] = [:]
  private var stackNavigation: NavigationController?
  private weak var sheet: ScreenController?
  private var sheetContent: SheetContent?
  private var isAppeared = false

  init(graph: ViewGraph?) {
    self.graph = graph
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    isAppeared = true
    graph?.syncTasks()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    isAppeared = false
    graph?.syncTasks()
  }

  /// The tasks of this screen if it is on screen, and of the screens it holds.
  var appearedTasks: [ScreenTask] {
    (isAppeared ? content.tasks : [])
      + (stackNavigation?.viewControllers ?? []).flatMap {
        ($0 as? ScreenController)?.appearedTasks ?? []
      }
      + (sheet?.appearedTasks ?? [])
  }

  func show(_ content: ScreenContent) {
    self.content = content
    title = content.title ?? ""
    // A hosting controller takes its root's title, as UIKit's shows `navigationTitle`.
    if let parent, !(parent is NavigationController) { parent.title = title }
    isModalInPresentation =
      content.refusesSwipeDown || (content.stack?.screens.contains { $0.refusesSwipeDown } ?? false)
    showElements(content.elements)
    if let stack = content.stack { show(stack) }
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

  // MARK: - The stack

  private func show(_ stack: StackContent) {
    isUpdatingStack = true
    defer { isUpdatingStack = false }
    let navigation = stackNavigation ?? makeNavigation()
    var screens: [ScreenController] {
      navigation.viewControllers.compactMap { $0 as? ScreenController }
    }
    // The root stays; the screens above it stay while their values do.
    let kept = 1 + zip(screens, stack.screenIDs).dropFirst().prefix { $0.screenID == $1 }.count
    if screens.count > kept, kept == 1 {
      navigation.popToRootViewController(animated: true)
    }
    while screens.count > kept { navigation.popViewController(animated: true) }
    for (screen, content) in zip(screens, stack.screens) { screen.show(content) }
    for index in screens.count..<stack.screens.count {
      let screen = ScreenController(graph: graph)
      screen.screenID = stack.screenIDs[index]
      screen.show(stack.screens[index])
      navigation.pushViewController(screen, animated: true)
    }
  }

  /// The identity of the stack screen this is, so a changed path value replaces it.
  private var screenID = ""
  /// While the stack follows the path, its delegate calls are the kit's own.
  private var isUpdatingStack = false

  private func makeNavigation() -> NavigationController {
    let navigation = NavigationController(rootViewController: ScreenController(graph: graph))
    navigation.delegate = self
    addChild(navigation)
    stackNavigation = navigation
    return navigation
  }

  /// After the user's back button or swipe back, the path loses its last value.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    guard !isUpdatingStack else { return }
    content.stack?.keep(navigationController.viewControllers.count)
  }

  // MARK: - The sheet

  private func showSheet(_ wanted: SheetContent?) {
    if let sheet, let shown = sheetContent, shown.id != wanted?.id {
      sheet.presentingViewController?.dismiss()
      self.sheet = nil
      shown.onDismiss?()
    }
    sheetContent = wanted
    guard let wanted else { return }
    let sheet = self.sheet ?? ScreenController(graph: graph)
    sheet.show(wanted.screen)
    guard self.sheet == nil else { return }
    self.sheet = sheet
    sheet.presentationController?.delegate = self
    present(sheet)
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
