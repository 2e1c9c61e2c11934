import Foundation

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
    /// Call a method of one of these names (`pushViewController(`), not counting its declaration; a name
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

  public init(id: String, summary: String, source: String, scope: Scope, check: Check) {
    self.id = id
    self.summary = summary
    self.source = source
    self.scope = scope
    self.check = check
  }
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

/// The checker of pattern rules; each architecture's rules are in its registration
/// (`RegisteredArchitecture.rules`).
public enum PatternRules {
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
