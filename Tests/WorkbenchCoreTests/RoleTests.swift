import Testing

@testable import WorkbenchCore

struct RoleTests {
  @Test(arguments: [
    (
      "UsersViewController", "Sources/MVC/Controllers/UsersViewController.swift", "MVC",
      Role?.some(.viewController)
    ),
    (
      "NewPaymentViewControllerDelegate", "Sources/MVC/Controllers/NewPaymentViewController.swift",
      "MVC", .viewController
    ),
    ("UsersViewModel", "Sources/MVVM/ViewModels/UsersViewModel.swift", "MVVM", .viewModel),
    ("Field", "Sources/MVVM/ViewModels/NewPaymentViewModel.swift", "MVVM", .viewModel),
    (
      "UserListUseCase", "Sources/VIPER/Modules/UserList/UserListContract.swift", "VIPER",
      .interactor
    ),
    (
      "FetchUsersUseCase", "Sources/Clean/Domain/UseCases/FetchUsersUseCase.swift", "Clean",
      .useCase
    ),
    (
      "UserListWireframe", "Sources/VIPER/Modules/UserList/UserListContract.swift", "VIPER", .router
    ),
    (
      "PaymentValidation", "Sources/Clean/Domain/UseCases/ValidatePaymentUseCase.swift", "Clean",
      .useCase
    ),
    ("PaymentDraft", "Sources/Clean/Domain/Entities/PaymentDraft.swift", "Clean", .entity),
    (
      "AppDIContainer", "Sources/Clean/Application/AppDIContainer.swift", "Clean",
      .dependencyContainer
    ),
    ("InMemoryCache", "Sources/Clean/Data/Cache/InMemoryCache.swift", "Clean", .dataSource),
    ("Mystery", "Sources/Other/Mystery.swift", "Clean", nil),
  ])
  func assignsByNameThenFileThenFolder(
    name: String, path: String, architecture: String, role: Role?
  ) {
    #expect(Role.assign(typeNamed: name, inFile: path, architecture: architecture) == role)
  }
}
