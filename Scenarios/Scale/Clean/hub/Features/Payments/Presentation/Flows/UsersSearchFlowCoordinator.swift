// Role: Flow coordinator (Presentation). The users flow's navigation: it gives each view
// model its actions as closures, and when one is called it pushes or presents the screen
// its dependencies (the scene's DI container) build. View controllers and view models never
// name the next screen; the coordinator never builds a view model itself.
import Banking
import HeadlessUI

/// The screens the users flow shows, each built with its view model; the scene's DI
/// container provides them.
@MainActor
public protocol UsersSearchFlowCoordinatorDependencies: AnyObject {
  func makeUsersViewController(actions: UsersViewModelActions) -> UsersViewController
  func makeUserDetailViewController(user: User, actions: UserDetailViewModelActions)
    -> UserDetailViewController
  func makeNewPaymentViewController(recipient: User, actions: NewPaymentViewModelActions)
    -> NewPaymentViewController
}

@MainActor
public final class UsersSearchFlowCoordinator {
  /// The stack the flow runs in. The screens' view models hold actions that call back here,
  /// capturing the coordinator weakly, so owning the stack makes no cycle.
  private let navigationController: NavigationController
  private let dependencies: any UsersSearchFlowCoordinatorDependencies

  public init(
    navigationController: NavigationController,
    dependencies: any UsersSearchFlowCoordinatorDependencies
  ) {
    self.navigationController = navigationController
    self.dependencies = dependencies
  }

  /// Shows the Users screen as the root of the stack.
  public func start() {
    let actions = UsersViewModelActions(showUserDetail: { [weak self] user in
      self?.showUserDetail(user)
    })
    navigationController.pushViewController(
      dependencies.makeUsersViewController(actions: actions), animated: true)
  }

  private func showUserDetail(_ user: User) {
    let actions = UserDetailViewModelActions(showNewPayment: { [weak self] recipient, created in
      self?.showNewPayment(recipient: recipient, didCreatePayment: created)
    })
    navigationController.pushViewController(
      dependencies.makeUserDetailViewController(user: user, actions: actions), animated: true)
  }

  private func showNewPayment(
    recipient: User, didCreatePayment: @escaping @MainActor (Payment) -> Void
  ) {
    let actions = NewPaymentViewModelActions(
      didCreatePayment: { [weak self] payment in
        didCreatePayment(payment)
        self?.navigationController.dismiss()
      },
      didCancel: { [weak self] in self?.navigationController.dismiss() })
    navigationController.present(
      dependencies.makeNewPaymentViewController(recipient: recipient, actions: actions))
  }
}
