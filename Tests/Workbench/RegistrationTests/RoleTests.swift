import Testing
import WorkbenchTestSupport

@testable import Coverage
@testable import Reports
@testable import SourceMetrics
@testable import WorkbenchCommands

/// Roles come from names, files and folders only: `metrics` and `analyze` assign them alike.
struct RoleTests {
  @Test(arguments: [
    (
      "UsersViewController", "Sources/Architectures/MVC/Controllers/UsersViewController.swift",
      Role?.some(.viewController)
    ),
    (
      "NewPaymentViewControllerDelegate",
      "Sources/Architectures/MVC/Controllers/NewPaymentViewController.swift", .viewController
    ),
    ("ErrorMessages", "Sources/Architectures/MVC/Controllers/ErrorMessages.swift", .viewController),
    // A model folder is the model layer: its API client is Model, not Service.
    ("APIClient", "Sources/Architectures/MVC/Model/APIClient.swift", .model),
    ("BankingService", "Sources/Architectures/MVVM/Model/BankingService.swift", .model),
    ("APIClient", "Sources/Architectures/VIPER/Services/APIClient.swift", .service),
    ("UsersViewModel", "Sources/Architectures/MVVM/ViewModels/UsersViewModel.swift", .viewModel),
    ("Field", "Sources/Architectures/MVVM/ViewModels/NewPaymentViewModel.swift", .viewModel),
    // A VIPER contract's protocols are a role of their own, whatever their names say.
    (
      "UserListInteractorInput",
      "Sources/Architectures/VIPER/Modules/UserList/UserListContract.swift",
      .contract
    ),
    (
      "UserListWireframe", "Sources/Architectures/VIPER/Modules/UserList/UserListContract.swift",
      .contract
    ),
    (
      "UserListInteractor", "Sources/Architectures/VIPER/Modules/UserList/UserListInteractor.swift",
      .interactor
    ),
    ("PaymentDraft", "Sources/Architectures/VIPER/Entities/PaymentDraft.swift", .entity),
    (
      "FetchUsersUseCase", "Sources/Architectures/Clean/Domain/UseCases/FetchUsersUseCase.swift",
      .useCase
    ),
    (
      "PaymentValidation",
      "Sources/Architectures/Clean/Domain/UseCases/ValidatePaymentUseCase.swift", .useCase
    ),
    ("PaymentDraft", "Sources/Architectures/Clean/Domain/Entities/PaymentDraft.swift", .entity),
    (
      "AppDIContainer", "Sources/Architectures/Clean/App/AppDIContainer.swift", .dependencyContainer
    ),
    ("InMemoryCache", "Sources/Architectures/Clean/Data/Cache/InMemoryCache.swift", .dataSource),
    // A TCA-style feature is its reducer: the nested State and Action take its file's role.
    (
      "UsersFeature", "Sources/Architectures/Unidirectional/Features/UsersFeature.swift", .reducer
    ),
    ("State", "Sources/Architectures/Unidirectional/Features/UsersFeature.swift", .reducer),
    ("Action", "Sources/Architectures/Unidirectional/Features/NewPaymentFeature.swift", .reducer),
    ("SearchReducer", "Sources/Other/SearchReducer.swift", .reducer),
    // A file of extensions only takes its folder's role: the features' error texts.
    ("", "Sources/Architectures/Unidirectional/Features/ErrorMessages.swift", .reducer),
    // The runtime folder is runtime, whatever the names say: the `Reducer` protocol is not
    // feature code, nor is a view controller extension that observes the store.
    ("Reducer", "Sources/Architectures/Unidirectional/Runtime/Reducer.swift", .runtime),
    ("Store", "Sources/Architectures/Unidirectional/Runtime/Store.swift", .runtime),
    ("TestStore", "Sources/Architectures/Unidirectional/Runtime/TestStore.swift", .runtime),
    ("", "Sources/Architectures/Unidirectional/Runtime/ViewController+Observe.swift", .runtime),
    ("APIClient", "Sources/Architectures/Unidirectional/Dependencies/APIClient.swift", .service),
    (
      "UsersViewController",
      "Sources/Architectures/Unidirectional/Views/UsersViewController.swift", .viewController
    ),
    // A `Views` folder holds views: a SwiftUI app's helpers there, and the extensions beside
    // UIKit view controllers, which keep their role by name.
    ("", "Sources/Architectures/SwiftUIState/Views/ErrorMessages.swift", .view),
    ("", "Sources/Architectures/MVVM/Views/ViewController+Binding.swift", .view),
    ("Mystery", "Sources/Other/Mystery.swift", nil),
  ])
  func assignsByContractThenModelOrRuntimeFolderThenNameThenFileThenFolder(
    name: String, path: String, role: Role?
  ) {
    #expect(Role.assign(typeNamed: name, inFile: path) == role)
  }

