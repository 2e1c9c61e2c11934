// Role: Coordinator (child of the user detail flow). The payment flow: presents the New
// payment form modally, hands a created payment on, and dismisses the form when its view
// model reports it is done (Cancel, or a payment created); then tells its parent, which
// removes it. As the sheet's presentation delegate it hears the user swipe the form away,
// which ends the flow too.
import AppRuntime
import Banking
import HeadlessUI

final class NewPaymentCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// Called with the payment the form created, before the flow finishes.
  var onPaymentCreated: ((Payment) -> Void)?
  /// Called once the form is closed.
  var onFinish: (() -> Void)?

  private let navigationController: NavigationController
  private let recipient: User
  private let service: any BankingService

  init(navigationController: NavigationController, recipient: User, service: any BankingService) {
    self.navigationController = navigationController
    self.recipient = recipient
    self.service = service
  }

  func start() {
    let viewModel = NewPaymentViewModel(recipient: recipient, service: service)
    viewModel.onPaymentCreated = { [weak self] payment in self?.onPaymentCreated?(payment) }
    viewModel.onFinish = { [weak self] in self?.finish() }
    let form = NewPaymentViewController(viewModel: viewModel)
    form.presentationController?.delegate = self
    LifetimeTracker.track(self, endsWith: form)
    navigationController.present(form)
  }

  private func finish() {
    navigationController.dismiss()
    onFinish?()
  }
}

extension NewPaymentCoordinator: AdaptivePresentationControllerDelegate {
  /// The user swiped the form away: it is closed already, and the flow has ended.
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    onFinish?()
  }
}
