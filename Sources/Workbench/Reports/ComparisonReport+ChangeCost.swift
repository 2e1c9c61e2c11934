import ChangeRequests
import Registration
import Scenarios

/// What the same change requests cost in each architecture (docs/METRICS.md, "Change
/// cost"): the diff of each solution in `Scenarios/Changes/`, measured without building.
public struct ChangeCosts: Sendable {
  /// One request and the cost of its solution in each architecture, in report order.
  public struct Request: Sendable {
    public var name: String
    public var title: String
    public var costs: [ChangeCost]
    /// A move reported on its own, left out of the sums (`ChangeRequest.isLeftOutOfSums`).
    public var isLeftOutOfSums = false

    public init(name: String, title: String, costs: [ChangeCost], isLeftOutOfSums: Bool = false) {
      (self.name, self.title, self.costs) = (name, title, costs)
      self.isLeftOutOfSums = isLeftOutOfSums
    }
  }

  /// The product changes: the requests summed, every one but a move left out of the sums.
  public var summed: [Request] { requests.filter { !$0.isLeftOutOfSums } }

  public var requests: [Request] = []

  /// Two requests' solutions merged from their common base, with the conflicts in each
  /// architecture, in report order.
  public struct Pair: Sendable {
    public var first: String
    public var second: String
    public var conflicts: [MergeConflicts.Count]

    public init(first: String, second: String, conflicts: [MergeConflicts.Count]) {
      (self.first, self.second, self.conflicts) = (first, second, conflicts)
    }
  }

  /// Every pair of requests, in request order.
  public var pairs: [Pair] = []
  /// The requests applied one after another (Scenarios/Stack/), when there is a stack.
  public var stack: StackGrowth?
  /// The committed verdicts of `changes --pairs`, nil if never run; and whether what they
  /// depend on changed since.
  public var semantic: PairsResults?
  public var semanticIsStale = false

  public init(requests: [Request] = [], pairs: [Pair] = []) {
    self.requests = requests
    self.pairs = pairs
  }

  /// Each architecture's costs summed over the product changes (`summed`).
  public var totals: [ChangeCost] {
    guard let count = summed.first?.costs.count else { return [] }
    return (0..<count).map { index in ChangeCost.total(summed.map { $0.costs[index] }) }
  }

  /// The solutions of every request under `root`, applied in memory to the sources and
  /// measured, for the architectures whose targets are `targets`. A request that is
  /// malformed or a solution that no longer applies is reported with its file and line, and
  /// a `REQUEST.md` without a section the workshop needs with its file
  /// (`ChangeBrief.missingSections`). With `architectures`, the stack's growth is measured in
  /// them too.
  package static func measure(
    root: String, targets: [String], architectures: [RegisteredArchitecture] = []
  ) throws(ScenarioLoadError) -> ChangeCosts {
    var measured = ChangeCosts()
    var problems: [ScenarioError] = []
    let requests = try ChangeRequest.loadAll(root: root, targets: targets)
    for request in requests {
      problems += ChangeBrief.missingSections(root: root, name: request.name)
      do throws(ScenarioError) {
        var costs = try request.costs(
          targets: targets, read: ChangeRequest.reader(root),
          reuse: ChangeRequest.sourceFiles(root))
        for architecture in architectures {
          costs[architecture.target]?.storedCopies =
            request.storedFigure?.stated[architecture.name]
          costs[architecture.target]?.ruleCoverage = request.ruleCoverage?[architecture.name]
        }
        // A stacked request's figures start from its bases' solutions: its title says so.
        let bases = request.bases.map(\.name).joined(separator: " and ")
        let title = request.title + (bases.isEmpty ? "" : " (measured from \(bases)'s solution)")
        measured.requests.append(
          Request(
            name: request.name, title: title, costs: targets.map { costs[$0]! },
            isLeftOutOfSums: request.isLeftOutOfSums))
      } catch {
        problems.append(error)
      }
    }
    guard problems.isEmpty else { throw ScenarioLoadError(errors: problems) }
    do throws(ScenarioError) {
      measured.pairs = try MergeConflicts.pairs(
        requests, targets: targets, read: ChangeRequest.reader(root)
      ).map { Pair(first: $0.first, second: $0.second, conflicts: $0.conflicts) }
    } catch {
      throw ScenarioLoadError(errors: [error])
    }
    do throws(PairsResults.Unreadable) {
      measured.semantic = try PairsResults.load(root: root)
      measured.semanticIsStale =
        measured.semantic.map { $0.fingerprint != PairsResults.fingerprint(root: root) } ?? false
    } catch {
      throw ScenarioLoadError(errors: [
        ScenarioError(path: PairsResults.path, line: nil, message: error.description)
      ])
    }
    guard !architectures.isEmpty,
      let stack = try ChangeStack.load(
        root: root, targets: targets, requests: requests.map(\.name))
    else { return measured }
    do throws(ScenarioError) {
      measured.stack = try StackGrowth.measure(
        root: root, stack: stack, architectures: architectures)
    } catch {
      throw ScenarioLoadError(errors: [error])
    }
    return measured
  }

}

