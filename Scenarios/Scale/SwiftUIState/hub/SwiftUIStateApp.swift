// Role: app entry point (the `App` and its scene). Makes the dependencies once (the API client
// and the balance every feature shows), puts them in the environment, and shows a tab per
// feature; knows nothing about screens after each tab's first.
import AppRuntime
import HarnessContract
import HeadlessSwiftUI

import class HeadlessUI.ViewController

/// The feature written as SwiftUI itself suggests (docs/CANON.md, section 9): each view holds
/// its screen's state in `@State`, reads its dependencies and the shared balance from the
/// environment, shares data with the views it shows through bindings, and navigates by
/// changing state. No view models, no coordinators.
public final class SwiftUIStateApp: Architecture {
  public nonisolated static let name = "SwiftUI state"

  public let rootViewController: ViewController

  public init(environment: AppEnvironment) {
    let api = APIClient(
      session: environment.session, baseURL: environment.baseURL,
      authToken: environment.authToken)
    rootViewController = HostingController(
      rootView: TabView {
        Tab("Payments") { UsersView() }
        // scale:each
        Tab("__Title__") { __Feature__View() }
        // scale:end
      }
      .environment(\.api, api)
      .environment(\.clock, environment.clock)
      .environment(Balance(api: api)))
  }
}
