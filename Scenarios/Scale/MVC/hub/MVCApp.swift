// Role: app entry point (the scene delegate of a UIKit app). Builds the model's services
// once (the API client and the balance) and the tab bar with each feature's first view
// controller; knows nothing about screens after the first.
import AppRuntime
import HarnessContract
import HeadlessUI

/// Apple's classic MVC: view controllers own their views, call the model, and navigate
/// by pushing and presenting the next view controller themselves.
public final class MVCApp: Architecture {
  public nonisolated static let name = "MVC"

  public let rootViewController: ViewController

  public init(environment: AppEnvironment) {
    let api = APIClient(environment: environment)
    let balance = BalanceModel(api: api)
    let payments = NavigationController(
      rootViewController: UsersViewController(api: api, clock: environment.clock))
    payments.tabBarItem.title = "Payments"
    let tabs = TabBarController()
    tabs.setViewControllers(
      [
        payments,
        // scale:each
        NavigationController(
          rootViewController: __Feature__ViewController(api: api, balance: balance)),
        // scale:end
      ], animated: false)
    rootViewController = tabs
  }
}
