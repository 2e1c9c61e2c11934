// Role: Coordinator (child of the app coordinator). The users flow: shows the Users list and
// starts a user detail flow for each selected user. As the navigation controller's delegate
// it learns when the user goes back from a detail, and removes that flow. Builds no detail
// screen itself and knows no view model beyond the list's.
import AppRuntime
import Banking
import HeadlessUI

final class UsersCoordinator: Coordinator {
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
    navigationController.delegate = self
    let viewModel = UsersViewModel(service: service, clock: clock)
    viewModel.onUserSelected = { [weak self] user in self?.showDetail(of: user) }
    navigationController.push(UsersViewController(viewModel: viewModel))
  }

  private func showDetail(of user: User) {
    startChild(
      UserDetailCoordinator(
        navigationController: navigationController, user: user, service: service))
  }
}

extension UsersCoordinator: NavigationControllerDelegate {
  /// A detail left the stack (the Back button, or a swipe): its flow has ended.
  func navigationController(
    _ navigationController: NavigationController, didPop viewController: ViewController
  ) {
    let ended = childCoordinators.first {
      ($0 as? UserDetailCoordinator)?.viewController === viewController
    }
    if let ended { removeChild(ended) }
  }
}
