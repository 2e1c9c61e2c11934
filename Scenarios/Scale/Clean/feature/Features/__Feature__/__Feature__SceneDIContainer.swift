// Role: Scene DI container (Application of the __Title__ feature). Builds the feature's
// repository, use cases, view models and view controllers by constructor injection, and the
// flow coordinator that asks it for screens. Nothing reaches for it: it is passed to the
// coordinator as its dependencies.
// scale:if contacts
import Banking
// scale:end
import Clean__Feature__Data
import Clean__Feature__Domain
import Clean__Feature__Presentation
// scale:if contacts
import HeadlessUI
// scale:end
import SharedDomain
import SharedPresentation

@MainActor
final class __Feature__SceneDIContainer: __Feature__FlowCoordinatorDependencies {
  private let dependencies: __Feature__Module.Dependencies

  init(dependencies: __Feature__Module.Dependencies) {
    self.dependencies = dependencies
  }

  // MARK: - Repositories

  func make__ItemType__Repository() -> any __ItemType__Repository {
    Default__ItemType__Repository(remote: dependencies.remoteDataSource)
  }

  // MARK: - Use cases

  func makeFetchBalanceUseCase() -> any FetchBalanceUseCase {
    DefaultFetchBalanceUseCase(repository: dependencies.balanceRepository)
  }

  func makeFetch__Feature__UseCase() -> any Fetch__Feature__UseCase {
    DefaultFetch__Feature__UseCase(repository: make__ItemType__Repository())
  }

  func makeFetch__ItemType__UseCase() -> any Fetch__ItemType__UseCase {
    DefaultFetch__ItemType__UseCase(repository: make__ItemType__Repository())
  }
// scale:if action

  func make__ActionType____ItemType__UseCase() -> any __ActionType____ItemType__UseCase {
    Default__ActionType____ItemType__UseCase(repository: make__ItemType__Repository())
  }
// scale:end

  // MARK: - Screens

  func make__Feature__ListViewController(actions: __Feature__ListViewModelActions)
    -> __Feature__ListViewController
  {
    __Feature__ListViewController(
      viewModel: __Feature__ListViewModel(
        balance: BalanceViewModel(fetchBalance: makeFetchBalanceUseCase()),
        fetch__Feature__: makeFetch__Feature__UseCase(), actions: actions))
  }
// scale:if action

  func make__ItemType__DetailViewController(
    item: __ItemType__, actions: __ItemType__DetailViewModelActions
  ) -> __ItemType__DetailViewController {
    __ItemType__DetailViewController(
      viewModel: __ItemType__DetailViewModel(
        item: item, fetch__ItemType__: makeFetch__ItemType__UseCase(), actions: actions))
  }

  func make__ActionType____ItemType__ViewController(
    item: __ItemType__, actions: __ActionType____ItemType__ViewModelActions
  ) -> __ActionType____ItemType__ViewController {
    __ActionType____ItemType__ViewController(
      viewModel: __ActionType____ItemType__ViewModel(
        item: item, perform__ActionType__: make__ActionType____ItemType__UseCase(),
        actions: actions))
  }
// scale:end
// scale:if contacts

  func makeContactDetailViewController(item: Contact, actions: ContactDetailViewModelActions)
    -> ContactDetailViewController
  {
    ContactDetailViewController(
      viewModel: ContactDetailViewModel(
        item: item, fetchContact: makeFetchContactUseCase(), actions: actions))
  }

  /// Payments' form, as the app gave it to the feature's module.
  func makeNewPaymentViewController(recipient: User, didFinish: @escaping @MainActor () -> Void)
    -> ViewController
  {
    dependencies.makeNewPaymentViewController(recipient, didFinish)
  }
// scale:end
// scale:if !action
// scale:if !contacts

  func make__ItemType__DetailViewController(item: __ItemType__)
    -> __ItemType__DetailViewController
  {
    __ItemType__DetailViewController(
      viewModel: __ItemType__DetailViewModel(
        item: item, fetch__ItemType__: makeFetch__ItemType__UseCase()))
  }
// scale:end
// scale:end

  // MARK: - Flow

  func make__Feature__FlowCoordinator() -> __Feature__FlowCoordinator {
    __Feature__FlowCoordinator(dependencies: self)
  }
}
