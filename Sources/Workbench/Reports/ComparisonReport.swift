import Coverage
import Mutation
import Registration
import Scale
import Scenarios
import SourceMetrics

/// Everything `workbench compare` reports: the scenario matrix, the counts and the coverage
/// of every architecture. The renderers turn it into the files of `Reports/`.
public struct ComparisonReport: Sendable {
  /// One architecture's figures, with its coverage joined in.
  public struct Architecture: Sendable {
    /// What the workbench knows of it besides its code: its reading order, rules and stars.
    public var registration: RegisteredArchitecture
    public var metrics: ArchitectureMetrics
    /// Per source file, from the architecture's own unit tests.
    public var unitTestCoverage: [String: FileCoverage]
    /// Per source file, from the scenario suite.
    public var scenarioCoverage: [String: FileCoverage]
    /// Per source file, from its pure unit tests alone; empty when it has none.
    public var pureTestCoverage: [String: FileCoverage] = [:]
    public var scenariosPassed: Int
    /// What each scenario alone ran of its sources; nil when not measured.
    public var footprints: ScenarioFootprints? = nil

    public init(
      registration: RegisteredArchitecture, metrics: ArchitectureMetrics,
      unitTestCoverage: [String: FileCoverage], scenarioCoverage: [String: FileCoverage],
      pureTestCoverage: [String: FileCoverage] = [:], scenariosPassed: Int,
      footprints: ScenarioFootprints? = nil
    ) {
      self.registration = registration
      self.metrics = metrics
      self.unitTestCoverage = unitTestCoverage
      self.scenarioCoverage = scenarioCoverage
      self.pureTestCoverage = pureTestCoverage
      self.scenariosPassed = scenariosPassed
      self.footprints = footprints
    }

    public var name: String { metrics.name }

    /// The rules of its pattern that were checked, with what each asks and its source.
    public var checkedRules: [PatternRule] {
      registration.rules.filter { metrics.rules.contains($0.id) }
    }

    public func coverage(_ files: [FileMetrics], scenarios: Bool = false) -> FileCoverage {
      (scenarios ? scenarioCoverage : unitTestCoverage).total(of: files)
    }

    public var unitTests: FileCoverage { coverage(metrics.files) }
    public var scenarios: FileCoverage { coverage(metrics.files, scenarios: true) }

    /// The lines of its logic (every role but view controllers, views and composition) that
    /// its pure unit tests run (docs/METRICS.md, "Testability").
    public var pureTestLogicCoverage: CoverageCount {
      Testability.logicCoverage(of: metrics.files, pure: pureTestCoverage, all: unitTestCoverage)
    }

    /// The role table of README.md and report.html, under `roleHeader`.
    public var roleRows: [[String]] {
      let types = metrics.roles
      return metrics.filesByRole.map { role, files in
        [
          role?.rawValue ?? "(unassigned)", String(files.count),
          String(files.map(\.lines.code).reduce(0, +)), String(types[role]?.types ?? 0),
          coverage(files).lines.formatted,
        ]
      }
    }

    public static let roleHeader = [
      "Role", "Files", "Code lines", "Types", "Unit-test line coverage",
    ]
  }

  public var architectures: [Architecture]
  public var matrix: ScenarioMatrix
  /// `lcov` of each architecture's own unit tests over its own sources, paths relative.
  public var lcov: String
  /// The folders no figure counts, with their sizes (`whatIsCounted`).
  public var uncounted: [UncountedFolder] = []
  /// The runtime benchmark's figures (`Scripts/benchmark-runtime.sh`), nil if never run.
  public var runtime: RuntimeBenchmark?
  /// The app grown to N features (`workbench scale`), nil if never run.
  public var scale: ScaleBenchmark?
  /// What the change requests cost in each architecture; nil when not measured.
  public var changes: ChangeCosts?
  /// The committed results of `workbench mutate`, nil if never run.
  public var mutation: MutationResults?
  /// The architectures whose code or tests changed since `mutation` was measured.
  public var staleMutation: Set<String> = []

  public init(
    architectures: [Architecture], matrix: ScenarioMatrix, lcov: String,
    uncounted: [UncountedFolder] = [], runtime: RuntimeBenchmark? = nil,
    changes: ChangeCosts? = nil
  ) {
    self.architectures = architectures
    self.matrix = matrix
    self.lcov = lcov
    self.uncounted = uncounted
    self.runtime = runtime
    self.changes = changes
  }

