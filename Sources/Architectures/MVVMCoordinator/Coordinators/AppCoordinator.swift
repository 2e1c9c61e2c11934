// Role: Coordinator (app). The root of the coordinator tree: starts the users flow in the
// app's navigation controller and holds it for the app's lifetime. Knows no screen itself.
import AppRuntime
import HeadlessUI

final class AppCoordinator: Coordinator {
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
    startChild(
      UsersCoordinator(
        navigationController: navigationController, service: service, clock: clock))
  }
}
