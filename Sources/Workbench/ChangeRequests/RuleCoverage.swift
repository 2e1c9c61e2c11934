import Scenarios
import SourceMetrics

/// How well a rule the app itself enforces is tested, and whether it is written once
/// (docs/METRICS.md, "Rule coverage"). A request that adds such a rule says so on a
/// `REQUEST.md` line starting with `**Rule coverage:**`, and states, in a table column
/// `Rule lines run by pure tests`, each architecture's `RUN of EXECUTABLE`, which `changes`
/// measures in the changed package and checks.
///
/// The rule's lines are the lines a solution adds to its architecture's logic (the roles in
/// `roles`: not its views, navigation, composition or data access) that the coverage build
/// marks executable; pure tests are those that need neither the UI kit nor the backend
/// (docs/METRICS.md, "Testability").
package struct RuleCoverage: Sendable, Equatable {
  static let marker = "**Rule coverage:**"
  package static let column = "Rule lines run by pure tests"
  /// Where a rule can live: the architecture's logic.
  static let roles: Set<Role> = [
    .model, .entity, .viewModel, .presenter, .interactor, .useCase, .reducer,
  ]

  /// The rule's executable lines the pure tests ran.
  package var run = 0
  package var executable = 0

  package init(run: Int = 0, executable: Int = 0) {
    (self.run, self.executable) = (run, executable)
  }

  /// As `REQUEST.md` states it: `31 of 33`.
  package var cell: String { "\(run) of \(executable)" }

  /// The rule's lines in a solution that turns `before` into `after` (path to text): the
  /// numbers (from 1, in `after`) of the lines it adds to source files in `roles`, by path.
  package static func ruleLines(before: [String: String], after: [String: String])
    -> [String: Set<Int>]
  {
    var lines: [String: Set<Int>] = [:]
    for (path, new) in after where path.hasSuffix(".swift") && !path.hasPrefix("Tests/") {
      guard let role = ChangeCost.measure(new, path).role, roles.contains(role) else { continue }
      let added = ChangeCost.numberedChanges(from: before[path] ?? "", to: new).added
      if !added.isEmpty { lines[path] = Set(added.map(\.number)) }
    }
    return lines
  }

  /// The rule's lines `lcov` (an export whose paths are under `root`) marks executable, and
  /// how many of them ran: none when `ran` is false (an architecture with no pure test has
  /// no pure run, and `lcov` is then another run's, read for what is executable).
  package init(ruleLines: [String: Set<Int>], lcov: String, root: String, ran: Bool = true) {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var wanted: Set<Int> = []
    for line in lcov.split(separator: "\n") {
      if line.hasPrefix("SF:") {
        var path = String(line.dropFirst(3))
        if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        wanted = ruleLines[path] ?? []
        continue
      }
      let fields = line.dropFirst(3).split(separator: ",")
      guard line.hasPrefix("DA:"), fields.count >= 2, let number = Int(fields[0]),
        wanted.remove(number) != nil
      else { continue }
      executable += 1
      if ran, (Int(fields[1]) ?? 0) > 0 { run += 1 }
    }
  }

  /// The lines a solution that turns `before` into `after` adds to its sources a second time
  /// or more (each counted as `ScreenReuse` counts a copied line): a rule its second caller
  /// reuses is written once.
  package static func linesWrittenTwice(before: [String: String], after: [String: String])
    -> Int
  {
    var written: [String: Int] = [:]
    for (path, new) in after where path.hasSuffix(".swift") && !path.hasPrefix("Tests/") {
      for line in ChangeCost.changedLines(from: before[path] ?? "", to: new).added {
        if let counted = ScreenReuse.counted(line[...]) { written[counted, default: 0] += 1 }
      }
    }
    return written.values.reduce(0) { $0 + $1 - 1 }
  }

  /// The cells `REQUEST.md`'s `text` states under `column`, by architecture name; nil when it
  /// has no `**Rule coverage:**` line. A cell that is not `RUN of EXECUTABLE` is thrown with
  /// its file and line.
  static func stated(in text: String, folder: String) throws(ScenarioError) -> [String: String]? {
    guard let (lines, markerLine) = RequestTable.marked(marker, in: text) else { return nil }
    return try RequestTable.stated(
      column, in: lines, markerLine: markerLine, folder: folder, expected: "RUN of EXECUTABLE"
    ) { cell in
      let parts = cell.split(separator: " ")
      return parts.count == 3 && parts[1] == "of" && Int(parts[0]) != nil && Int(parts[2]) != nil
        ? cell : nil
    }
  }
}
