// Role: app entry point (the `App` and its scene). Makes the dependencies, puts them in the
// environment of the first view, and hosts it; knows nothing about screens after the first.
import AppRuntime
import HarnessContract
import HeadlessSwiftUI

import class HeadlessUI.ViewController

/// The feature written as SwiftUI itself suggests (docs/CANON.md, section 9): each view holds
/// its screen's state in `@State`, reads its dependencies from the environment, shares data
/// with the views it shows through bindings, and navigates by changing state. No view models,
/// no coordinators.
public final class SwiftUIStateApp: Architecture {
  public nonisolated static let name = "SwiftUI state"

  public let rootViewController: ViewController

  public init(environment: AppEnvironment) {
    // A SwiftUI app's `WindowGroup { UsersView() }`, hosted as a UIKit app hosts SwiftUI.
    rootViewController = HostingController(
      rootView: UsersView()
        .environment(\.api, APIClient(session: environment.session, baseURL: environment.baseURL))
        .environment(\.clock, environment.clock))
  }
}
