import Foundation
import WorkbenchSupport

/// The line and type counts of every architecture, as a table or as JSON.
public struct MetricsReport: Sendable {
  public var architectures: [ArchitectureMetrics]
  /// False for `analyze --lines-only`: then nothing but lines is shown, never a zero for
  /// what was not counted.
  public var countsDeclarations = true
  /// False for `analyze`, which counts a tree, not a target and its tests.
  public var countsTests = true

  public init(
    architectures: [ArchitectureMetrics], countsDeclarations: Bool = true, countsTests: Bool = true
  ) {
    self.architectures = architectures
    self.countsDeclarations = countsDeclarations
    self.countsTests = countsTests
  }

  // MARK: - Table

  public func renderTable() -> String {
    var summary = TextTable(header: ["Metric"] + architectures.map(\.name))
    func row(_ title: String, _ value: (ArchitectureMetrics) -> Int) {
      summary.rows.append([title] + architectures.map { String(value($0)) })
    }
    row("Files") { $0.files.count }
    row("Code lines") { $0.lines.code }
    if countsDeclarations {
      // Roles come with declarations: without them no file is known to be runtime.
      row(Self.featureCodeLines) { $0.featureLines.code }
      row(Self.runtimeCodeLines) { $0.runtimeLines.code }
    }
    row("Comment lines") { $0.lines.comment }
    row("Blank lines") { $0.lines.blank }
    if countsDeclarations {
      // Summed once per architecture, not once per row.
      let declarations = architectures.map(\.declarations)
      func row(_ title: String, _ value: (Declarations) -> Int) {
        summary.rows.append([title] + declarations.map { String(value($0)) })
      }
      for kind in Declarations.TypeDeclaration.Kind.allCases {
        row("Types: \(kind.rawValue)") { $0.count(of: kind) }
      }
      row("Extensions") { $0.extensions }
      row("Typealiases") { $0.typealiases }
      row("Functions") { $0.functions }
      row("Protocol requirements") { $0.requirements }
    }
    if countsTests {
      row("Test files") { $0.testFiles.count }
      row("Test code lines") { $0.testLines.code }
      summary.rows.append(
        [Testability.kindsTitle] + architectures.map(\.testability.kindCounts))
      row(Testability.doubleLinesTitle) { $0.testability.doubleLines }
    }

    var sections = [summary.render()]
    for architecture in architectures where countsDeclarations {
      var roles = TextTable(header: ["\(architecture.name) role", "Files", "Code", "Types"])
      let measured = architecture.roles
      for role in measured.keys.sorted(by: Self.roleOrder) {
        let metrics = measured[role]!
        roles.rows.append([
          Role.name(role), String(metrics.files), String(metrics.lines.code),
          String(metrics.types),
        ])
      }
      sections.append(roles.render())
      if let unassigned = Self.describeUnassignedTypes(of: architecture) {
        sections.append(unassigned)
      }
      if !architecture.rules.isEmpty {
        sections.append(Self.describeViolations(of: architecture))
      }
    }
    return sections.joined(separator: "\n\n")
  }

  /// `Types without a role in MVC:`, then `  path: Name` a line; nil when every type has a
  /// role. Written as bytes into one buffer: a large tree has tens of thousands of lines.
  static func describeUnassignedTypes(of architecture: ArchitectureMetrics) -> String? {
    var text: [UInt8] = []
    let files = architecture.files
    for index in files.indices {
      let types = files[index].types
      for type in types.indices where types[type].role == nil {
        text += "\n  ".utf8
        text += files[index].path.utf8
        text += ": ".utf8
        text += types[type].name.utf8
      }
    }
    guard !text.isEmpty else { return nil }
    return "Types without a role in \(architecture.name):" + String(decoding: text, as: UTF8.self)
  }

  /// The titles of the figures that set a runtime apart (docs/METRICS.md, "Runtime apart
  /// from feature code"), in every summary.
  package static let featureCodeLines = "Feature code lines (runtime excluded)"
  package static let runtimeCodeLines = "Runtime code lines"

  /// `Pattern rules in MVC: 2 checked, 0 violations`, then one line a violation.
  package static func describeViolations(of architecture: ArchitectureMetrics) -> String {
    let count = architecture.violations.count
    return
      ([
        "Pattern rules in \(architecture.name): \(architecture.rules.count) checked, "
          + "\(count) violation\(count == 1 ? "" : "s")"
      ]
      + architecture.violations.map { "  \($0)" }).joined(separator: "\n")
  }

