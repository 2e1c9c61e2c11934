/// What a navigation controller tells about its stack, like `UINavigationControllerDelegate`:
/// a screen is about to show and has shown, after a push or a pop, by the app or by the user
/// (the back button, or a swipe back). Both have empty defaults.
///
/// As on iOS, nothing says "popped": during both calls the navigation controller's
/// `transitionCoordinator` names the screen the transition came from, and a screen that
/// came from the top and is no longer in `viewControllers` was popped. An interactive swipe
/// back calls `willShow` when it starts; when the user lets go and it is cancelled, the
/// leaving screen stays and `didShow` is never called.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
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
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    let previous = topViewController
    viewController.navigationController = self
    viewController.loadViewIfNeeded()
    viewControllers.append(viewController)
    let transition = TransitionCoordinator(from: previous, to: viewController, isInteractive: false)
    begin(transition, animated: animated)
    finish(transition, animated: animated)
  }

  /// Goes back one screen, as the back button does; the root screen stays.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard let transition = beginPop(isInteractive: false, animated: animated) else { return nil }
    finish(transition, animated: animated)
    return transition.viewController(forKey: .from)
  }

  /// Goes back to the root screen, as tapping the selected tab again does: the screens above
  /// it leave in one transition from the top one, and are returned, bottom first.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    let transition = TransitionCoordinator(from: top, to: viewControllers[0], isInteractive: false)
    begin(transition, animated: animated)
    finish(transition, animated: animated)
    for screen in popped.dropLast() { release(screen) }
    return popped
  }

  /// Starts the user's interactive swipe back: the screen below is about to show, the top
  /// one about to leave. `finishInteractivePop()` or `cancelInteractivePop()` ends it.
  func beginInteractivePop() -> TransitionCoordinator? {
    beginPop(isInteractive: true, animated: true)
  }

  /// The user let go far enough: the pop completes.
  func finishInteractivePop(_ transition: TransitionCoordinator) {
    finish(transition, animated: true)
  }

  /// The user let go too early: the leaving screen comes back and stays on top, and the
  /// delegate hears no `didShow`.
  func cancelInteractivePop(_ transition: TransitionCoordinator) {
    guard let leaving = transition.viewController(forKey: .from) else { return }
    let revealed = transition.viewController(forKey: .to)
    transition.isCancelled = true
    viewControllers.append(leaving)
    leaving.navigationController = self
    revealed?.beginDisappearance()
    leaving.beginAppearance()
    revealed?.endDisappearance()
    leaving.endAppearance()
    ownTransitionCoordinator = nil
    transition.complete()
  }

  private func beginPop(isInteractive: Bool, animated: Bool) -> TransitionCoordinator? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    let transition = TransitionCoordinator(
      from: popped, to: viewControllers.last, isInteractive: isInteractive)
    begin(transition, animated: animated)
    return transition
  }

  /// The first half of every transition: the coordinator is set, the delegate hears
  /// `willShow`, the leaving screen will disappear and the arriving one will appear.
  private func begin(_ transition: TransitionCoordinator, animated: Bool) {
    ownTransitionCoordinator = transition
    let arriving = transition.viewController(forKey: .to)
    if let arriving { delegate?.navigationController(self, willShow: arriving, animated: animated) }
    transition.viewController(forKey: .from)?.beginDisappearance()
    arriving?.beginAppearance()
  }

  /// The second half: the screens have disappeared and appeared, a popped screen has left
  /// the window, and the delegate hears `didShow` while the coordinator still names both.
  private func finish(_ transition: TransitionCoordinator, animated: Bool) {
    let leaving = transition.viewController(forKey: .from)
    let arriving = transition.viewController(forKey: .to)
    leaving?.endDisappearance()
    arriving?.endAppearance()
    if let leaving, !viewControllers.contains(where: { $0 === leaving }) { release(leaving) }
    if let arriving { delegate?.navigationController(self, didShow: arriving, animated: animated) }
    ownTransitionCoordinator = nil
    transition.complete()
  }

  /// `screen` has left the stack: a tab's screen shown inside More goes back to its tab, as
  /// in UIKit; any other has closed.
  private func release(_ screen: ViewController) {
    if let home = screen.homeContainer {
      screen.navigationController = home as? NavigationController
      screen.homeContainer = nil
    } else {
      screen.navigationController = nil
      window?.didClose(screen)
    }
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