  /// The summary figures, one row a figure and one column an architecture: the table of
  /// README.md and report.html.
  public var summary: [(title: String, values: [String])] {
    func row(_ title: String, _ value: (Architecture) -> String) -> (String, [String]) {
      (title, architectures.map(value))
    }
    var rows = [
      row("Files") { String($0.metrics.files.count) },
      row("Code lines") { String($0.metrics.lines.code) },
      row(MetricsReport.featureCodeLines) { String($0.metrics.featureLines.code) },
      row(MetricsReport.runtimeCodeLines) { String($0.metrics.runtimeLines.code) },
      row("Comment lines") { String($0.metrics.lines.comment) },
      row("Blank lines") { String($0.metrics.lines.blank) },
    ]
    for kind in Declarations.TypeDeclaration.Kind.allCases {
      rows.append(
        row("Types: \(kind.rawValue)") { String($0.metrics.declarations.count(of: kind)) })
    }
    rows += [
      row("Extensions") { String($0.metrics.declarations.extensions) },
      row("Functions") { String($0.metrics.declarations.functions) },
      row("Protocol requirements") { String($0.metrics.declarations.requirements) },
      row("Test files") { String($0.metrics.testFiles.count) },
      row("Test code lines") { String($0.metrics.testLines.code) },
      row(Testability.kindsTitle) { $0.metrics.testability.kindCounts },
      row(Testability.sharesTitle) { $0.metrics.testability.kindShares },
      row(Testability.doubleLinesTitle) { String($0.metrics.testability.doubleLines) },
      row("Unit-test line coverage") { $0.unitTests.lines.formatted },
      row("Unit-test function coverage") { $0.unitTests.functions.formatted },
      row("Unit-test region coverage") { $0.unitTests.regions.formatted },
      row(Testability.pureCoverageTitle) { $0.pureTestLogicCoverage.formatted },
      row("Scenario line coverage") { $0.scenarios.lines.formatted },
      row("Scenarios passed") { "\($0.scenariosPassed)/\(matrix.scenarios.count)" },
      row("Leaks") { String(matrix.leakCount($0.name)) },
      row("Pattern rules") { String($0.metrics.violations.count) },
    ]
    return rows
  }

  /// The figures the charts compare, as numbers.
  public var charts: [(title: String, unit: String, values: [Double])] {
    func percent(_ count: CoverageCount) -> Double {
      Double(count.tenthsOfPercent) / 10
    }
    return [
      ("Code lines", "", architectures.map { Double($0.metrics.lines.code) }),
      (
        MetricsReport.featureCodeLines, "",
        architectures.map { Double($0.metrics.featureLines.code) }
      ),
      ("Types", "", architectures.map { Double($0.metrics.declarations.types.count) }),
      ("Functions", "", architectures.map { Double($0.metrics.declarations.functions) }),
      ("Test code lines", "", architectures.map { Double($0.metrics.testLines.code) }),
      ("Unit-test line coverage", "%", architectures.map { percent($0.unitTests.lines) }),
      ("Scenario line coverage", "%", architectures.map { percent($0.scenarios.lines) }),
    ]
  }

