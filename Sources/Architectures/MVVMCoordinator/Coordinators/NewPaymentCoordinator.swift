// Role: Coordinator (child of the user detail flow). The payment flow: presents the New
// payment form modally, hands a created payment on, and dismisses the form when its view
// model reports it is done (Cancel, or a payment created); then tells its parent, which
// removes it. As the sheet's presentation delegate it hears the user swipe the form away,
// which ends the flow too.
import Banking
import HeadlessUI

final class NewPaymentCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// Called with a created payment, even when it arrives after the form was cancelled and
  /// this flow has ended.
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
    // The form's view model keeps the parent's closure, not this coordinator: a payment
    // sent before Cancel still reaches the detail after this flow is gone.
    viewModel.onPaymentCreated = { [onPaymentCreated] payment in onPaymentCreated?(payment) }
    viewModel.onFinish = { [weak self] in self?.finish() }
    let form = NewPaymentViewController(viewModel: viewModel)
    form.presentationController?.delegate = self
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
