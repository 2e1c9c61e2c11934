/// Everything counted for one architecture: its target's files and its tests' files.
public struct ArchitectureMetrics: Hashable, Sendable, Codable {
  /// How much of the code a role holds.
  public struct RoleMetrics: Hashable, Sendable, Codable {
    public var files = 0
    public var lines = LineCounts()
    public var types = 0

    /// Counts one more file of the role.
    mutating func add(_ file: LineCounts) {
      files += 1
      lines = lines + file
    }
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

  public init(
    name: String, target: String, files: [FileMetrics], testFiles: [FileMetrics],
    rules: [String] = [], violations: [PatternViolation] = [],
    testability: Testability = Testability()
  ) {
    self.name = name
    self.target = target
    self.files = files
    self.testFiles = testFiles
    self.rules = rules
    self.violations = violations
    self.testability = testability
  }

  public var lines: LineCounts { Self.lines(of: files) { _ in true } }
  /// Every file's declarations, summed in time linear in the number of files.
  public var declarations: Declarations {
    var sum = Declarations()
    sum.types.reserveCapacity(files.indices.reduce(0) { $0 + files[$1].declarations.types.count })
    for index in files.indices { sum += files[index].declarations }
    return sum
  }
  public var testLines: LineCounts { Self.lines(of: testFiles) { _ in true } }

  /// The lines of its runtime (role Runtime: a hand-written store, effects, test store),
  /// counted apart from feature code; zero for an architecture without one.
  public var runtimeLines: LineCounts { Self.lines(of: files) { $0 == .runtime } }

  /// Every line but the runtime's: what the feature itself costs in the pattern.
  public var featureLines: LineCounts { Self.lines(of: files) { $0 != .runtime } }

  // The sums below read the fields they need in place: a copy of each file's metrics would
  // retain and release its path and arrays, which on a large tree costs more than the sums.

  /// The lines of the files whose role is one `counts`.
  private static func lines(of files: [FileMetrics], where counts: (Role?) -> Bool) -> LineCounts {
    var lines = LineCounts()
    for index in files.indices where counts(files[index].role) {
      lines = lines + files[index].lines
    }
    return lines
  }

  /// Files, lines and types per role; files without a role under nil.
  public var roles: [Role?: RoleMetrics] {
    var roles: [Role?: RoleMetrics] = [:]
    for index in files.indices {
      roles[files[index].role, default: RoleMetrics()].add(files[index].lines)
      let types = files[index].types
      for type in types.indices { roles[types[type].role, default: RoleMetrics()].types += 1 }
    }
    return roles
  }

  /// The files of each role, roles in their documented order, unassigned last.
  public var filesByRole: [(role: Role?, files: [FileMetrics])] {
    let byRole = Dictionary(grouping: files, by: \.role)
    return byRole.keys.sorted(by: MetricsReport.roleOrder).map { ($0, byRole[$0]!) }
  }

  /// The types no rule gave a role, as `path: Name`.
  public var unassignedTypes: [String] {
    var unassigned: [String] = []
    for index in files.indices {
      let types = files[index].types
      for type in types.indices where types[type].role == nil {
        unassigned.append("\(files[index].path): \(types[type].name)")
      }
    }
    return unassigned
  }
}
