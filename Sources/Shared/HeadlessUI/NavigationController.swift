/// What a navigation controller tells about its stack, like
/// `UINavigationControllerDelegate`: a screen was shown (pushed, or revealed by a pop), or
/// popped, by the app or by the user's back button. Both have empty defaults.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController)
  func navigationController(
    _ navigationController: NavigationController, didPop viewController: ViewController)
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didPop viewController: ViewController
  ) {}
}

/// A stack of screens with a back button, like `UINavigationController`.
@MainActor
public final class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController] = []
  public weak var delegate: (any NavigationControllerDelegate)?

  public init(rootViewController: ViewController) {
    super.init()
    rootViewController.navigationController = self
    viewControllers = [rootViewController]
  }

  /// An empty stack: the first screen pushed becomes the root, with no back button.
  override public init() {
    super.init()
  }

  public var topViewController: ViewController? { viewControllers.last }

  /// Shows `viewController` on top of the stack.
  public func push(_ viewController: ViewController) {
    let previous = topViewController
    viewController.navigationController = self
    previous?.beginDisappearance()
    viewController.beginAppearance()
    viewControllers.append(viewController)
    previous?.endDisappearance()
    viewController.endAppearance()
    delegate?.navigationController(self, didShow: viewController)
  }

  /// Goes back one screen; the root screen stays.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    let revealed = viewControllers.last
    let window = self.window
    popped.beginDisappearance()
    revealed?.beginAppearance()
    popped.endDisappearance()
    revealed?.endAppearance()
    popped.navigationController = nil
    window?.didClose(popped)
    delegate?.navigationController(self, didPop: popped)
    if let revealed { delegate?.navigationController(self, didShow: revealed) }
    return popped
  }

  /// The title of the screen a back tap returns to, when there is one.
  public var backTitle: String? {
    viewControllers.count > 1 ? viewControllers[viewControllers.count - 2].title : nil
  }

  override var contentViewController: ViewController {
    topViewController?.contentViewController ?? self
  }

  override func beginAppearance() {
    super.beginAppearance()
    topViewController?.beginAppearance()
  }

  override func endAppearance() {
    super.endAppearance()
    topViewController?.endAppearance()
  }

  override func beginDisappearance() {
    super.beginDisappearance()
    topViewController?.beginDisappearance()
  }

  override func endDisappearance() {
    super.endDisappearance()
    topViewController?.endDisappearance()
  }
}
