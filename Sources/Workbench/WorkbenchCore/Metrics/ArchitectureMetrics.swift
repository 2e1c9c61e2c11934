/// Everything counted for one architecture: its target's files and its tests' files.
public struct ArchitectureMetrics: Hashable, Sendable, Codable {
  /// How much of the code a role holds.
  public struct RoleMetrics: Hashable, Sendable, Codable {
    public var files = 0
    public var lines = LineCounts()
    public var types = 0
  }

  public var name: String
  /// The app target, in `Sources/Architectures/<target>`; tests are in
  /// `Tests/Architectures/<target>Tests`.
  public var target: String
  public var files: [FileMetrics]
  public var testFiles: [FileMetrics]
  /// The rules of its pattern that were checked (`PatternRules`); empty for `analyze`.
  public var rules: [String] = []
  /// The lines of its sources that break them, sorted by path, line and rule.
  public var violations: [PatternViolation] = []
  /// What its unit tests need and what they fake (`TestClassifier`); empty for `analyze`.
  public var testability = Testability()

  /// The rules named in `rules`, with what each asks and its source.
  public var checkedRules: [PatternRule] {
    PatternRules.rules(for: name).filter { rules.contains($0.id) }
  }

  public var lines: LineCounts { files.map(\.lines).reduce(LineCounts(), +) }
  public var declarations: Declarations { files.map(\.declarations).reduce(Declarations(), +) }
  public var testLines: LineCounts { testFiles.map(\.lines).reduce(LineCounts(), +) }

  /// The lines of its runtime (role Runtime: a hand-written store, effects, test store),
  /// counted apart from feature code; zero for an architecture without one.
  public var runtimeLines: LineCounts {
    files.filter { $0.role == .runtime }.map(\.lines).reduce(LineCounts(), +)
  }

  /// Every line but the runtime's: what the feature itself costs in the pattern.
  public var featureLines: LineCounts {
    files.filter { $0.role != .runtime }.map(\.lines).reduce(LineCounts(), +)
  }

  /// Files, lines and types per role; files without a role under nil.
  public var roles: [Role?: RoleMetrics] {
    var roles: [Role?: RoleMetrics] = [:]
    for file in files {
      roles[file.role, default: RoleMetrics()].files += 1
      roles[file.role, default: RoleMetrics()].lines =
        roles[file.role, default: RoleMetrics()]
        .lines + file.lines
    }
    for type in files.flatMap(\.types) { roles[type.role, default: RoleMetrics()].types += 1 }
    return roles
  }

  /// The files of each role, roles in their documented order, unassigned last.
  public var filesByRole: [(role: Role?, files: [FileMetrics])] {
    let byRole = Dictionary(grouping: files, by: \.role)
    return byRole.keys.sorted(by: MetricsReport.roleOrder).map { ($0, byRole[$0]!) }
  }

  /// The types no rule gave a role, as `path: Name`.
  public var unassignedTypes: [String] {
    files.flatMap { file in file.types.filter { $0.role == nil }.map { "\(file.path): \($0.name)" }
    }
  }
}
