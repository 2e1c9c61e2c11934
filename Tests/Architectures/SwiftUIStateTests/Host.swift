import HarnessContract
import HeadlessSwiftUI

@testable import SwiftUIState

/// Shows `view` in `session` as the app shows its first one: hosted, with the app's
/// dependencies, over the session's server and clock, in its environment. A view's state
/// lives in the kit, so the views are tested through the screen it renders.
@MainActor
func host(_ view: some View, in session: AppSession) async {
  await session.show(
    HostingController(
      rootView:
        view
        .environment(
          \.api,
          APIClient(session: session.environment.session, baseURL: session.environment.baseURL)
        )
        .environment(\.clock, session.clock)))
}
