// Role: Coordinator (child). The payment flow: presents the New payment form modally and
// closes it when the form's view model reports it is done, with or without a payment.
import Fixture
import HeadlessUI

final class PaymentFlowCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// Called once the form is closed: with the created payment, or nil when cancelled.
  var onFinish: ((Payment?) -> Void)?

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
    viewModel.onFinish = { [weak self] payment in self?.finish(with: payment) }
    presenter.present(NewPaymentViewController(viewModel: viewModel))
  }

  private func finish(with payment: Payment?) {
    presenter.dismiss()
    onFinish?(payment)
  }
}
