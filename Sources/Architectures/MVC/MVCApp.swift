// Role: app entry point (the scene delegate of a UIKit app). Builds the model's service
// and the first view controller; knows nothing about screens after the first.
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
    rootViewController = NavigationController(
      rootViewController: UsersViewController(api: api, clock: environment.clock))
  }
}
