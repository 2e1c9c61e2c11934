// scale:if action
// Role: Coordinator (child of the __Item__ detail flow). The __Action__ flow: pushes the
// __Action__ screen for one item and, once the bank has done it, hands the item on and pops
// back to the detail. Ends when its screen leaves the stack, which the tab's flow hears from
// the navigation controller and passes to this flow's parent.
import AppRuntime
import HeadlessUI

final class __ActionType__Coordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  /// Called with the item as the bank left it, before the screen pops.
  var onCompleted: ((__ItemType__) -> Void)?

  private let navigationController: NavigationController
  private let item: __ItemType__
  private let service: any __Feature__Service

  init(
    navigationController: NavigationController, item: __ItemType__,
    service: any __Feature__Service
  ) {
    self.navigationController = navigationController
    self.item = item
    self.service = service
  }

  func start() {
    let viewModel = __ActionType__ViewModel(item: item, service: service)
    viewModel.onCompleted = { [weak self] item in self?.completed(item) }
    let viewController = __ActionType__ViewController(viewModel: viewModel)
    LifetimeTracker.track(self, endsWith: viewController)
    navigationController.pushViewController(viewController, animated: true)
  }

  private func completed(_ item: __ItemType__) {
    onCompleted?(item)
    navigationController.popViewController(animated: true)
  }
}
// scale:end
