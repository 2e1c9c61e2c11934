// Role: App DI container (Application, the composition root). Builds what lives as long as
// the app: the data source over the environment's session and the repositories; makes each
// scene's DI container with them. The only target that imports every layer.
import AppRuntime
import CleanData
import CleanDomain

@MainActor
final class AppDIContainer {
  private let environment: AppEnvironment
  private let userRepository: any UserRepository
  private let paymentRepository: any PaymentRepository
  private let accountRepository: any AccountRepository

  init(environment: AppEnvironment) {
    let remote = RemoteDataSource(session: environment.session, baseURL: environment.baseURL)
    self.environment = environment
    userRepository = DefaultUserRepository(remote: remote)
    paymentRepository = DefaultPaymentRepository(remote: remote)
    accountRepository = DefaultAccountRepository(remote: remote)
  }

  func makeUsersSearchSceneDIContainer() -> UsersSearchSceneDIContainer {
    UsersSearchSceneDIContainer(
      dependencies: .init(
        userRepository: userRepository, paymentRepository: paymentRepository,
        accountRepository: accountRepository, clock: environment.clock))
  }
}
