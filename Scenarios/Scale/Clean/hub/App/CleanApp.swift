// Role: app entry point (the scene delegate, Application). Creates the app DI container,
// the tab bar controller and the app flow coordinator, keeps them alive and starts the flow.
import AppRuntime
import HarnessContract
import HeadlessUI

/// Clean Architecture, grown to several features: each feature (Payments first) has a Domain
/// of entities, use cases and repository protocols that imports nothing but the shared
/// Banking domain; a Data layer that implements the repositories with DTOs; a Presentation
/// layer of view models that call use cases, view controllers bound to them, and a flow
/// coordinator driven by view-model actions; and a public module that builds them. The
/// layers the features share (the one data source, the balance, the binding) are modules of
/// their own too, and this Application layer wires the features under a tab bar.
public final class CleanApp: Architecture {
  public nonisolated static let name = "Clean"

  public let rootViewController: ViewController
  private let container: AppDIContainer
  let flowCoordinator: AppFlowCoordinator

  public init(environment: AppEnvironment) {
    container = AppDIContainer(environment: environment)
    let tabBarController = TabBarController()
    flowCoordinator = AppFlowCoordinator(
      tabBarController: tabBarController, appDIContainer: container)
    rootViewController = tabBarController
    flowCoordinator.start()
  }
}
