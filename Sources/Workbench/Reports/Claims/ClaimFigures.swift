import ChangeRequests
import Foundation
import Mutation
import Registration
import SourceMetrics

/// The measured figures a claim's rule reads, by architecture name; nil where the report
/// has no such architecture or figure, so a rule over a partial report says it cannot decide.
public struct ClaimFigures: Sendable {
  public var report: ComparisonReport
  public var matrix: DecisionMatrix

  public init(_ report: ComparisonReport) {
    self.report = report
    matrix = DecisionMatrix(report)
  }

  func architecture(_ name: String) -> ComparisonReport.Architecture? {
    report.architectures.first { $0.name == name }
  }

  /// Every one of `names`, or nil when one is missing.
  func all(_ names: [String]) -> [ComparisonReport.Architecture]? {
    let found = names.compactMap(architecture)
    return found.count == names.count ? found : nil
  }

  func row(_ criterion: Criterion) -> DecisionMatrix.Row? {
    guard let index = Criterion.allCases.firstIndex(of: criterion), index < matrix.rows.count,
      !matrix.rows[index].scored.isEmpty
    else { return nil }
    return matrix.rows[index]
  }

  /// The row of the change cost in a one-feature app: its own row once Scalability is
  /// measured as growth, Scalability itself before.
  var smallAppRow: DecisionMatrix.Row? {
    if let row = matrix.rows.first(where: { $0.criterion == DecisionMatrix.smallAppChangeCost }) {
      return row
    }
    return row(.scalability).flatMap { $0.criterion == DecisionMatrix.growthCriterion ? nil : $0 }
  }

  /// The Scalability row when it is measured as growth with the app's size.
  var growthRow: DecisionMatrix.Row? {
    row(.scalability).flatMap { $0.criterion == DecisionMatrix.growthCriterion ? $0 : nil }
  }

  /// The architecture's place in `row`.
  func place(in row: DecisionMatrix.Row?, _ name: String) -> Int? {
    guard let row, let index = matrix.names.firstIndex(of: name) else { return nil }
    return row.places[index]
  }

  /// `Growth places MVC 1, MVVM 2`: the places of `names` in `row`, named `title`.
  func places(in row: DecisionMatrix.Row?, _ title: String, _ names: [String]) -> String {
    "\(title) places "
      + names.map { "\($0) \(place(in: row, $0).map(String.init) ?? "-")" }.joined(
        separator: ", ")
  }

  /// The architecture's place on a criterion of the matrix.
  func place(_ criterion: Criterion, _ name: String) -> Int? {
    guard let row = row(criterion), let index = matrix.names.firstIndex(of: name) else {
      return nil
    }
    return row.places[index]
  }

  /// `MVC 1, MVVM 2`: the places of `names` on a criterion.
  func places(_ criterion: Criterion, _ names: [String]) -> String {
    "\(criterion.rawValue) places "
      + names.map { "\($0) \(place(criterion, $0).map(String.init) ?? "-")" }.joined(
        separator: ", ")
  }

  /// The code lines of the architecture's files of `role`.
  func lines(_ name: String, _ role: Role) -> Int? {
    architecture(name).map {
      $0.metrics.files.filter { $0.role == role }.map(\.lines.code).reduce(0, +)
    }
  }

  /// The share of the lines of the architecture's files matching `files` that its pure unit
  /// tests run, in percent; nil without such lines.
  func pureCoverage(_ name: String, _ files: (FileMetrics) -> Bool) -> Double? {
    guard let architecture = architecture(name) else { return nil }
    let total = architecture.pureTestCoverage.total(of: architecture.metrics.files.filter(files))
    let all = architecture.unitTestCoverage.total(of: architecture.metrics.files.filter(files))
    guard all.lines.total > 0 else { return nil }
    return 100 * Double(total.lines.covered) / Double(all.lines.total)
  }

  /// The share of the logic its pure tests run, in percent.
  func pureLogic(_ name: String) -> Double? {
    architecture(name).map { Double($0.pureTestLogicCoverage.tenthsOfPercent) / 10 }
  }

  /// The share of the mutants its unit tests miss, in percent, when the results are current.
  func missedMutants(_ name: String) -> Double? {
    guard let results = report.currentMutation?.architectures[name], !results.mutants.isEmpty
    else { return nil }
    return 100 * Double(results.mutants.count - results.killed(by: \.unitTests))
      / Double(results.mutants.count)
  }

  /// The largest type by code lines.
  func largestType(_ name: String) -> SizeSignals.Unit? {
    architecture(name)?.metrics.sizeSignals.largestTypeByCodeLines
  }

