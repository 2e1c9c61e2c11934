// Role: app entry point (the scene delegate). Builds the service, the first view model and
// its view controller; knows nothing about the screens after the first.
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
    let viewModel = UsersViewModel(
      service: APIClient(environment: environment), clock: environment.clock)
    rootViewController = NavigationController(
      rootViewController: UsersViewController(viewModel: viewModel))
  }
}