extension ComparisonReport {
  /// Above the change-cost tables.
  static let changeCostExplanation =
    "The same product changes (Scenarios/Changes/, each with its request, scenarios and one "
    + "solution per architecture, written the way the pattern would do it), and what each "
    + "solution's diff costs: the Swift files and lines it changes in the sources and in the "
    + "tests, the types and protocols it adds (net), and the roles of the source files it "
    + "changes. Every solution passes the request's scenarios and all the others, with the "
    + "same screens and requests in every architecture: `swift run workbench changes` builds "
    + "and runs them, and CI runs it. A server or fixture change a request needs "
    + "(`shared.patch`) is the same for all and not counted; docs/METRICS.md, \"Change cost\"."

  /// Shown when no request was measured.
  static let changeCostNotMeasured =
    "No change request in Scenarios/Changes/: the change cost is not measured."

  /// The change costs, when each request has one for every architecture of the report.
  var measuredChanges: ChangeCosts? {
    guard let changes, !changes.requests.isEmpty,
      changes.requests.allSatisfy({ $0.costs.count == architectures.count })
    else { return nil }
    return changes
  }

  /// One table per request and one for all of them: a title and its rows under
  /// `changeCostHeader`.
  var changeCostTables: [(title: String, rows: [[String]])] {
    guard let changes = measuredChanges else { return [] }
    func rows(_ costs: [ChangeCost]) -> [[String]] {
      let reuse = costs.compactMap(\.reuse)
      let reuseRows =
        reuse.count == costs.count
        ? [
          ["Lines changed in the reused screen"] + reuse.map { String($0.linesChanged) },
          ["Lines copied from the reused screen"] + reuse.map { String($0.linesCopied) },
        ] : []
      func row(_ title: String, _ cells: [String]) -> [[String]] {
        cells.count == costs.count ? [[title] + cells] : []
      }
      return ChangeCost.header.indices.map { row in
        [ChangeCost.header[row]] + costs.map { $0.cells[row] }
      } + reuseRows
        + row("Stored copies of the figure", costs.compactMap(\.storedCopies).map(String.init))
        + row(RuleCoverage.column, costs.compactMap(\.ruleCoverage))
        + row("Lines written twice", costs.compactMap(\.linesWrittenTwice).map(String.init))
        + row(
          "Binding glue lines, before → after",
          costs.compactMap { cost in
            cost.glueBefore.flatMap { before in
              cost.glueAfter.map { "\(before.description) → \($0.description)" }
            }
          })
    }
    return changes.requests.map { ("\($0.name): \($0.title)", rows($0.costs)) }
      + [("All requests (\(changes.summed.count))", rows(changes.totals))]
  }

  var changeCostHeader: [String] { ["Figure"] + architectures.map(\.name) }

  /// Every pair of requests merged from their common base: per architecture, the
  /// conflicting regions in its sources and in its tests, and a last row adding them up;
  /// empty without two requests.
  var mergeRows: [[String]] {
    guard let changes = measuredChanges, !changes.pairs.isEmpty else { return [] }
    func cell(_ count: MergeConflicts.Count) -> String { "\(count.sources) / \(count.tests)" }
    let total = architectures.indices.map { index in
      MergeConflicts.Count(
        sources: changes.pairs.map { $0.conflicts[index].sources }.reduce(0, +),
        tests: changes.pairs.map { $0.conflicts[index].tests }.reduce(0, +))
    }
    let conflicting = architectures.indices.map { index in
      changes.pairs.filter { $0.conflicts[index].sources > 0 }.count
    }
    return changes.pairs.map { ["\($0.first) + \($0.second)"] + $0.conflicts.map(cell) }
      + [["All \(changes.pairs.count) pairs"] + total.map(cell)]
      + [["Pairs whose sources conflict"] + conflicting.map(String.init)]
  }

  var mergeHeader: [String] { ["Requests merged"] + architectures.map(\.name) }

  /// Above the merge table.
  static let mergeExplanation =
    "Two teams, one request each, from the same base: every pair of requests' solutions "
    + "merged three-way, file by file, by the rule `git merge-file` follows. A cell counts the "
    + "conflicting regions in the architecture's sources / in its tests: regions where both "
    + "solutions changed the same or neighbouring lines differently. A clean merge can still "
    + "break a scenario; that is not counted here. docs/METRICS.md, \"Parallel work\"."

  /// The chart of the change cost: source lines added and removed, all requests.
  var changeCostChart: (title: String, values: [Double])? {
    guard let changes = measuredChanges else { return nil }
    return (
      "Source lines added and removed by all \(changes.summed.count) change requests",
      changes.totals.map { Double($0.linesChanged) }
    )
  }
}
