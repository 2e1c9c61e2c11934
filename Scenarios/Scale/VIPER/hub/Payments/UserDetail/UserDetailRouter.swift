// Role: Router (UserDetail). Presents the NewPayment module modally, which it gets from the
// builder's factory. Holds its view controller weakly and knows no service.
import Banking
import HeadlessUI

@MainActor
final class UserDetailRouter: UserDetailWireframe {
  weak var viewController: ViewController?
  /// Builds the payment form for a recipient, reporting to a delegate: the builder gives it.
  private let makeNewPayment: (User, any NewPaymentModuleDelegate) -> ViewController

  init(makeNewPayment: @escaping (User, any NewPaymentModuleDelegate) -> ViewController) {
    self.makeNewPayment = makeNewPayment
  }

  func presentNewPayment(to user: User, delegate: any NewPaymentModuleDelegate) {
    viewController?.present(makeNewPayment(user, delegate))
  }
}
