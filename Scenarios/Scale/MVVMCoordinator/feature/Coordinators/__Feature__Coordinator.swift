// scale:if contacts
// Role: Coordinator (child of the app coordinator). The Contacts tab's flow: its navigation
// controller, with the Contacts list at the root, a detail flow for each selected contact,
// and a contact's Pay passed up to the app coordinator, which links the features. As the
// navigation controller's delegate it learns when the user goes back, and ends the flow
// whose screen left the stack. Builds no detail screen itself.
// scale:else
// scale:if action
// Role: Coordinator (child of the app coordinator). The __Title__ tab's flow: its
// navigation controller, with the __Title__ list at the root, a detail flow for each
// selected item, and an item __Action__ changed handed to the list. As the navigation
// controller's delegate it learns when the user goes back, and ends the flows whose screens
// left the stack. Builds no detail screen itself.
// scale:else
// Role: Coordinator (child of the app coordinator). The __Title__ tab's flow: its
// navigation controller, with the __Title__ list at the root, and a detail flow for each
// selected item. As the navigation controller's delegate it learns when the user goes back,
// and ends the flow whose screen left the stack. Builds no detail screen itself.
// scale:end
// scale:end
import HeadlessUI

final class __Feature__Coordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// The tab: a navigation controller with the list at its root.
  let navigationController: NavigationController
// scale:if contacts
  /// Called with the contact the user wants to pay.
  var onPay: ((Contact) -> Void)?
// scale:end

  private let list: __Feature__ViewModel
  private let service: any __Feature__Service
  /// The list's screen, owned by the stack it is on.
  private weak var listViewController: ViewController?

  init(service: any __Feature__Service, balance: BalanceStore) {
    self.service = service
    list = __Feature__ViewModel(service: service, balance: balance)
    // The list is the stack's root from the start, so it loads when the tab is first shown,
    // as in UIKit; pushing it would load it at once.
    let listViewController = __Feature__ViewController(viewModel: list)
    navigationController = NavigationController(rootViewController: listViewController)
    self.listViewController = listViewController
  }

  /// The stack the flow's screens go on: the tab's own, or More's while the tab is open in
  /// More, where UIKit moves the tab's screens.
  private var currentNavigationController: NavigationController {
    listViewController?.navigationController ?? navigationController
  }

  func start() {
    navigationController.delegate = self
    list.on__ItemType__Selected = { [weak self] item in self?.showDetail(of: item) }
  }

  /// Starts a detail flow, unless one is running already (a second selection while the
  /// first detail is being pushed would otherwise start a second flow).
  private func showDetail(of item: __ItemType__) {
    guard !childCoordinators.contains(where: { $0 is __ItemType__DetailCoordinator }) else {
      return
    }
    let flow = __ItemType__DetailCoordinator(
      navigationController: currentNavigationController, item: item, service: service)
// scale:if contacts
    flow.onPay = { [weak self] contact in self?.onPay?(contact) }
// scale:end
// scale:if action
    flow.onItemChanged = { [weak list] item in list?.itemChanged(item) }
// scale:end
    startChild(flow)
  }
}

extension __Feature__Coordinator: NavigationControllerDelegate {
  /// A screen has shown. UIKit says nothing about pops, so the coordinator asks the
  /// transition where it came from: a screen no longer on the stack was popped (the Back
  /// button, a swipe back the user completed, or a tap on the tab), and its flow has ended.
  /// A swipe back the user lets go of never shows the screen below, so its flow goes on.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
      !navigationController.viewControllers.contains(where: { $0 === from })
    else { return }
// scale:if action
    // The screen that left is the detail's, or the __Action__ screen above it; a tap on the
    // tab takes both at once.
    guard let detail = childCoordinators.first as? __ItemType__DetailCoordinator else { return }
    if navigationController.viewControllers.contains(where: { $0 === detail.viewController }) {
      detail.actionScreenPopped()
    } else {
      removeChild(detail)
    }
// scale:else
    let ended = childCoordinators.first {
      ($0 as? __ItemType__DetailCoordinator)?.viewController === from
    }
    if let ended { removeChild(ended) }
// scale:end
  }
}
