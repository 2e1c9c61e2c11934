// Role: Coordinator (child). The users flow: shows the Users list, pushes a user's detail on
// selection, and starts the payment flow from the detail, handing its result back to the
// detail's view model.
import AppRuntime
import Banking
import HeadlessUI

final class UserFlowCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []

  private let navigationController: NavigationController
  private let service: any BankingService
  private let clock: any AppClock

  init(navigationController: NavigationController, service: any BankingService, clock: any AppClock)
  {
    self.navigationController = navigationController
    self.service = service
    self.clock = clock
  }

  func start() {
    let viewModel = UsersViewModel(service: service, clock: clock)
    viewModel.onUserSelected = { [weak self] user in self?.showDetail(of: user) }
    navigationController.push(UsersViewController(viewModel: viewModel))
  }

  private func showDetail(of user: User) {
    let viewModel = UserDetailViewModel(user: user, service: service)
    viewModel.onSendPayment = { [weak self, weak viewModel] in
      guard let self, let viewModel else { return }
      self.startPaymentFlow(for: viewModel)
    }
    navigationController.push(UserDetailViewController(viewModel: viewModel))
  }

  private func startPaymentFlow(for detail: UserDetailViewModel) {
    let flow = PaymentFlowCoordinator(
      presenter: navigationController, recipient: detail.user, service: service)
    flow.onPaymentCreated = { [weak detail] payment in detail?.paymentCreated(payment) }
    flow.onFinish = { [weak self, weak flow] in
      if let flow { self?.removeChild(flow) }
    }
    startChild(flow)
  }
}
