/// A screen, like `UIViewController`: owns a root view and hears its lifecycle.
///
/// The lifecycle calls come in UIKit's order: `viewDidLoad` once, on first display, then
/// `viewWillAppear` and `viewDidAppear` each time the screen becomes visible, and the
/// disappear pair when another screen covers it or it is removed.
@MainActor
open class ViewController {
  public let view = View()
  /// Shown at the top of the screen and as the back button of the next screen.
  public var title = ""
  /// The navigation controller this screen is in, or else the one its parent is in, as in
  /// UIKit.
  public internal(set) var navigationController: NavigationController? {
    get { ownNavigationController ?? parent?.navigationController }
    set { ownNavigationController = newValue }
  }
  private weak var ownNavigationController: NavigationController?
  /// The tab bar controller this screen is a tab of, if any.
  weak var parentTabBarController: TabBarController?
  /// The tab a screen shown inside More belongs to, which keeps it once More lets it go.
  weak var homeContainer: ViewController?
  /// The tab bar controller this screen is in, as a tab or inside a tab's navigation
  /// controller.
  public var tabBarController: TabBarController? {
    parentTabBarController ?? navigationController?.tabBarController
  }
  /// How this screen shows as a tab: its title is the screen's title when not set.
  public lazy var tabBarItem = TabBarItem()
  /// Set on the root controller by the window that shows it.
  weak var ownWindow: Window?
  private var ownPresentedViewController: ViewController?
  private weak var ownPresentingViewController: ViewController?
  public private(set) var isViewLoaded = false
  /// While true, the user cannot swipe this modal screen down (the presentation
  /// controller's delegate hears the attempt), as `isModalInPresentation` does.
  public var isModalInPresentation = false
  /// The push or pop under way in this screen's navigation controller, if any.
  public var transitionCoordinator: TransitionCoordinator? {
    ownTransitionCoordinator ?? navigationController?.ownTransitionCoordinator
  }
  var ownTransitionCoordinator: TransitionCoordinator?
  private lazy var ownPresentationController = PresentationController(presentedViewController: self)

  public init() {}

  // MARK: - Containment

  /// The screens this one contains, like UIKit's `children`: the last one is what the user
  /// sees of this screen (as a `UIHostingController` shows the navigation controller of a
  /// SwiftUI `NavigationStack`), and it appears and disappears with it.
  public private(set) var children: [ViewController] = []
  /// The screen that contains this one.
  public private(set) weak var parent: ViewController?

  /// Makes `child` part of this screen, like UIKit's `addChild(_:)`; add children before the
  /// screen appears.
  public func addChild(_ child: ViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Takes this screen out of its parent, like UIKit's `removeFromParent()`.
  public func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func viewDidLoad() {}
  open func viewWillAppear() {}
  open func viewDidAppear() {}
  open func viewWillDisappear() {}
  open func viewDidDisappear() {}

  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    viewDidLoad()
  }

  /// The window the screen is in, through its containers and presenters.
  var window: Window? {
    ownWindow ?? navigationController?.window ?? parentTabBarController?.window
      ?? ownPresentingViewController?.window ?? parent?.window
  }

  /// Presentations happen from the outermost container a screen is in (its tab bar
  /// controller, or else its navigation controller, and the screen that contains it), as in
  /// UIKit.
  private var presentationContext: ViewController {
    let container = tabBarController ?? navigationController ?? self
    return container.parent?.presentationContext ?? container
  }

  /// The modal screen shown over this one (or over its navigation controller).
  public var presentedViewController: ViewController? {
    presentationContext.ownPresentedViewController
  }

  /// The screen that presented this one modally.
  public var presentingViewController: ViewController? {
    presentationContext.ownPresentingViewController
  }

  /// What manages this screen when it is shown modally (its navigation controller's, when it
  /// is in one): set its delegate before presenting to hear the user swipe the sheet down.
  public var presentationController: PresentationController? {
    navigationController?.presentationController ?? ownPresentationController
  }

  /// Shows `viewController` modally over this screen.
  public func present(_ viewController: ViewController) {
    let context = presentationContext
    if let presented = context.ownPresentedViewController {
      presented.present(viewController)
      return
    }
    viewController.ownPresentingViewController = context
    context.ownPresentedViewController = viewController
    viewController.beginAppearance()
    viewController.endAppearance()
  }

  /// Closes the modal screen this controller presented, or else the one it is in. The app's
  /// own dismissal tells the presentation controller's delegate nothing, as in UIKit.
  public func dismiss() {
    let context = presentationContext
    guard let presented = context.ownPresentedViewController else {
      context.ownPresentingViewController?.dismiss()
      return
    }
    let window = context.window
    presented.beginDisappearance()
    context.ownPresentedViewController = nil
    presented.ownPresentingViewController = nil
    presented.endDisappearance()
    window?.didClose(presented)
  }

  // MARK: - Appearance, driven by containers

  /// The screen the user actually sees when this controller is on top: overridden by
  /// containers to name their visible child.
  var contentViewController: ViewController { children.last?.contentViewController ?? self }

  /// The tab bar this controller shows: itself, or one it contains (a SwiftUI `TabView` in a
  /// hosting controller).
  var shownTabBarController: TabBarController? {
    self as? TabBarController ?? children.last?.shownTabBarController
  }

  func beginAppearance() {
    loadViewIfNeeded()
    viewWillAppear()
    for child in children { child.beginAppearance() }
  }

  func endAppearance() {
    viewDidAppear()
    for child in children { child.endAppearance() }
  }

  func beginDisappearance() {
    viewWillDisappear()
    for child in children { child.beginDisappearance() }
  }

  func endDisappearance() {
    viewDidDisappear()
    for child in children { child.endDisappearance() }
  }
}