  /// The references between roles, drawn from the types each file names: `from` uses a type
  /// that plays `to`. Sorted, without self references.
  public static func roleReferences(_ metrics: ArchitectureMetrics) -> [(from: Role, to: Role)] {
    var roleOfType: [String: Role] = [:]
    for type in metrics.files.flatMap(\.types) { roleOfType[type.name] = type.role }
    var edges: Set<[Role]> = []
    for file in metrics.files {
      guard let from = file.role else { continue }
      for name in file.references {
        if let to = roleOfType[name], to != from { edges.insert([from, to]) }
      }
    }
    return edges.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }.map { ($0[0], $0[1]) }
  }

  /// The references between roles that go through a protocol: a file of role `from` uses
  /// (`FileMetrics.uses`: not only declares or conforms to) a protocol of the architecture that
  /// a type of role `to` conforms to, in its declaration or an extension, and names no type
  /// of `to` itself: `from` refers to `to` only through the protocol. VIPER's view holds its
  /// presenter only as the contract's protocol: the arrow from ViewController to Presenter is
  /// one of these; a contract's protocols name each other in their requirements, which use
  /// nothing. Sorted, without self references.
  public static func protocolReferences(_ metrics: ArchitectureMetrics) -> [(from: Role, to: Role)]
  {
    let types = metrics.files.flatMap(\.types)
    let roleOfType = Dictionary(types.map { ($0.name, $0.role) }) { _, last in last }
    let protocols = Set(types.filter { $0.kind == .protocol }.map(\.name))
    var conformers: [String: Set<Role>] = [:]
    for file in metrics.files {
      for (type, names) in file.conformances {
        guard let role = roleOfType[type] ?? nil else { continue }
        for name in names where protocols.contains(name) {
          conformers[name, default: []].insert(role)
        }
      }
    }
    let direct = Set(roleReferences(metrics).map { [$0.from, $0.to] })
    var edges: Set<[Role]> = []
    for file in metrics.files {
      guard let from = file.role else { continue }
      for name in file.uses {
        for to in conformers[name] ?? [] where to != from && !direct.contains([from, to]) {
          edges.insert([from, to])
        }
      }
    }
    return edges.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }.map { ($0[0], $0[1]) }
  }

  /// What the runtime rows mean, shown under the summary table.
  public static let runtimeNote =
    "Feature code lines leave out the lines of a hand-written runtime (role Runtime: a "
    + "TCA-style store, its effects, composition operators and test store), 0 where there is "
    + "none, so the feature alone compares across architectures; docs/METRICS.md, \"Runtime "
    + "apart from feature code\"."

  /// What the testability rows mean, shown under the summary table.
  public static let testabilityNote =
    "A unit test is pure when neither it nor its suite's fixture uses the UI kit (HeadlessUI, "
    + "a view controller, the session's window) or the backend (the fake server, the "
    + "environment that reaches it, URLSession); one that uses both counts as UI kit. Test "
    + "doubles are the test target's types named Fake, Mock, Stub or Spy and `unimplemented` "
    + "clients. The logic is every role but ViewController, View, App, DependencyContainer, "
    + "Builder and Runtime. Test run times vary from run to run, so they are only in the "
    + "terminal and `timings.json`; docs/METRICS.md, \"Testability\"."

  /// The arrows of a role diagram: the references (`roleReferences`), then those through a
  /// protocol (`protocolReferences`), dashed.
  static func diagramEdges(_ metrics: ArchitectureMetrics) -> [(
    from: Role, to: Role, throughProtocol: Bool
  )] {
    roleReferences(metrics).map { ($0.from, $0.to, false) }
      + protocolReferences(metrics).map { ($0.from, $0.to, true) }
  }

  /// What an arrow of a role diagram means, shown under every diagram.
  public static let diagramLegend =
    "Legend: an arrow A → B means that code in a file of role A names a type of role B "
    + "(a property, a parameter, a call, a conformance); a dashed arrow A ⇢ B, that it refers "
    + "to B only through a protocol a type of role B conforms to (whether it holds B strongly "
    + "or weakly, neither arrow says); docs/METRICS.md, \"Role diagrams\"."

  /// The six lines the command ends with.
  public var consoleSummary: [String] {
    let divergences = matrix.divergences.count
    let leaks = matrix.results.map(\.leaks.count).reduce(0, +)
    return [
      "Scenarios: \(matrix.results.filter(\.succeeded).count) of \(matrix.results.count) runs "
        + "passed; \(divergences == 0 ? "every architecture shows the same screens and sends the same requests" : "\(divergences) transcripts differ"); "
        + (leaks == 0 ? "no closed screen leaked" : "\(leaks) closed screens leaked"),
      "Code lines: "
        + architectures.map { architecture in
          let runtime = architecture.metrics.runtimeLines.code
          return "\(architecture.name) \(architecture.metrics.lines.code)"
            + (runtime > 0 ? " (runtime \(runtime))" : "")
        }.joined(separator: ", "),
      "Types: "
        + architectures.map { "\($0.name) \($0.metrics.declarations.types.count)" }.joined(
          separator: ", "),
      "Unit-test line coverage: "
        + architectures.map { "\($0.name) \($0.unitTests.lines.formatted)" }.joined(separator: ", "),
      "Scenario line coverage: "
        + architectures.map { "\($0.name) \($0.scenarios.lines.formatted)" }.joined(separator: ", "),
      "Pattern rule violations: "
        + architectures.map { "\($0.name) \($0.metrics.violations.count)" }.joined(
          separator: ", "),
    ]
  }
}

extension Role {
  /// A Mermaid node id: letters only.
  var nodeID: String { rawValue.filter(\.isLetter) }
}
