// Role: Router (UserDetail). Builds the NewPayment module and presents it modally.
import Banking
import HeadlessUI

final class UserDetailRouter: UserDetailWireframe {
  weak var viewController: ViewController?
  private let service: any BankingService

  init(service: any BankingService) {
    self.service = service
  }

  func presentNewPayment(to user: User, delegate: any NewPaymentModuleDelegate) {
    let form = NewPaymentBuilder.build(recipient: user, service: service, delegate: delegate)
    viewController?.present(form)
  }
}
