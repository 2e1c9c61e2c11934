import HarnessContract
import HeadlessSwiftUI

@testable import SwiftUIState

extension AppSession {
  /// Shows `view` as the app shows its first one: hosted, with the app's dependencies, over
  /// this session's server and clock, in its environment. A view's state lives in the kit,
  /// so the views are tested through the screen it renders.
  func host(_ view: some View) async {
    await show(
      HostingController(
        rootView: view
          .environment(\.api, APIClient(session: environment.session, baseURL: environment.baseURL))
          .environment(\.clock, clock)))
  }
}
