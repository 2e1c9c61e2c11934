// Role: screen factory protocol (Presentation). How a view controller gets the next screen
// without knowing how it is built; the composition root implements it.
import Banking
import HeadlessUI

@MainActor
protocol ScreenFactory: AnyObject {
  func makeUserDetailViewController(user: User) -> ViewController
  func makeNewPaymentViewController(
    recipient: User, onPaymentCreated: @escaping (Payment) -> Void
  ) -> ViewController
}
