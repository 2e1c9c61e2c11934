/// Which end of a transition, like `UITransitionContextViewControllerKey`.
public struct TransitionContextViewControllerKey: Hashable, Sendable {
  private let name: String

  /// The screen the transition leaves.
  public static let from = TransitionContextViewControllerKey(name: "from")
  /// The screen the transition shows.
  public static let to = TransitionContextViewControllerKey(name: "to")
}

/// A push or pop under way, like `UIViewControllerTransitionCoordinator`: a navigation
/// controller's `transitionCoordinator` while it runs, including during its delegate's
/// `willShow` and `didShow`. It names the screen the transition came from and the one it
/// goes to, whether the user drives it (a swipe back), and, at its end, whether the user
/// cancelled it.
@MainActor
public final class TransitionCoordinator {
  private let from: ViewController?
  private let to: ViewController?
  public let isInteractive: Bool
  public internal(set) var isCancelled = false
  private var completions: [(TransitionCoordinator) -> Void] = []

  init(from: ViewController?, to: ViewController?, isInteractive: Bool) {
    self.from = from
    self.to = to
    self.isInteractive = isInteractive
  }

  public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    key == .from ? from : to
  }

  /// Runs `animation` with the transition (at once: nothing animates here) and `completion`
  /// when it has finished or been cancelled. Returns true, as UIKit does while a transition
  /// runs.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
    completion: ((TransitionCoordinator) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func complete() {
    let completions = self.completions
    self.completions = []
    for completion in completions { completion(self) }
  }
}
