import SourceMetrics
import WorkbenchSupport

/// What one change costs in one architecture, measured on its diff (docs/METRICS.md,
/// "Change cost"): the Swift files and lines it changes in the sources and in the tests, the
/// types and protocols it adds, and the roles of the source files it changes. Lines are every
/// line the diff adds or removes, as `git diff --numstat` counts them; a file that is not
/// Swift (a README) is not counted.
public struct ChangeCost: Sendable, Equatable, Codable {
  /// Source files changed or removed.
  public var filesChanged = 0
  /// Source files added.
  public var filesAdded = 0
  public var linesAdded = 0
  public var linesRemoved = 0
  /// Test files changed, added or removed.
  public var testFiles = 0
  public var testLinesAdded = 0
  public var testLinesRemoved = 0
  /// Classes, structs, enums and actors after the change less before it.
  public var typesAdded = 0
  /// Protocols after the change less before it.
  public var protocolsAdded = 0
  /// The roles of the source files changed, added or removed, in role order
  /// (`Role.unassignedName` for a file no rule gives one).
  public var roles: [String] = []
  /// The source lines added and removed, by the role of their file (as `roles` names it).
  public var linesByRole: [String: Int] = [:]
  /// How much of the screen the request reuses the solution leaves as it is; nil when the
  /// request reuses none.
  public var reuse: ScreenReuse?
  /// Where the changed app keeps the request's stored figure: the count its `REQUEST.md`
  /// states, which `changes` checks against the running app (docs/METRICS.md, "Stored
  /// copies"); nil when the request names no figure.
  public var storedCopies: Int?
  /// The pure tests' coverage of the rule the solution adds (`RUN of EXECUTABLE`), as
  /// `REQUEST.md` states it and `changes` checks it; nil when the request asks for none.
  public var ruleCoverage: String?
  /// The lines the solution adds more than once, when the request adds a rule (`RuleCoverage`).
  public var linesWrittenTwice: Int?
  /// The binding glue of the architecture's sources before the change and after it
  /// (`BindingGlue`); nil when only the diff was measured.
  public var glueBefore: BindingGlue?
  public var glueAfter: BindingGlue?

  public var filesTouched: Int { filesChanged + filesAdded }
  public var linesChanged: Int { linesAdded + linesRemoved }

  public init() {}

  /// The columns of `cells`.
  public static let header = [
    "Source files changed", "Source lines +/-", "Test lines +/-", "Types added",
    "Protocols added", "Roles touched",
  ]

  /// The cost in a table's cells, under `header`.
  public var cells: [String] {
    [
      "\(filesTouched) (\(filesAdded) new)", "+\(linesAdded) -\(linesRemoved)",
      "+\(testLinesAdded) -\(testLinesRemoved)", String(typesAdded), String(protocolsAdded),
      roles.joined(separator: ", "),
    ]
  }

  /// The cost of turning `before` into `after` (path to text; a file absent from one side
  /// does not exist there). Paths are relative to the package root.
  public init(before: [String: String], after: [String: String]) {
    var roles: Set<Role?> = []
    for path in Set(before.keys).union(after.keys).sorted() where path.hasSuffix(".swift") {
      let (old, new) = (before[path], after[path])
      guard old != new else { continue }
      let (added, removed) = Self.lineChanges(from: old ?? "", to: new ?? "")
      if path.hasPrefix("Tests/") {
        testFiles += 1
        testLinesAdded += added
        testLinesRemoved += removed
        continue
      }
      if old == nil { filesAdded += 1 } else { filesChanged += 1 }
      linesAdded += added
      linesRemoved += removed
      let (oldFile, newFile) = (
        old.map { Self.measure($0, path) }, new.map { Self.measure($0, path) }
      )
      let role = (newFile ?? oldFile)?.role
      roles.insert(role)
      linesByRole[Role.name(role), default: 0] += added + removed
      func count(_ file: FileMetrics?, protocols: Bool) -> Int {
        file?.declarations.types.filter { ($0.kind == .protocol) == protocols }.count ?? 0
      }
      typesAdded += count(newFile, protocols: false) - count(oldFile, protocols: false)
      protocolsAdded += count(newFile, protocols: true) - count(oldFile, protocols: true)
    }
    self.roles = Self.inRoleOrder(Set(roles.map(Role.name)))
  }

  /// The sum of several costs; its roles are every role any of them touched.
  public static func total(_ costs: [ChangeCost]) -> ChangeCost {
    var total = ChangeCost()
    for cost in costs {
      total.filesChanged += cost.filesChanged
      total.filesAdded += cost.filesAdded
      total.linesAdded += cost.linesAdded
      total.linesRemoved += cost.linesRemoved
      total.testFiles += cost.testFiles
      total.testLinesAdded += cost.testLinesAdded
      total.testLinesRemoved += cost.testLinesRemoved
      total.typesAdded += cost.typesAdded
      total.protocolsAdded += cost.protocolsAdded
      total.linesByRole.merge(cost.linesByRole, uniquingKeysWith: +)
    }
    total.roles = inRoleOrder(Set(costs.flatMap(\.roles)))
    return total
  }

  /// Role names in role order, the unassigned last.
  private static func inRoleOrder(_ names: Set<String>) -> [String] {
    (Role.allCases.map(\.rawValue) + [Role.unassignedName]).filter(names.contains)
  }

  /// How many lines a minimal diff of the two texts adds and removes.
  package static func lineChanges(from old: String, to new: String) -> (added: Int, removed: Int) {
    let (added, removed) = changedLines(from: old, to: new)
    return (added.count, removed.count)
  }

  /// The lines a minimal diff of the two texts adds and removes.
  static func changedLines(from old: String, to new: String)
    -> (added: [String], removed: [String])
  {
    let (added, removed) = numberedChanges(from: old, to: new)
    return (added.map(\.text), removed)
  }

  /// The lines a minimal diff of the two texts adds, each with its number in `new` (from 1),
  /// and the lines it removes.
  static func numberedChanges(from old: String, to new: String)
    -> (added: [(number: Int, text: String)], removed: [String])
  {
    func lines(_ text: String) -> [String] {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return lines
    }
    var (old, new) = (lines(old)[...], lines(new)[...])
    // The common start and end are unchanged: only the middle needs the diff.
    while let first = old.first, first == new.first {
      old = old.dropFirst()
      new = new.dropFirst()
    }
    while let last = old.last, last == new.last {
      old = old.dropLast()
      new = new.dropLast()
    }
    var (added, removed): ([(number: Int, text: String)], [String]) = ([], [])
    var number = new.startIndex + 1
    for line in LineDiff(expected: Array(old), actual: Array(new)).lines {
      let text = String(line.dropFirst(2))
      if line.hasPrefix("- ") {
        removed.append(text)
        continue
      }
      if line.hasPrefix("+ ") { added.append((number, text)) }
      number += 1
    }
    return (added, removed)
  }

  static func measure(_ text: String, _ path: String) -> FileMetrics {
    SourceAnalyzer.measure(text, path: path)
  }
}
