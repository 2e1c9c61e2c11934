import Foundation
import SourceMetrics

/// A rule of a pattern that the workbench checks in the code, line by line: which modules a
/// role may import, which roles' types it may name, which calls only some roles make. Each
/// comes from docs/CANON.md (the canon the architectures are reviewed against),
/// named in `source`.
public struct PatternRule: Sendable {
  /// The files a rule applies to.
  public enum Scope: Sendable {
    /// Files of this role (`FileMetrics.role`).
    case role(Role)
    /// Files in this layer (`FileMetrics.layer`).
    case layer(String)
    /// Files of any other role, or of none.
    case notRole(Role)
  }

  /// What a file in scope must not do.
  public enum Check: Sendable {
    /// Import one of these modules.
    case importsAny(of: [String])
    /// Import a module not in this list.
    case importsOther(than: [String])
    /// Name a type of the architecture that plays one of these roles. A contract's protocol
    /// plays the role its name says (`UserListWireframe`: Router). With `concreteOnly`,
    /// protocols may be named.
    case names(roles: [Role], concreteOnly: Bool = false)
    /// Name a type of the architecture declared in one of these layers.
    case namesLayer([String])
    /// Call a method of one of these names (`push(`), not counting its declaration; a name
    /// with its receiver (`Task.sleep`) counts only with that receiver.
    case calls([String])
  }

  /// Short, unique within the architecture: shown with every violation.
  public var id: String
  /// What the pattern asks, as a sentence.
  public var summary: String
  /// Where docs/CANON.md states it, with its source.
  public var source: String
  public var scope: Scope
  public var check: Check
}

/// A line that breaks a pattern rule.
public struct PatternViolation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var rule: String
  public var summary: String

  /// `path:line: rule-id: what the rule asks`.
  public var description: String { "\(path):\(line): \(rule): \(summary)" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.line, lhs.rule) < (rhs.path, rhs.line, rhs.rule)
  }
}

/// Each architecture's rules, beside its roles (`Role`), and the checker.
public enum PatternRules {
  private static let uiKit = "HeadlessUI"

