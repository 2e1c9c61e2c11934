// Role: app entry point (the scene delegate). Builds the tab bar controller, the one API
// client and the one balance store, hands them to the app coordinator, keeps it alive, and
// starts it.
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
    let tabBarController = TabBarController()
    let client = APIClient(environment: environment)
    appCoordinator = AppCoordinator(
      tabBarController: tabBarController, client: client, balance: BalanceStore(service: client),
      clock: environment.clock)
    rootViewController = tabBarController
    appCoordinator.start()
  }
}
