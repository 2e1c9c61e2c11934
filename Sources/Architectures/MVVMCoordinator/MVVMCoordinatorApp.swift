// Role: app entry point (the scene delegate). Builds the navigation controller and the app
// coordinator, keeps the coordinator alive, and starts it.
import AppRuntime
import HarnessContract
import HeadlessUI

/// MVVM+Coordinator: MVVM's view models and bound view controllers, with every navigation
/// decision moved into coordinators. View controllers and view models never name the next
/// screen; view models report intents through closures that coordinators set.
public final class MVVMCoordinatorApp: Architecture {
  public nonisolated static let name = "MVVM+C"

  public let rootViewController: ViewController
  let appCoordinator: AppCoordinator

  public init(environment: AppEnvironment) {
    let navigationController = NavigationController()
    appCoordinator = AppCoordinator(
      navigationController: navigationController, service: APIClient(environment: environment),
      clock: environment.clock)
    rootViewController = navigationController
    appCoordinator.start()
  }
}
