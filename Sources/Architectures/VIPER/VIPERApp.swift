// Role: app entry point (the scene delegate). Builds the first module with its builder and
// puts it in a navigation controller.
import AppRuntime
import HarnessContract
import HeadlessUI

/// VIPER: every screen is a module of View, Interactor, Presenter, Entity and Router, put
/// together by a builder. The roles talk only through protocols, and back references are
/// weak.
public final class VIPERApp: Architecture {
  public nonisolated static let name = "VIPER"

  public let rootViewController: ViewController

  public init(environment: AppEnvironment) {
    let list = UserListBuilder.build(
      service: APIClient(environment: environment), clock: environment.clock)
    rootViewController = NavigationController(rootViewController: list)
  }
}
