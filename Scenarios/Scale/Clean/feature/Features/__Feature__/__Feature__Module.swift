// Role: Module (Application of the __Title__ feature). What the app sees of the feature: it
// takes what the app shares with every feature (the one data source, the balance's owner)
// scale:if contacts
// and Payments' form, builds the feature's scene DI container with them and starts the
// feature's flow for its tab. Everything else in the feature is internal to its targets.
// scale:else
// and builds the feature's scene DI container with it, and starts the feature's flow for its
// tab. Everything else in the feature is internal to its targets.
// scale:end
// scale:if contacts
import Banking
// scale:end
import Clean__Feature__Presentation
import HeadlessUI
import SharedData
import SharedDomain

@MainActor
public final class __Feature__Module {
  /// What the feature gets from the app's DI container.
  public struct Dependencies {
    let remoteDataSource: RemoteDataSource
    let balanceRepository: any BalanceRepository
// scale:if contacts
    /// Payments' New payment form for a recipient, which calls its second argument once the
    /// payment is created or the user cancels: how Pay reaches Payments without naming it.
    let makeNewPaymentViewController:
      @MainActor (_ recipient: User, _ didFinish: @escaping @MainActor () -> Void) ->
        ViewController

    public init(
      remoteDataSource: RemoteDataSource, balanceRepository: any BalanceRepository,
      makeNewPaymentViewController:
        @escaping @MainActor (_ recipient: User, _ didFinish: @escaping @MainActor () -> Void)
        -> ViewController
    ) {
      self.remoteDataSource = remoteDataSource
      self.balanceRepository = balanceRepository
      self.makeNewPaymentViewController = makeNewPaymentViewController
    }
// scale:else

    public init(remoteDataSource: RemoteDataSource, balanceRepository: any BalanceRepository) {
      self.remoteDataSource = remoteDataSource
      self.balanceRepository = balanceRepository
    }
// scale:end
  }

  private let sceneDIContainer: __Feature__SceneDIContainer
  /// The feature's flow, kept while the app runs once it has started.
  private var flowCoordinator: __Feature__FlowCoordinator?

  public init(dependencies: Dependencies) {
    sceneDIContainer = __Feature__SceneDIContainer(dependencies: dependencies)
  }

  /// Starts the feature's flow; the navigation controller it returns, rooted in the list, is
  /// the feature's tab.
  public func startFlow() -> NavigationController {
    let flowCoordinator = sceneDIContainer.make__Feature__FlowCoordinator()
    self.flowCoordinator = flowCoordinator
    return flowCoordinator.start()
  }
}
