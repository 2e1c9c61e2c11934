/// The part a type plays in its architecture, given by `Role.assign(...)`'s documented rule.
public enum Role: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case app = "App"
  case viewController = "ViewController"
  case view = "View"
  case viewModel = "ViewModel"
  case viewData = "ViewData"
  /// A TCA-style feature: its reducer with the nested State and Action it works on.
  case reducer = "Reducer"
  case coordinator = "Coordinator"
  case presenter = "Presenter"
  case interactor = "Interactor"
  case router = "Router"
  case builder = "Builder"
  case contract = "Contract"
  case useCase = "UseCase"
  case repository = "Repository"
  case dataSource = "DataSource"
  case dto = "DTO/Mapper"
  case dependencyContainer = "DependencyContainer"
  case service = "Service"
  case model = "Model"
  case entity = "Entity"
  /// A hand-written unidirectional runtime (store, effects, composition, test store): counted
  /// apart from feature code (docs/CANON.md 1, "Same platform"; 7(a)).
  case runtime = "Runtime"

  /// How every report names the role of a type or file that no rule reached.
  public static let unassignedName = "(unassigned)"

  /// The role's name in reports, `unassignedName` for none.
  public static func name(_ role: Role?) -> String { role?.rawValue ?? unassignedName }

  public static func < (lhs: Role, rhs: Role) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Name endings, checked in this order: the first that ends a type's name gives its role.
  package static let suffixes: [(suffix: String, role: Role)] = [
    ("ViewController", .viewController), ("ViewModel", .viewModel), ("Feature", .reducer),
    ("Reducer", .reducer),
    ("Coordinator", .coordinator), ("Presenter", .presenter), ("Presentation", .presenter),
    ("InteractorInput", .interactor), ("InteractorOutput", .interactor),
    ("Interactor", .interactor), ("Router", .router),
    ("Wireframe", .router), ("Builder", .builder), ("UseCase", .useCase),
    ("Repository", .repository), ("DataSource", .dataSource), ("Cache", .dataSource),
    ("DTO", .dto), ("Mapper", .dto), ("Container", .dependencyContainer),
    ("Factory", .dependencyContainer), ("Service", .service), ("Client", .service),
    ("App", .app), ("View", .view), ("Row", .viewData),
  ]

  /// Folder names whose types take a role when their names do not give one.
  package static let folders: KeyValuePairs<String, Role> = [
    "Entities": .entity, "Entity": .entity, "ViewModels": .viewModel, "Views": .view,
    "Controllers": .viewController, "DTOs": .dto, "Coordinators": .coordinator,
    "Repositories": .repository, "UseCases": .useCase, "Services": .service,
    "Features": .reducer,
  ]

  /// Folders that hold a model layer: every type in them is Model, whatever its name (MVC's
  /// and MVVM's model is entities plus the objects that fetch and keep them, such as an API
  /// client: docs/CANON.md sections 2 and 3).
  package static let modelFolders: Set<String> = ["Model", "Models"]

  /// Folders that hold a unidirectional runtime: every type in them is Runtime, whatever its
  /// name (`Reducer`, `Store` and `Effect` live there; docs/CANON.md 7(a)).
  package static let runtimeFolders: Set<String> = ["Runtime"]

  /// The role of the type `name` declared in the file at `path` (relative, `/`-separated),
  /// by the first rule that applies:
  /// 1. a file named `…Contract.swift` holds a module's protocols: Contract (VIPER);
  /// 2. a type in a `Model` or `Models` folder is Model;
  /// 3. a type in a `Runtime` folder is Runtime;
  /// 4. its name's ending (`…Delegate` takes the role of the name before it);
  /// 5. the ending of the type the file is named after;
  /// 6. the nearest folder with a role.
  /// Nil when no rule applies: listed as unassigned. The rules read names, files and folders
  /// only, so `analyze` assigns roles in any tree exactly as `metrics` does.
  public static func assign(typeNamed name: String, inFile path: String) -> Role? {
    Place(path).role(ofTypeNamed: name)
  }
}

/// The layers of a layered architecture (Clean's Domain, Data, Presentation and App), known
/// by folder name, so `analyze` finds them too.
public enum Layer {
  public static let names: Set<String> = ["Domain", "Data", "Presentation", "App", "Application"]

  /// The first folder of `path` (relative, `/`-separated) named like a layer; nil for none.
  public static func of(_ path: String) -> String? {
    path.split(separator: "/").dropLast().map(String.init).first(where: names.contains)
  }
}