  /// Role tables list roles in this order: the runtime, counted apart from feature code, last.
  @Test func theRuntimeComesLastAndTheReducerWithThePresentationRoles() {
    #expect(Role.allCases.last == .runtime)
    #expect(Role.viewData < .reducer && .reducer < .coordinator)
  }

  @Test(arguments: [
    ("Sources/Architectures/Clean/Domain/UseCases/FetchUsersUseCase.swift", "Domain"),
    ("Sources/Architectures/Clean/Data/DTOs/UserDTO.swift", "Data"),
    ("Sources/Architectures/Clean/Presentation/Views/UsersViewController.swift", "Presentation"),
    ("Sources/Architectures/Clean/App/AppDIContainer.swift", "App"),
    ("Sources/Architectures/MVC/Model/APIClient.swift", nil),
    ("Domain.swift", nil),
  ])
  func theLayerIsTheFirstFolderNamedLikeOne(path: String, layer: String?) {
    #expect(Layer.of(path) == layer)
  }

  /// The counts of the architecture named `name`, from the package's sources.
  @MainActor private func metrics(of name: String) -> ArchitectureMetrics {
    MetricsReport.measure(packageRoot: packageRoot, architectures: [Architectures.named(name)!])
      .0.architectures[0]
  }

  /// Arrows of a role diagram as `A -> B`.
  private func arrows(_ edges: [(from: Role, to: Role)]) -> [String] {
    edges.map { "\($0.from.rawValue) -> \($0.to.rawValue)" }
  }

  /// No diagram may draw what the pattern forbids: in VIPER the view names the contract's
  /// protocols, never the interactor or the router.
  @MainActor @Test func viperViewsReferenceTheContractNotTheInteractorOrRouter() {
    let edges = arrows(ComparisonReport.roleReferences(metrics(of: "VIPER")))
    #expect(edges.contains("ViewController -> Contract"))
    for forbidden in ["Interactor", "Router", "Builder"] {
      #expect(!edges.contains("ViewController -> \(forbidden)"))
    }
  }

  /// Clean's coordinator asks its dependencies through a protocol it declares itself, which
  /// the scene's container conforms to: the dependency inversion shows as a dashed arrow.
  @MainActor @Test func cleansCoordinatorReachesItsContainerThroughAProtocol() {
    let through = arrows(ComparisonReport.protocolReferences(metrics(of: "Clean")))
    #expect(through.contains("Coordinator -> DependencyContainer"))
  }

  /// VIPER's diagram reads View → Presenter → Interactor at a glance: each refers to the next
  /// through a protocol of the contract, a dashed arrow, and each stands a row below the one
  /// that refers to it.
  @MainActor @Test func viperReadsViewPresenterInteractorDownTheDiagram() {
    let metrics = metrics(of: "VIPER")
    let through = arrows(ComparisonReport.protocolReferences(metrics))
    for arrow in [
      "ViewController -> Presenter", "Presenter -> Interactor", "Presenter -> Router",
      "Interactor -> Presenter", "Presenter -> ViewController",
    ] {
      #expect(through.contains(arrow))
    }
    #expect(!through.contains { $0.hasPrefix("Contract ->") })
    // The view reaches the interactor only through the presenter, not through a protocol.
    #expect(!through.contains("ViewController -> Interactor"))
    let rows = RoleDiagramSVG.rows(
      roles: ComparisonReport.diagramRoles(metrics),
      edges: ComparisonReport.diagramEdges(metrics).map { ($0.from, $0.to) })
    #expect(rows[.viewController]! + 1 == rows[.presenter]!)
    #expect(rows[.presenter]! + 1 == rows[.interactor]!)
  }
}
