// Role: Coordinator (child of the users flow). The user detail flow: pushes one user's
// detail, starts the payment flow from it, and hands the payment that flow created to the
// detail's view model. Ends when the user goes back, which its parent hears from the
// navigation controller.
import AppRuntime
import Banking
import HeadlessUI

final class UserDetailCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// The detail this flow pushed, held weakly: the navigation controller owns it.
  private(set) weak var viewController: ViewController?

  private let navigationController: NavigationController
  private let user: User
  private let service: any BankingService

  init(navigationController: NavigationController, user: User, service: any BankingService) {
    self.navigationController = navigationController
    self.user = user
    self.service = service
  }

  func start() {
    let viewModel = UserDetailViewModel(user: user, service: service)
    viewModel.onSendPayment = { [weak self, weak viewModel] in
      guard let self, let viewModel else { return }
      self.startPaymentFlow(for: viewModel)
    }
    let viewController = UserDetailViewController(viewModel: viewModel)
    self.viewController = viewController
    LifetimeTracker.track(self, endsWith: viewController)
    navigationController.pushViewController(viewController, animated: true)
  }

  /// Starts the payment flow, unless one is running already: one form at a time.
  private func startPaymentFlow(for detail: UserDetailViewModel) {
    guard !childCoordinators.contains(where: { $0 is NewPaymentCoordinator }) else { return }
    let flow = NewPaymentCoordinator(
      navigationController: navigationController, recipient: user, service: service)
    flow.onPaymentCreated = { [weak detail] payment in detail?.paymentCreated(payment) }
    flow.onFinish = { [weak self, weak flow] in
      if let self, let flow { self.removeChild(flow) }
    }
    startChild(flow)
  }
}
