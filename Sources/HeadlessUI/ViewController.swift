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
  public internal(set) weak var navigationController: NavigationController?
  public private(set) var presentedViewController: ViewController?
  public private(set) weak var presentingViewController: ViewController?
  public private(set) var isViewLoaded = false

  public init() {}

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

  /// Shows `viewController` modally over this screen.
  public func present(_ viewController: ViewController) {
    if let presentedViewController {
      presentedViewController.present(viewController)
      return
    }
    viewController.presentingViewController = self
    presentedViewController = viewController
    viewController.beginAppearance()
    viewController.endAppearance()
  }

  /// Closes the modal screen this controller presented, or the one it is in.
  public func dismiss() {
    guard let presented = presentedViewController else {
      (presentingViewController ?? navigationController?.presentingViewController)?.dismiss()
      return
    }
    presented.beginDisappearance()
    presentedViewController = nil
    presented.presentingViewController = nil
    presented.endDisappearance()
  }

  // MARK: - Appearance, driven by containers

  /// The screen the user actually sees when this controller is on top: overridden by
  /// containers to name their visible child.
  var contentViewController: ViewController { self }

  func beginAppearance() {
    loadViewIfNeeded()
    viewWillAppear()
  }

  func endAppearance() {
    viewDidAppear()
  }

  func beginDisappearance() {
    viewWillDisappear()
  }

  func endDisappearance() {
    viewDidDisappear()
  }
}
