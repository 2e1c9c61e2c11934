// Role: App flow coordinator (Application). The app's navigation at the top: a tab per
// feature, Payments first, each tab a feature's flow in its own navigation controller. It
// keeps the features' modules, which keep their flows, for as long as the app runs.
import HeadlessUI

@MainActor
final class AppFlowCoordinator {
  private let tabBarController: TabBarController
  private let appDIContainer: AppDIContainer
  // scale:each
  private lazy var __feature__Module = appDIContainer.make__Feature__Module()
  // scale:end

  init(tabBarController: TabBarController, appDIContainer: AppDIContainer) {
    self.tabBarController = tabBarController
    self.appDIContainer = appDIContainer
  }

  /// Fills the tab bar: Payments' users flow, then each feature's flow in the catalogue's
  /// order. A feature's list loads when its tab is first shown.
  func start() {
    let paymentsTab = NavigationController()
    paymentsTab.tabBarItem.title = "Payments"
    appDIContainer.paymentsModule.startUsersSearchFlow(in: paymentsTab)
    tabBarController.setViewControllers(
      [
        paymentsTab,
        // scale:each
        __feature__Module.startFlow(),
        // scale:end
      ], animated: false)
  }
}
