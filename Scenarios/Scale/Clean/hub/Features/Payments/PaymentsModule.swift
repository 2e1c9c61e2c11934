// Role: Module (Application of the Payments feature). What the app sees of Payments: it
// builds the feature's repositories over the app's one data source and its scene DI
// container, starts the users flow in the Payments tab, and hands another feature the New
// payment form. Everything else in the feature is internal to its targets.
import AppRuntime
import Banking
import CleanPaymentsData
import CleanPaymentsPresentation
import HeadlessUI
import SharedData

@MainActor
public final class PaymentsModule {
  /// What Payments gets from the app's DI container.
  public struct Dependencies {
    let remoteDataSource: RemoteDataSource
    let clock: any AppClock

    public init(remoteDataSource: RemoteDataSource, clock: any AppClock) {
      self.remoteDataSource = remoteDataSource
      self.clock = clock
    }
  }

  private let sceneDIContainer: UsersSearchSceneDIContainer
  /// The users flow, kept while the app runs once it has started.
  private var flowCoordinator: UsersSearchFlowCoordinator?

  public init(dependencies: Dependencies) {
    let remote = dependencies.remoteDataSource
    sceneDIContainer = UsersSearchSceneDIContainer(
      dependencies: .init(
        userRepository: DefaultUserRepository(remote: remote),
        paymentRepository: DefaultPaymentRepository(remote: remote),
        accountRepository: DefaultAccountRepository(remote: remote), clock: dependencies.clock))
  }

  /// Shows the Users screen in `navigationController`, the Payments tab, and keeps the flow.
  public func startUsersSearchFlow(in navigationController: NavigationController) {
    let flowCoordinator = sceneDIContainer.makeUsersSearchFlowCoordinator(
      navigationController: navigationController)
    self.flowCoordinator = flowCoordinator
    flowCoordinator.start()
  }

  /// The New payment form for `recipient`, for another feature to present: the same screen
  /// and requests as the users flow's. It calls `didFinish` once the payment is created or
  /// the user cancels; closing the form is the presenter's.
  public func makeNewPaymentViewController(
    recipient: User, didFinish: @escaping @MainActor () -> Void
  ) -> ViewController {
    sceneDIContainer.makeNewPaymentViewController(
      recipient: recipient,
      actions: .init(didCreatePayment: { _ in didFinish() }, didCancel: didFinish))
  }
}
