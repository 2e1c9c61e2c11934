// scale:if contacts
// Role: Coordinator (child of the Contacts flow). The contact detail flow: pushes one
// contact's detail and passes its Pay up to its parent, on its way to Payments' form. Ends
// when the user goes back, which its parent hears from the navigation controller.
// scale:else
// scale:if action
// Role: Coordinator (child of the __Title__ flow). The __Item__ detail flow: pushes
// one item's detail, starts the __Action__ flow from it, and hands the item that flow
// changed to the detail's view model and up to its parent, for the list. Ends when the user
// goes back, which its parent hears from the navigation controller.
// scale:else
// Role: Coordinator (child of the __Title__ flow). The __Item__ detail flow: pushes
// one item's detail. Ends when the user goes back, which its parent hears from the
// navigation controller.
// scale:end
// scale:end
import AppRuntime
// scale:if contacts
import Banking
// scale:end
import HeadlessUI

final class __ItemType__DetailCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
// scale:if contacts
  /// Called with the contact the user wants to pay.
  var onPay: ((Contact) -> Void)?
// scale:end
// scale:if action
  /// Called with the item as __Action__ left it.
  var onItemChanged: ((__ItemType__) -> Void)?
// scale:end
  /// The detail this flow pushed, held weakly: the navigation controller owns it.
  private(set) weak var viewController: ViewController?

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
    let viewModel = __ItemType__DetailViewModel(item: item, service: service)
// scale:if contacts
    viewModel.onPay = { [weak self] contact in self?.onPay?(contact) }
// scale:end
// scale:if action
    viewModel.on__ActionType__ = { [weak self, weak viewModel] item in
      guard let self, let viewModel else { return }
      self.start__ActionType__(on: item, for: viewModel)
    }
// scale:end
    let viewController = __ItemType__DetailViewController(viewModel: viewModel)
    self.viewController = viewController
    LifetimeTracker.track(self, endsWith: viewController)
    navigationController.pushViewController(viewController, animated: true)
  }
// scale:if action

  /// The tab's flow heard a pop that left this detail on the stack: the __Action__ screen
  /// has gone (Back, a swipe back, or its own pop once done), and its flow has ended.
  func actionScreenPopped() {
    let ended = childCoordinators.first { $0 is __ActionType__Coordinator }
    if let ended { removeChild(ended) }
  }

  /// Starts the __Action__ flow, unless one is running already: one at a time.
  private func start__ActionType__(on item: __ItemType__, for detail: __ItemType__DetailViewModel) {
    guard !childCoordinators.contains(where: { $0 is __ActionType__Coordinator }) else { return }
    let flow = __ActionType__Coordinator(
      navigationController: navigationController, item: item, service: service)
    flow.onCompleted = { [weak self, weak detail] item in
      detail?.itemChanged(item)
      self?.onItemChanged?(item)
    }
    startChild(flow)
  }
// scale:end
}
