import Testing

@testable import WorkbenchCore

struct RoleTests {
  @Test(arguments: [
    (
      "UsersViewController", "Sources/Architectures/MVC/Controllers/UsersViewController.swift",
      "MVC",
      Role?.some(.viewController)
    ),
    (
      "NewPaymentViewControllerDelegate",
      "Sources/Architectures/MVC/Controllers/NewPaymentViewController.swift",
      "MVC", .viewController
    ),
    (
      "UsersViewModel", "Sources/Architectures/MVVM/ViewModels/UsersViewModel.swift", "MVVM",
      .viewModel
    ),
    (
      "Field", "Sources/Architectures/MVVM/ViewModels/NewPaymentViewModel.swift", "MVVM", .viewModel
    ),
    (
      "UserListUseCase", "Sources/Architectures/VIPER/Modules/UserList/UserListContract.swift",
      "VIPER",
      .interactor
    ),
    (
      "FetchUsersUseCase", "Sources/Architectures/Clean/Domain/UseCases/FetchUsersUseCase.swift",
      "Clean",
      .useCase
    ),
    (
      "UserListWireframe", "Sources/Architectures/VIPER/Modules/UserList/UserListContract.swift",
      "VIPER", .router
    ),
    (
      "PaymentValidation",
      "Sources/Architectures/Clean/Domain/UseCases/ValidatePaymentUseCase.swift", "Clean",
      .useCase
    ),
    (
      "PaymentDraft", "Sources/Architectures/Clean/Domain/Entities/PaymentDraft.swift", "Clean",
      .entity
    ),
    (
      "AppDIContainer", "Sources/Architectures/Clean/App/AppDIContainer.swift", "Clean",
      .dependencyContainer
    ),
    (
      "InMemoryCache", "Sources/Architectures/Clean/Data/Cache/InMemoryCache.swift", "Clean",
      .dataSource
    ),
    ("Mystery", "Sources/Other/Mystery.swift", "Clean", nil),
  ])
  func assignsByNameThenFileThenFolder(
    name: String, path: String, architecture: String, role: Role?
  ) {
    #expect(Role.assign(typeNamed: name, inFile: path, architecture: architecture) == role)
  }
}
