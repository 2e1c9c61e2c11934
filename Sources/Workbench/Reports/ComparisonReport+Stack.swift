import ChangeRequests
import SourceMetrics

extension ComparisonReport {
  /// Above the stacked-growth tables.
  static let stackExplanation =
    "The change requests applied one after another (Scenarios/Stack/: each request's solution "
    + "rebased onto the ones before it, conflicts resolved as the pattern would), measured "
    + "after each step as `workbench metrics` measures the package. A cell is the largest type "
    + "by code lines, with its role: the unit that a \"massive view controller\" or a "
    + "\"massive view model\" would be. docs/METRICS.md, \"Stacked growth\"."

  /// Each architecture's series in the stack, in report order, nil for one the stack does
  /// not cover yet; empty without a stack.
  var stackSeries: [StackGrowth.Series?] {
    guard let stack = measuredChanges?.stack, !stack.series.isEmpty else { return [] }
    return architectures.map { architecture in
      stack.series.first { $0.name == architecture.name }
    }
  }

  /// A row per stage: the step's request, then each architecture's largest type and the
  /// feature's code lines; a last row with the pattern-rule violations.
  var stackRows: [[String]] {
    guard let steps = measuredChanges?.stack?.steps, !stackSeries.isEmpty else { return [] }
    let rows = steps.indices.map { index in
      ["\(index). \(steps[index])"]
        + stackSeries.map { series in
          guard let stage = series?.stages[index] else { return "-" }
          return (stage.largestType.map(Self.describe) ?? "-") + "; \(stage.codeLines) in all"
        }
    }
    return rows + [
      ["Steps that break a pattern rule"]
        + stackSeries.map { series in
          guard let series else { return "-" }
          let broken = series.stages.indices.filter { series.stages[$0].violations > 0 }
          return broken.isEmpty ? "none" : broken.map(String.init).joined(separator: ", ")
        }
    ]
  }

  /// A row per role: in each architecture, its largest type before the first step and after
  /// the last, and the growth; `-` where the architecture has no such role.
  var stackRoleRows: [[String]] {
    guard !stackSeries.isEmpty else { return [] }
    let roles = Set(
      stackSeries.compactMap { $0 }.flatMap { $0.stages.flatMap(\.largestTypes.keys) })
    return Role.allCases.map(\.rawValue).filter(roles.contains).map { role in
      [role]
        + stackSeries.map { series in
          guard let last = series?.stages.last?.largestTypes[role] else { return "-" }
          let first = series?.stages.first?.largestTypes[role]?.codeLines ?? 0
          let growth =
            first > 0
            ? " (\(Int((Double(last.codeLines - first) / Double(first) * 100).rounded())) %)" : ""
          return "\(first) → \(last.codeLines)\(growth), \(last.name)"
        }
    }
  }

  /// The chart's lines: each architecture the stack covers, with its largest type, in code
  /// lines, after each stage.
  var stackChart: (names: [String], steps: [String], values: [[Double]])? {
    guard let steps = measuredChanges?.stack?.steps, !stackSeries.isEmpty else { return nil }
    let covered = stackSeries.compactMap { $0 }
    return (
      covered.map(\.name), steps,
      covered.map { series in series.stages.map { Double($0.largestType?.codeLines ?? 0) } }
    )
  }

  var stackHeader: [String] { ["Step"] + architectures.map(\.name) }
  var stackRoleHeader: [String] { ["Role"] + architectures.map(\.name) }

  static let stackRoleExplanation =
    "Each role's largest type before the first step → after the last, in code lines, with "
    + "its growth and its name after the last step."

  private static func describe(_ unit: SizeSignals.Unit) -> String {
    "\(unit.name) (\(Role.name(unit.role))) \(unit.codeLines)"
  }
}
