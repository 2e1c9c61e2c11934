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
    navigationController.pushViewController(
      UsersViewController(viewModel: viewModel), animated: true)
  }

  /// Starts a detail flow, unless one is running already (a second selection while the
  /// first detail is being pushed would otherwise start a second flow).
  private func showDetail(of user: User) {
    guard !childCoordinators.contains(where: { $0 is UserDetailCoordinator }) else { return }
    startChild(
      UserDetailCoordinator(
        navigationController: navigationController, user: user, service: service))
  }
}

extension UsersCoordinator: NavigationControllerDelegate {
  /// A screen has shown. UIKit says nothing about pops, so the coordinator asks the
  /// transition where it came from: a detail no longer on the stack was popped (the Back
  /// button, or a swipe back the user completed), and its flow has ended. A swipe back the
  /// user lets go of never shows the screen below, so its flow goes on.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
      !navigationController.viewControllers.contains(where: { $0 === from })
    else { return }
    let ended = childCoordinators.first { ($0 as? UserDetailCoordinator)?.viewController === from }
    if let ended { removeChild(ended) }
  }
}
