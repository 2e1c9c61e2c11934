// Role: app entry point (the scene delegate, Application). Creates the app DI container,
// the navigation controller and the users flow, keeps them alive and starts the flow.
import AppRuntime
import CleanPresentation
import HarnessContract
import HeadlessUI

/// Clean Architecture: a Domain of entities, use cases and repository protocols that imports
/// nothing but the shared Banking domain; a Data layer that implements the repositories over
/// `URLSession` with DTOs; a Presentation layer of view models that call use cases, view
/// controllers bound to them, and a flow coordinator driven by view-model actions; and this
/// Application layer that wires them. Each layer is a module of its own.
public final class CleanApp: Architecture {
  public nonisolated static let name = "Clean"

  public let rootViewController: ViewController
  private let container: AppDIContainer
  let flowCoordinator: UsersSearchFlowCoordinator

  public init(environment: AppEnvironment) {
    container = AppDIContainer(environment: environment)
    let navigationController = NavigationController()
    flowCoordinator = container.makeUsersSearchSceneDIContainer()
      .makeUsersSearchFlowCoordinator(navigationController: navigationController)
    rootViewController = navigationController
    flowCoordinator.start()
  }
}
