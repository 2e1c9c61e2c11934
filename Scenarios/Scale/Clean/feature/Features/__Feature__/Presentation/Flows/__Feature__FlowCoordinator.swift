// scale:if contacts
// Role: Flow coordinator (Presentation). The Contacts flow's navigation: it gives each view
// model its actions as closures, and when one is called it pushes the screen its
// dependencies (the feature's scene DI container) build, or presents Payments' form, which
// the app fills in through those dependencies: Contacts never names Payments.
// scale:else
// Role: Flow coordinator (Presentation). The __Title__ flow's navigation: it gives each view
// model its actions as closures, and when one is called it pushes or pops the screen its
// dependencies (the feature's scene DI container) build. View controllers and view models
// never name the next screen; the coordinator never builds a view model itself.
// scale:end
// scale:if contacts
import Banking
// scale:end
import Clean__Feature__Domain
import HeadlessUI

/// The screens the __Title__ flow shows, each built with its view model; the feature's scene
/// DI container provides them.
@MainActor
public protocol __Feature__FlowCoordinatorDependencies: AnyObject {
  func make__Feature__ListViewController(actions: __Feature__ListViewModelActions)
    -> __Feature__ListViewController
// scale:if action
  func make__ItemType__DetailViewController(
    item: __ItemType__, actions: __ItemType__DetailViewModelActions
  ) -> __ItemType__DetailViewController
  func make__ActionType____ItemType__ViewController(
    item: __ItemType__, actions: __ActionType____ItemType__ViewModelActions
  ) -> __ActionType____ItemType__ViewController
// scale:end
// scale:if contacts
  func makeContactDetailViewController(item: Contact, actions: ContactDetailViewModelActions)
    -> ContactDetailViewController
  /// Payments' New payment form for `recipient`; it calls `didFinish` once the payment is
  /// created or the user cancels.
  func makeNewPaymentViewController(recipient: User, didFinish: @escaping @MainActor () -> Void)
    -> ViewController
// scale:end
// scale:if !action
// scale:if !contacts
  func make__ItemType__DetailViewController(item: __ItemType__)
    -> __ItemType__DetailViewController
// scale:end
// scale:end
}

@MainActor
public final class __Feature__FlowCoordinator {
  /// The flow's first screen, owned by the app's tab bar; the screens' view models hold
  /// actions that call back here, capturing the coordinator weakly.
  private weak var list: ViewController?
  /// The stack the flow pushes onto: the one its first screen is on, the tab's own or, for a
  /// tab the bar has no room for, More's, where UIKit moves the tab's screens.
  private var navigationController: NavigationController? { list?.navigationController }
  private let dependencies: any __Feature__FlowCoordinatorDependencies

  public init(dependencies: any __Feature__FlowCoordinatorDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the flow's stack on the __Title__ list, for the app to show as the feature's
  /// tab: the list loads when the tab is first shown.
  public func start() -> NavigationController {
// scale:if action
    let actions = __Feature__ListViewModelActions(show__ItemType__Detail: { [weak self] in
      self?.show__ItemType__Detail($0, didChange: $1)
    })
// scale:else
    let actions = __Feature__ListViewModelActions(show__ItemType__Detail: { [weak self] in
      self?.show__ItemType__Detail($0)
    })
// scale:end
    let list = dependencies.make__Feature__ListViewController(actions: actions)
    self.list = list
    return NavigationController(rootViewController: list)
  }
// scale:if action

  private func show__ItemType__Detail(
    _ item: __ItemType__, didChange: @escaping @MainActor (__ItemType__) -> Void
  ) {
    let actions = __ItemType__DetailViewModelActions(show__ActionType____ItemType__: {
      [weak self] item, didPerform in
      // The detail and the list both show the item as the action left it.
      self?.show__ActionType____ItemType__(item) { changed in
        didPerform(changed)
        didChange(changed)
      }
    })
    navigationController?.pushViewController(
      dependencies.make__ItemType__DetailViewController(item: item, actions: actions),
      animated: true)
  }

  private func show__ActionType____ItemType__(
    _ item: __ItemType__, didFinish: @escaping @MainActor (__ItemType__) -> Void
  ) {
    let actions = __ActionType____ItemType__ViewModelActions(didFinish: { [weak self] changed in
      didFinish(changed)
      self?.close__ActionType____ItemType__()
    })
    navigationController?.pushViewController(
      dependencies.make__ActionType____ItemType__ViewController(item: item, actions: actions),
      animated: true)
  }

  /// Back to the detail once the action is done, unless the user went back already.
  private func close__ActionType____ItemType__() {
    guard navigationController?.topViewController is __ActionType____ItemType__ViewController
    else { return }
    navigationController?.popViewController(animated: true)
  }
// scale:end
// scale:if contacts

  private func showContactDetail(_ item: Contact) {
    let actions = ContactDetailViewModelActions(showNewPayment: { [weak self] recipient in
      self?.showNewPayment(recipient: recipient)
    })
    navigationController?.pushViewController(
      dependencies.makeContactDetailViewController(item: item, actions: actions), animated: true)
  }

  /// Payments' form over the whole tab bar; Cancel or a payment sent closes it, back on the
  /// contact.
  private func showNewPayment(recipient: User) {
    navigationController?.present(
      dependencies.makeNewPaymentViewController(recipient: recipient) { [weak self] in
        self?.navigationController?.dismiss()
      })
  }
// scale:end
// scale:if !action
// scale:if !contacts

  private func show__ItemType__Detail(_ item: __ItemType__) {
    navigationController?.pushViewController(
      dependencies.make__ItemType__DetailViewController(item: item), animated: true)
  }
// scale:end
// scale:end
}
