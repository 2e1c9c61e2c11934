/// What a presentation controller tells about the user's swipe down on a sheet, like
/// `UIAdaptivePresentationControllerDelegate`. Every method has a default: a sheet may be
/// swiped away unless its screen `isModalInPresentation` or `shouldDismiss` says no. Only
/// the user's swipe calls these; the app's own `dismiss()` does not.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// Asked before a swipe closes the sheet (not asked while `isModalInPresentation`).
  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// The user swiped the sheet away: it has closed.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// The user tried to swipe the sheet away and it stayed.
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: PresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
}

/// Manages one modal screen, like `UIPresentationController`.
@MainActor
public final class PresentationController {
  public unowned let presentedViewController: ViewController
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?

  init(presentedViewController: ViewController) {
    self.presentedViewController = presentedViewController
  }

  public var presentingViewController: ViewController? {
    presentedViewController.presentingViewController
  }

  /// Does what a user's swipe down on the sheet does: the sheet closes unless its screen is
  /// modal in presentation or the delegate refuses, and the delegate hears which happened.
  func userSwipedDown() {
    let sheet = presentedViewController
    let refused =
      sheet.isModalInPresentation || sheet.contentViewController.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(self) == false
    guard !refused, let presenting = presentingViewController else {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    delegate?.presentationControllerWillDismiss(self)
    presenting.dismiss()
    delegate?.presentationControllerDidDismiss(self)
  }
}
