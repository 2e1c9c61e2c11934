// Role: app entry point (the scene delegate). Creates the composition root and shows the
// first screen it makes; keeps the container alive.
import AppRuntime
import HarnessContract
import HeadlessUI

/// Clean Architecture: a Domain of entities, use cases and repository protocols that depends
/// on nothing outside it; a Data layer that implements the repositories over `URLSession`
/// with DTOs and an in-memory cache; a Presentation layer of view models and view
/// controllers that only call use cases; and a composition root that wires them.
public final class CleanApp: Architecture {
  public nonisolated static let name = "Clean"

  public let rootViewController: ViewController
  private let container: AppDIContainer

  public init(environment: AppEnvironment) {
    container = AppDIContainer(environment: environment)
    rootViewController = NavigationController(
      rootViewController: container.makeUsersViewController())
  }
}
