// Role: Coordinator (app). The root of the coordinator tree: starts one flow per tab
// (Payments' users flow first, then each feature's), puts their navigation controllers in
// the tab bar, and holds them for the app's lifetime. Links the features: Contacts' Pay
// starts Payments' payment flow over the tabs. Hears More's stack for the tab open there.
// Knows no screen itself.
import AppRuntime
import HeadlessUI

final class AppCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []

  private let tabBarController: TabBarController
  private let client: APIClient
  private let balance: BalanceStore
  private let clock: any AppClock
  /// Each tab's flow, in the tab bar's order, for the one open in More to hear More's stack.
  private var tabFlows: [any NavigationControllerDelegate] = []

  init(
    tabBarController: TabBarController, client: APIClient, balance: BalanceStore,
    clock: any AppClock
  ) {
    self.tabBarController = tabBarController
    self.client = client
    self.balance = balance
    self.clock = clock
  }

  func start() {
    let payments = NavigationController()
    payments.tabBarItem.title = "Payments"
    startChild(UsersCoordinator(navigationController: payments, service: client, clock: clock))
    // scale:each
    let __feature__ = __Feature__Coordinator(service: client, balance: balance)
    startChild(__feature__)
    // scale:end
    contacts.onPay = { [weak self, weak contacts] contact in
      guard let self, let contacts else { return }
      self.startPaymentFlow(to: contact, over: contacts.navigationController)
    }
    let tabs: [ViewController] = [
      payments,
      // scale:each
      __feature__.navigationController,
      // scale:end
    ]
    tabBarController.setViewControllers(tabs, animated: false)
    tabFlows = childCoordinators.compactMap { $0 as? any NavigationControllerDelegate }
    tabBarController.moreNavigationController.delegate = self
  }

  /// Starts Payments' own payment flow for a contact, unless one is running already: the
  /// form is presented over the tabs, and closing it leaves the contact on screen.
  private func startPaymentFlow(to contact: Contact, over tab: NavigationController) {
    guard !childCoordinators.contains(where: { $0 is NewPaymentCoordinator }) else { return }
    let flow = NewPaymentCoordinator(navigationController: tab, recipient: contact, service: client)
    flow.onFinish = { [weak self, weak flow] in
      if let self, let flow { self.removeChild(flow) }
    }
    startChild(flow)
  }
}

extension AppCoordinator: NavigationControllerDelegate {
  /// More's stack showed a screen: the flow of the tab open in More hears it as it hears its
  /// own stack, to end the flows whose screens left.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    guard tabFlows.indices.contains(tabBarController.selectedIndex) else { return }
    tabFlows[tabBarController.selectedIndex].navigationController(
      navigationController, didShow: viewController, animated: animated)
  }
}