  package static func roleOrder(_ lhs: Role?, _ rhs: Role?) -> Bool {
    switch (lhs, rhs) {
    case (let lhs?, let rhs?): lhs < rhs
    case (.some, nil): true
    default: false
    }
  }

  // MARK: - JSON

  public func renderJSON() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let json = try! encoder.encode(JSONReport(self))
    return String(decoding: json, as: UTF8.self)
  }
}

/// The shape of `metrics --format json`, documented in docs/METRICS.md.
package struct JSONReport: Encodable {
  package struct Architecture: Encodable {
    var target: String
    package var files: Int
    var lines: LineCounts
    // Nil (left out) when not counted.
    var featureLines: LineCounts?
    var runtimeLines: LineCounts?
    var types: [String: Int]?
    var extensions: Int?
    var typealiases: Int?
    var associatedTypes: Int?
    var functions: Int?
    var requirements: Int?
    var tests: Tests?
    var roles: [String: ArchitectureMetrics.RoleMetrics]?
    var unassignedTypes: [String]?
    var fileMetrics: [File]
    /// Nil (left out) for `analyze`, which knows no pattern.
    var patternRules: [String]?
    var patternViolations: [String]?
    /// Nil (left out) when extents were not measured (`analyze`).
    var sizeSignals: SizeSignals.JSON?
  }

  struct Tests: Encodable {
    package var files: Int
    var lines: LineCounts
  }

  struct File: Encodable {
    package var path: String
    /// Left out when no folder names a layer.
    var layer: String?
    /// `Role.unassignedName` when no rule gave one; nil (left out) when not counted.
    var role: String?
    var lines: LineCounts
    var types: [TypeEntry]?
    var functions: Int?
    var requirements: Int?
  }

  /// A type and its role, `Role.unassignedName` when no rule gave one: every type has the
  /// key, so a reader can group by it.
  struct TypeEntry: Encodable {
    package var name: String
    var kind: Declarations.TypeDeclaration.Kind
    var role: String

    init(_ type: FileMetrics.TypeMetrics) {
      name = type.name
      kind = type.kind
      role = Role.name(type.role)
    }
  }

  package var architectures: [String: Architecture]

  package init(_ report: MetricsReport) {
    let counts = report.countsDeclarations
    func ifCounted<T>(_ value: T) -> T? { counts ? value : nil }
    architectures = Dictionary(
      uniqueKeysWithValues: report.architectures.map { metrics in
        let declarations = metrics.declarations
        let architecture = Architecture(
          target: metrics.target, files: metrics.files.count, lines: metrics.lines,
          featureLines: ifCounted(metrics.featureLines),
          runtimeLines: ifCounted(metrics.runtimeLines),
          types: ifCounted(
            Dictionary(
              uniqueKeysWithValues: Declarations.TypeDeclaration.Kind.allCases.map {
                ($0.rawValue, declarations.count(of: $0))
              })),
          extensions: ifCounted(declarations.extensions),
          typealiases: ifCounted(declarations.typealiases),
          associatedTypes: ifCounted(declarations.associatedTypes),
          functions: ifCounted(declarations.functions),
          requirements: ifCounted(declarations.requirements),
          tests: report.countsTests
            ? Tests(files: metrics.testFiles.count, lines: metrics.testLines) : nil,
          roles: ifCounted(
            Dictionary(
              uniqueKeysWithValues: metrics.roles.map {
                (Role.name($0.key), $0.value)
              })),
          unassignedTypes: ifCounted(metrics.unassignedTypes),
          fileMetrics: metrics.files.map { file in
            File(
              path: file.path, layer: file.layer, role: ifCounted(Role.name(file.role)),
              lines: file.lines, types: ifCounted(file.types.map(TypeEntry.init)),
              functions: ifCounted(file.declarations.functions),
              requirements: ifCounted(file.declarations.requirements))
          },
          patternRules: metrics.rules.isEmpty ? nil : metrics.rules,
          patternViolations: metrics.rules.isEmpty ? nil : metrics.violations.map(\.description),
          sizeSignals: SizeSignals.JSON(metrics))
        return (metrics.name, architecture)
      })
  }
}