  func protocols(_ name: String) -> Int? {
    architecture(name).map {
      $0.metrics.files.flatMap(\.types).filter { $0.kind == .protocol }.count
    }
  }

  func roles(_ name: String) -> Int? {
    architecture(name).map { Set($0.metrics.files.compactMap(\.role)).count }
  }

  func violations(_ name: String) -> Int? { architecture(name)?.metrics.violations.count }

  func doubleLines(_ name: String) -> Int? { architecture(name)?.metrics.testability.doubleLines }

  /// The change cost of every product change (or of the request named), summed.
  func change(_ name: String, request: String? = nil) -> ChangeCost? {
    guard let changes = report.measuredChanges,
      let index = report.architectures.firstIndex(where: { $0.name == name })
    else { return nil }
    let requests =
      request.map { request in changes.requests.filter { $0.name == request } }
      ?? changes.summed
    guard !requests.isEmpty else { return nil }
    return ChangeCost.total(requests.map { $0.costs[index] })
  }

  /// The binding glue of `name`'s sources before and after its solution of `request`; nil
  /// when the report has not measured it.
  func glue(_ name: String, request: String) -> (before: BindingGlue, after: BindingGlue)? {
    guard let changes = report.measuredChanges,
      let index = report.architectures.firstIndex(where: { $0.name == name }),
      let cost = changes.requests.first(where: { $0.name == request })?.costs[index],
      let before = cost.glueBefore, let after = cost.glueAfter
    else { return nil }
    return (before, after)
  }

  /// How much of its reused screen each of `names` leaves as it is in request `request`'s
  /// solutions; nil when the report has not measured that request or one of the names.
  func reuse(_ names: [String], request: String) -> [ScreenReuse]? {
    guard let changes = report.measuredChanges,
      let measured = changes.requests.first(where: { $0.name == request })
    else { return nil }
    let reuse = names.compactMap { name in
      report.architectures.firstIndex { $0.name == name }.flatMap { measured.costs[$0].reuse }
    }
    return reuse.count == names.count ? reuse : nil
  }

  /// The lines coverage counts in the architecture's files of `role`: statements, not
  /// declarations.
  func executableLines(_ name: String, _ role: Role) -> Int? {
    guard let architecture = architecture(name) else { return nil }
    let files = architecture.metrics.files.filter { $0.role == role }
    guard !files.isEmpty else { return nil }
    return architecture.unitTestCoverage.total(of: files).lines.total
  }

  /// The share of the unit tests that are pure, in percent.
  func pureShare(_ name: String) -> Double? {
    guard let tests = architecture(name)?.metrics.testability.tests, !tests.isEmpty else {
      return nil
    }
    return 100 * Double(tests.filter { $0.kind == .pure }.count) / Double(tests.count)
  }

  /// The mutants in the architecture's files of `role` and how many its unit tests killed,
  /// when the mutation results are current and there are some.
  func killedShare(_ name: String, role: String) -> (killed: Int, count: Int, share: Double)? {
    guard
      let mutants = report.currentMutation?.architectures[name]?.mutants.filter({
        $0.role == role
      }), !mutants.isEmpty
    else { return nil }
    let killed = mutants.filter { $0.unitTests != .survived }.count
    return (killed, mutants.count, 100 * Double(killed) / Double(mutants.count))
  }

  /// `1.5` and the like: a figure as the reports print it.
  static func number(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
  }

  /// The largest type of `role` in `name` and of `otherRole` in `other`, by code lines,
  /// before the stack's first step and after its last; nil without a stack or such types.
  func growth(of name: String, _ role: Role, against other: String, _ otherRole: Role)
    -> (Growth, Growth)?
  {
    guard let stack = report.measuredChanges?.stack,
      let first = stack.series.first(where: { $0.name == name }),
      let second = stack.series.first(where: { $0.name == other }),
      let a = Growth(first, role), let b = Growth(second, otherRole)
    else { return nil }
    return (a, b)
  }

  /// A role's largest type, in code lines, before the stack and after it.
  struct Growth {
    var first: Int
    var last: Int
    var steps: Int

    init?(_ series: StackGrowth.Series, _ role: Role) {
      guard let first = series.stages.first?.largestTypes[role.rawValue]?.codeLines,
        let last = series.stages.last?.largestTypes[role.rawValue]?.codeLines
      else { return nil }
      (self.first, self.last, steps) = (first, last, series.stages.count - 1)
    }
  }
}