  /// The rules of each architecture, by its name. Small on purpose: each is a dependency
  /// docs/CANON.md forbids and the code can show.
  public static let byArchitecture: [String: [PatternRule]] = [
    "MVC": [
      PatternRule(
        id: "model-imports-no-ui", summary: "the Model imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 2(c)1 (A-MVC, Model object)", scope: .role(.model),
        check: .importsAny(of: [uiKit])),
      PatternRule(
        id: "model-names-no-controller", summary: "the Model names no view controller or view",
        source: "docs/CANON.md 2(b) (A-MVC)", scope: .role(.model),
        check: .names(roles: [.viewController, .view])),
    ],
    "MVVM": mvvmRules,
    "MVVM+C": mvvmRules + [
      PatternRule(
        id: "viewmodel-names-no-concrete-coordinator",
        summary: "a view model reaches its coordinator through a protocol or closures, never "
          + "a concrete coordinator",
        source: "docs/CANON.md 4(b), 4(c)2 (S0, S2, S3)", scope: .role(.viewModel),
        check: .names(roles: [.coordinator], concreteOnly: true)),
      PatternRule(
        id: "only-coordinators-navigate",
        summary: "only coordinators push or present screens (push(, present( elsewhere)",
        source: "docs/CANON.md 4(c)1 (Khanlou; S3)", scope: .notRole(.coordinator),
        check: .calls(["push", "present"])),
    ],
    "VIPER": [
      PatternRule(
        id: "view-names-no-interactor-or-router",
        summary: "a view names no interactor or router, nor their protocols (…UseCase, "
          + "…InteractorOutput, …Wireframe)",
        source: "docs/CANON.md 5(b), 5(e) (objc-VIPER)", scope: .role(.viewController),
        check: .names(roles: [.interactor, .router, .useCase])),
      PatternRule(
        id: "presenter-imports-no-ui", summary: "a presenter imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 5(c)2 (objc-VIPER)", scope: .role(.presenter),
        check: .importsAny(of: [uiKit])),
      PatternRule(
        id: "presenter-names-no-view-controller",
        summary: "a presenter names no view controller type, only its view's protocol",
        source: "docs/CANON.md 5(c)2, 5(e) (objc-VIPER)", scope: .role(.presenter),
        check: .names(roles: [.viewController], concreteOnly: true)),
      PatternRule(
        id: "interactor-imports-no-ui", summary: "an interactor imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 5(b), 5(c)4 (objc-VIPER)", scope: .role(.interactor),
        check: .importsAny(of: [uiKit])),
      PatternRule(
        id: "interactor-names-no-view-presenter-or-router",
        summary: "an interactor names no view, presenter or router; it reports through its "
          + "output protocol",
        source: "docs/CANON.md 5(b) (objc-VIPER)", scope: .role(.interactor),
        check: .names(roles: [.viewController, .view, .presenter, .router])),
    ],
    "Clean": [
      PatternRule(
        id: "domain-imports-only-foundation",
        summary: "the Domain layer imports nothing but Foundation and the shared domain "
          + "(Banking)",
        source: "docs/CANON.md 6(b), 6(c)2 (S1, S2)", scope: .layer("Domain"),
        check: .importsOther(than: ["Foundation", "Banking"])),
      PatternRule(
        id: "domain-names-no-outer-layer",
        summary: "the Domain layer names no type of Data, Presentation or App",
        source: "docs/CANON.md 6(c)1 (S0, S2, S4)", scope: .layer("Domain"),
        check: .namesLayer(["Data", "Presentation", "App", "Application"])),
      PatternRule(
        id: "presentation-names-no-data", summary: "the Presentation layer names no Data type",
        source: "docs/CANON.md 6(b)", scope: .layer("Presentation"),
        check: .namesLayer(["Data"])),
      PatternRule(
        id: "data-names-no-presentation",
        summary: "the Data layer names no Presentation or App type",
        source: "docs/CANON.md 6(b), 6(c)1", scope: .layer("Data"),
        check: .namesLayer(["Presentation", "App", "Application"])),
      PatternRule(
        id: "viewmodel-imports-no-ui", summary: "a view model imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 6(a), 3(c)1", scope: .role(.viewModel),
        check: .importsAny(of: [uiKit])),
      PatternRule(
        id: "viewmodel-names-no-repository",
        summary: "a view model calls use cases, never a repository",
        source: "docs/CANON.md 6(b), 6(c)4 (S2)", scope: .role(.viewModel),
        check: .names(roles: [.repository])),
    ],
    "TCA-style": [
      PatternRule(
        id: "reducer-imports-no-ui", summary: "a reducer imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 7(b) (TCA-README)", scope: .role(.reducer),
        check: .importsAny(of: [uiKit])),
      PatternRule(
        id: "reducer-imports-no-networking",
        summary: "a reducer imports no networking (FoundationNetworking): requests go through "
          + "the API client dependency",
        source: "docs/CANON.md 7(c)4 (TCA-Deps)", scope: .role(.reducer),
        check: .importsAny(of: ["FoundationNetworking"])),
      PatternRule(
        id: "reducer-does-no-io",
        summary: "a reducer and its effects reach no network or clock themselves (fetch(, "
          + "Date(, Task.sleep(): only through dependencies",
        source: "docs/CANON.md 7(b), 7(c)4 (TCA-Deps; TCA-Testing)", scope: .role(.reducer),
        check: .calls(["fetch", "Date", "Task.sleep"])),
      PatternRule(
        id: "reducer-names-no-view-controller",
        summary: "a reducer names no view controller or view: views observe the store",
        source: "docs/CANON.md 7(b), 7(c)10 (TCA-README)", scope: .role(.reducer),
        check: .names(roles: [.viewController, .view])),
      PatternRule(
        id: "view-names-no-dependency",
        summary: "a view controller names no API client (Service): it reads the store's state "
          + "and sends it actions",
        source: "docs/CANON.md 7(a), 7(b) (TCA-README; TCA-Deps)", scope: .role(.viewController),
        check: .names(roles: [.service])),
    ],
  ]

  /// MVVM's rules, which MVVM+C keeps.
  private static let mvvmRules = [
    PatternRule(
      id: "viewmodel-imports-no-ui", summary: "a view model imports no UI kit (HeadlessUI)",
      source: "docs/CANON.md 3(c)1 (S0, S2, S4)", scope: .role(.viewModel),
      check: .importsAny(of: [uiKit])),
    PatternRule(
      id: "viewmodel-names-no-view-controller",
      summary: "a view model names no view controller: the view observes it",
      source: "docs/CANON.md 3(b), 3(c)2 (S2, S3)", scope: .role(.viewModel),
      check: .names(roles: [.viewController])),
    PatternRule(
      id: "view-names-no-model",
      summary: "a view controller names no model type (API client, service); it talks to its "
        + "view model",
      source: "docs/CANON.md 3(b)", scope: .role(.viewController), check: .names(roles: [.model])),
  ]

