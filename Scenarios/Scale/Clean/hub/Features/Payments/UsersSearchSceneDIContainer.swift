// Role: Scene DI container (Application of the Payments feature). Builds the users flow: its
// use cases, view models and view controllers, by constructor injection, and the flow
// coordinator that asks it for screens. Nothing reaches for it: it is passed to the
// coordinator as its dependencies.
import AppRuntime
import Banking
import CleanPaymentsDomain
import CleanPaymentsPresentation
import HeadlessUI

@MainActor
final class UsersSearchSceneDIContainer: UsersSearchFlowCoordinatorDependencies {
  /// What the scene gets from the feature's module.
  struct Dependencies {
    let userRepository: any UserRepository
    let paymentRepository: any PaymentRepository
    let accountRepository: any AccountRepository
    let clock: any AppClock
  }

  private let dependencies: Dependencies

  init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  // MARK: - Use cases

  func makeFetchUsersUseCase() -> any FetchUsersUseCase {
    DefaultFetchUsersUseCase(repository: dependencies.userRepository)
  }

  func makeSearchUsersUseCase() -> any SearchUsersUseCase {
    DefaultSearchUsersUseCase()
  }

  func makeFetchPaymentsUseCase() -> any FetchPaymentsUseCase {
    DefaultFetchPaymentsUseCase(repository: dependencies.paymentRepository)
  }

  func makeFetchAccountsUseCase() -> any FetchAccountsUseCase {
    DefaultFetchAccountsUseCase(repository: dependencies.accountRepository)
  }

  func makeValidatePaymentUseCase() -> any ValidatePaymentUseCase {
    DefaultValidatePaymentUseCase()
  }

  func makeSendPaymentUseCase() -> any SendPaymentUseCase {
    DefaultSendPaymentUseCase(
      repository: dependencies.paymentRepository, validatePayment: makeValidatePaymentUseCase())
  }

  // MARK: - Screens

  func makeUsersViewController(actions: UsersViewModelActions) -> UsersViewController {
    UsersViewController(
      viewModel: UsersViewModel(
        fetchUsers: makeFetchUsersUseCase(), searchUsers: makeSearchUsersUseCase(),
        clock: dependencies.clock, actions: actions))
  }

  func makeUserDetailViewController(user: User, actions: UserDetailViewModelActions)
    -> UserDetailViewController
  {
    UserDetailViewController(
      viewModel: UserDetailViewModel(
        user: user, fetchPayments: makeFetchPaymentsUseCase(), actions: actions))
  }

  func makeNewPaymentViewController(recipient: User, actions: NewPaymentViewModelActions)
    -> NewPaymentViewController
  {
    NewPaymentViewController(
      viewModel: NewPaymentViewModel(
        recipient: recipient, fetchAccounts: makeFetchAccountsUseCase(),
        validatePayment: makeValidatePaymentUseCase(), sendPayment: makeSendPaymentUseCase(),
        actions: actions))
  }

  // MARK: - Flow

  func makeUsersSearchFlowCoordinator(navigationController: NavigationController)
    -> UsersSearchFlowCoordinator
  {
    UsersSearchFlowCoordinator(navigationController: navigationController, dependencies: self)
  }
}
