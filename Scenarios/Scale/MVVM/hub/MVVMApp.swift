// Role: app entry point (the scene delegate). Builds the one API client and the balance every
// feature shares, then each feature's first view model and view controller as a tab; knows
// nothing about the screens after the first.
import AppRuntime
import HarnessContract
import HeadlessUI

/// Model-View-ViewModel: view models hold each screen's state and logic and are observed
/// with Observation; view controllers bind to them, forward user intents, and still do the
/// navigation themselves.
public final class MVVMApp: Architecture {
  public nonisolated static let name = "MVVM"

  public let rootViewController: ViewController

  public init(environment: AppEnvironment) {
    let client = APIClient(environment: environment)
    let balance = Balance(service: client)
    let payments = NavigationController(
      rootViewController: UsersViewController(
        viewModel: UsersViewModel(service: client, clock: environment.clock)))
    payments.tabBarItem.title = "Payments"
    let tabBarController = TabBarController()
    tabBarController.setViewControllers(
      [
        payments,
        // scale:each
        NavigationController(
          rootViewController: __Feature__ViewController(
            viewModel: __Feature__ViewModel(service: client, balance: balance))),
        // scale:end
      ], animated: false)
    rootViewController = tabBarController
  }
}