  /// The rules of the architecture named `architecture`; none for an unknown one.
  public static func rules(for architecture: String) -> [PatternRule] {
    byArchitecture[architecture] ?? []
  }

  /// Checks every `.swift` file under `folder` against `rules`; paths in the result are
  /// prefixed with `prefix`, as `SourceAnalyzer.analyze` gives them.
  public static func check(folder: String, prefix: String = "", rules: [PatternRule])
    -> [PatternViolation]
  {
    check(
      SourceAnalyzer.analyze(folder, prefix: prefix).files, folder: folder, prefix: prefix,
      rules: rules)
  }

  /// Checks measured files, reading each again from `folder` (its path without `prefix`).
  public static func check(
    _ files: [FileMetrics], folder: String, prefix: String, rules: [PatternRule]
  ) -> [PatternViolation] {
    guard !rules.isEmpty else { return [] }
    var declared: [String: (role: Role?, kind: Declarations.TypeDeclaration.Kind, layer: String?)] =
      [:]
    for file in files {
      for type in file.types where declared[type.name] == nil {
        declared[type.name] = (type.role, type.kind, file.layer)
      }
    }
    var violations: Set<PatternViolation> = []
    for file in files {
      let applying = rules.filter { applies($0.scope, to: file) }
      guard !applying.isEmpty,
        let data = FileManager.default.contents(
          atPath: folder + "/" + file.path.dropFirst(prefix.count))
      else { continue }
      var bytes = [UInt8](data)
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
      let tokens = SwiftTokenizer.tokensWithLines(bytes)
      let own = Set(file.types.map(\.name))
      for (index, token) in tokens.enumerated() {
        let previous = index > 0 ? tokens[index - 1].token : ""
        let next = index + 1 < tokens.count ? tokens[index + 1].token : ""
        let receiver = previous == "." && index > 1 ? tokens[index - 2].token : nil
        for rule in applying
        where breaks(
          rule.check, token: token.token, previous: previous, next: next, receiver: receiver,
          module: token.token == "import" ? module(after: index, in: tokens) : nil,
          type: own.contains(token.token) ? nil : declared[token.token])
        {
          violations.insert(
            PatternViolation(
              path: file.path, line: token.line, rule: rule.id, summary: rule.summary))
        }
      }
    }
    return violations.sorted()
  }

  private static func applies(_ scope: PatternRule.Scope, to file: FileMetrics) -> Bool {
    switch scope {
    case .role(let role): file.role == role
    case .layer(let layer): file.layer == layer
    case .notRole(let role): file.role != role
    }
  }

  /// The module an `import` at `index` names: `import M`, `import struct M.T`,
  /// `@testable import M`; nil when `import` is not a declaration here.
  private static func module(after index: Int, in tokens: [(token: String, line: Int)])
    -> String?
  {
    guard index == 0 || tokens[index - 1].token != "." else { return nil }
    let kinds: Set<String> = [
      "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]
    var position = index + 1
    if position < tokens.count, kinds.contains(tokens[position].token) { position += 1 }
    return position < tokens.count ? tokens[position].token : nil
  }

  private static func breaks(
    _ check: PatternRule.Check, token: String, previous: String, next: String,
    receiver: String?, module: String?,
    type: (role: Role?, kind: Declarations.TypeDeclaration.Kind, layer: String?)?
  ) -> Bool {
    switch check {
    case .importsAny(let modules):
      return module.map(modules.contains) ?? false
    case .importsOther(let modules):
      return module.map { !modules.contains($0) } ?? false
    case .names(let roles, let concreteOnly):
      guard let type, previous != ".", !(concreteOnly && type.kind == .protocol) else {
        return false
      }
      let plays = type.role == .contract ? Role.byName(token) : type.role
      return plays.map(roles.contains) ?? false
    case .namesLayer(let layers):
      guard let type, previous != "." else { return false }
      return type.layer.map(layers.contains) ?? false
    case .calls(let names):
      guard next == "(", previous != "func" else { return false }
      return names.contains(token) || receiver.map { names.contains("\($0).\(token)") } == true
    }
  }
}
