// Role: App entry. Builds the one store of the app with its live dependencies, and the tab
// bar controller; every other screen follows from the state.
import AppRuntime
import HarnessContract
import HeadlessUI
import UnidirectionalRuntime

/// Unidirectional data flow in the style of The Composable Architecture: a view sends an
/// action to the store, the store runs the reducer and its effects, and the new state
/// updates the views. One state for the whole app; navigation is state too.
public final class UnidirectionalApp: Architecture {
  public nonisolated static let name = "TCA-style"

  public let rootViewController: ViewController

  public init(environment: AppEnvironment) {
    let store = Store(
      initialState: AppFeature.State(), reducer: AppFeature.live(environment: environment))
    rootViewController = AppTabBarController(store: store)
  }
}
