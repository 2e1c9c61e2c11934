// Role: Router (NewPayment). Closes the modal form.
import HeadlessUI

@MainActor
final class NewPaymentRouter: NewPaymentWireframe {
  weak var viewController: ViewController?

  func dismiss() {
    viewController?.dismiss()
  }
}
