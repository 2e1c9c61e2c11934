// Role: app entry point (the scene delegate). Creates the app dependencies once and asks the
// root wireframe for the tab bar of the features' first modules.
import AppRuntime
import HarnessContract
import HeadlessUI

/// VIPER: every screen is a module of View, Interactor, Presenter, Entity and Router, put
/// together by a builder; every feature is a Swift module of such modules. The roles talk
/// only through protocols, and back references are weak.
public final class VIPERApp: Architecture {
  public nonisolated static let name = "VIPER"

  public let rootViewController: ViewController
  /// What the features share, kept for the app's lifetime.
  private let dependencies: AppDependencies

  public init(environment: AppEnvironment) {
    dependencies = AppDependencies(environment: environment)
    rootViewController = RootWireframe.makeTabBar(of: dependencies.tabs())
  }
}
