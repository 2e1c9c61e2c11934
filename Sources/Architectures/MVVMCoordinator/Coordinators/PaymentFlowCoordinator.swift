// Role: Coordinator (child). The payment flow: presents the New payment form modally,
// hands a created payment on, and closes the form when its view model reports it is done.
import Banking
import HeadlessUI

final class PaymentFlowCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// Called with a created payment, even when it arrives after the form was cancelled and
  /// this flow has ended.
  var onPaymentCreated: ((Payment) -> Void)?
  /// Called once the form is closed.
  var onFinish: (() -> Void)?

  private let presenter: ViewController
  private let recipient: User
  private let service: any BankingService

  init(presenter: ViewController, recipient: User, service: any BankingService) {
    self.presenter = presenter
    self.recipient = recipient
    self.service = service
  }

  func start() {
    let viewModel = NewPaymentViewModel(recipient: recipient, service: service)
    viewModel.onPaymentCreated = { [onPaymentCreated] payment in onPaymentCreated?(payment) }
    viewModel.onFinish = { [weak self] in self?.finish() }
    presenter.present(NewPaymentViewController(viewModel: viewModel))
  }

  private func finish() {
    presenter.dismiss()
    onFinish?()
  }
}
