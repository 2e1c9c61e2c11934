// Role: Builder (the app's dependencies). Creates what the features share, once: the API
// client, which signs every request with the user's token, and the balance's owner. Each
// feature's extension of it fills that feature's dependencies and builds its first module;
// here they are put in the tab bar's order.
import AppRuntime
import VIPERCore

/// The app's composition root: created once at launch and kept for the app's lifetime.
@MainActor
final class AppDependencies {
  let apiClient: APIClient
  let balance: any BalanceService
  let clock: any AppClock

  init(environment: AppEnvironment) {
    apiClient = APIClient(environment: environment)
    balance = RemoteBalanceService(apiClient: apiClient)
    clock = environment.clock
  }

  /// Every feature's tab, in the bar's order: Payments first.
  func tabs() -> [RootWireframe.Tab] {
    [
      RootWireframe.Tab(title: "Payments", root: makePayments()),
      // scale:each
      RootWireframe.Tab(title: "__Title__", root: make__Feature__()),
      // scale:end
    ]
  }
}
