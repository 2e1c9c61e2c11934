// Role: Composition root (DI container). The one place that knows every layer: builds the
// data source, repositories and use cases once, and makes each screen with its view model.
import AppRuntime
import Banking
import HeadlessUI

final class AppDIContainer: ScreenFactory {
  private let clock: any AppClock
  private let userRepository: any UserRepository
  private let paymentRepository: any PaymentRepository
  private let accountRepository: any AccountRepository

  init(environment: AppEnvironment) {
    let remote = RemoteDataSource(session: environment.session, baseURL: environment.baseURL)
    clock = environment.clock
    userRepository = DefaultUserRepository(remote: remote)
    paymentRepository = DefaultPaymentRepository(remote: remote)
    accountRepository = DefaultAccountRepository(remote: remote)
  }

  func makeUsersViewController() -> ViewController {
    let viewModel = UsersViewModel(
      fetchUsers: DefaultFetchUsersUseCase(repository: userRepository),
      searchUsers: DefaultSearchUsersUseCase(), clock: clock)
    return UsersViewController(viewModel: viewModel, factory: self)
  }

  func makeUserDetailViewController(user: User) -> ViewController {
    let viewModel = UserDetailViewModel(
      user: user, fetchPayments: DefaultFetchPaymentsUseCase(repository: paymentRepository))
    return UserDetailViewController(viewModel: viewModel, factory: self)
  }

  func makeNewPaymentViewController(
    recipient: User, onPaymentCreated: @escaping (Payment) -> Void
  ) -> ViewController {
    let viewModel = NewPaymentViewModel(
      recipient: recipient,
      fetchAccounts: DefaultFetchAccountsUseCase(repository: accountRepository),
      validatePayment: DefaultValidatePaymentUseCase(),
      sendPayment: DefaultSendPaymentUseCase(repository: paymentRepository))
    viewModel.onPaymentCreated = onPaymentCreated
    return NewPaymentViewController(viewModel: viewModel)
  }
}
