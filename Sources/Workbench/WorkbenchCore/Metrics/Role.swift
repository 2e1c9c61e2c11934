/// The part a type plays in its architecture, given by `Role.assign(...)`'s documented rule.
public enum Role: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case app = "App"
  case viewController = "ViewController"
  case view = "View"
  case viewModel = "ViewModel"
  case viewData = "ViewData"
  case coordinator = "Coordinator"
  case presenter = "Presenter"
  case interactor = "Interactor"
  case router = "Router"
  case builder = "Builder"
  case useCase = "UseCase"
  case repository = "Repository"
  case dataSource = "DataSource"
  case dto = "DTO/Mapper"
  case dependencyContainer = "DependencyContainer"
  case service = "Service"
  case entity = "Model/Entity"

  public static func < (lhs: Role, rhs: Role) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Name endings, checked in this order: the first that ends a type's name gives its role.
  static let suffixes: [(suffix: String, role: Role)] = [
    ("ViewController", .viewController), ("ViewModel", .viewModel),
    ("Coordinator", .coordinator), ("Presenter", .presenter), ("Presentation", .presenter),
    ("InteractorOutput", .interactor), ("Interactor", .interactor), ("Router", .router),
    ("Wireframe", .router), ("Builder", .builder), ("UseCase", .useCase),
    ("Repository", .repository), ("DataSource", .dataSource), ("Cache", .dataSource),
    ("DTO", .dto), ("Mapper", .dto), ("Container", .dependencyContainer),
    ("Factory", .dependencyContainer), ("Service", .service), ("Client", .service),
    ("App", .app), ("View", .view), ("Row", .viewData),
  ]

  /// Folder names whose types take a role when their names do not give one.
  static let folders: [String: Role] = [
    "Entities": .entity, "Entity": .entity, "Model": .entity, "Models": .entity,
    "ViewModels": .viewModel, "Views": .viewController, "DTOs": .dto,
    "Coordinators": .coordinator, "Repositories": .repository, "UseCases": .useCase,
    "Services": .service,
  ]

  /// Per architecture, roles that the pattern names differently: in VIPER a `…UseCase`
  /// protocol is the interactor's interface.
  static let overrides: [String: [Role: Role]] = ["VIPER": [.useCase: .interactor]]

  /// The role of the type `name` declared in the file at `path` (relative, `/`-separated):
  /// 1. its name's ending (`…Delegate` takes the role of the name before it);
  /// 2. else the ending of the type the file is named after;
  /// 3. else the nearest folder with a role;
  /// then the architecture's overrides. Nil when no rule applies: listed as unassigned.
  public static func assign(typeNamed name: String, inFile path: String, architecture: String?)
    -> Role?
  {
    let components = path.split(separator: "/").map(String.init)
    let fileType = components.last.map { $0.split(separator: ".").first.map(String.init) ?? $0 }
    let role =
      byName(name) ?? fileType.flatMap(byName)
      ?? components.dropLast().reversed().lazy.compactMap { folders[$0] }.first
    guard let role else { return nil }
    return architecture.flatMap { overrides[$0]?[role] } ?? role
  }

  private static func byName(_ name: String) -> Role? {
    if name.hasSuffix("Delegate"), name.count > "Delegate".count {
      return byName(String(name.dropLast("Delegate".count)))
    }
    return suffixes.first { name.hasSuffix($0.suffix) }?.role
  }
}
