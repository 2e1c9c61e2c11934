import Mutation
import Registration
import Scale
import Scenarios

/// README.md: the figures as Markdown tables, with Mermaid diagrams of the roles.
extension ReportFiles {
  static func markdown(_ report: ComparisonReport) -> String {
    let names = report.architectures.map(\.name)
    var lines = [
      "<!-- \(banner) -->", "", "# Architecture comparison", "",
      "The same feature in \(names.count) architectures, measured: line and type counts "
        + "(docs/METRICS.md), test coverage from each architecture's own unit tests and from "
        + "the scenario suite, and the scenario matrix. Open `report.html` for the charts.", "",
    ]
    let claims = ClaimsReport(report)
    lines += ["## Findings", ""]
    lines += claims.findings { _, evidence in
      " ([\(evidence?.rawValue ?? "Claims")](#\(evidence?.anchor ?? "claims")))"
    }.map { "- " + $0 }
    lines += ["", "## Summary", ""]
    lines += table(["Figure"] + names, report.summary.map { [$0.title] + $0.values })
    lines += ["", ComparisonReport.runtimeNote, "", ComparisonReport.testabilityNote]
    let matrix = DecisionMatrix(report)
    lines += ["", "## Decision matrix, measured", "", DecisionMatrix.explanation, ""]
    lines += table(
      ["Criterion"] + names + ["What the measurement says"],
      matrix.rows.map { row in
        [row.criterion] + names.indices.map { matrix.cell(row, $0).joined(separator: "<br>") }
          + [matrix.verdict(row)]
      })
    lines += ["", "## Claims", "", claims.explanation, ""]
    lines += table(ClaimsReport.header, claims.rows { "[\($0.rawValue)](#\($0.anchor))" })
    lines += ["", claims.outOfReachText]
    lines += changeCost(report)
    lines += ["", "## Runtime at scale", ""]
    if let runtime = report.runtime {
      lines +=
        [runtime.explanation, ""] + table(RuntimeBenchmark.header, runtime.rows(names: names))
    } else {
      lines.append(RuntimeBenchmark.notMeasured)
    }
    lines += growth(report)
    lines += mutation(report)
    lines += ["", "## What is counted", "", report.whatIsCounted.joined(separator: " ")]
    lines +=
      ["", "## Size signals", ""] + table(ComparisonReport.sizeSignalsHeader, report.sizeSignalRows)
    lines += ["", ComparisonReport.sizeSignalsNote]
    lines += roles(report) + patternRules(report)
    lines += report.comprehensionMarkdown(table: table)
    lines += ["## Scenarios", ""]
    lines += table(
      ["Scenario"] + names,
      report.matrix.scenarios.map { scenario in
        [scenario.path] + names.map { report.matrix.cellWithLeaks(scenario, $0) }
      })
    return lines.joined(separator: "\n") + "\n"
  }

  /// The growth with the app's size: code lines per size, what one more feature costs, and
  /// the change suite at each size (`workbench scale`).
  static func growth(_ report: ComparisonReport) -> [String] {
    let names = report.architectures.map(\.name)
    var lines = ["", "## Growth with the app's size", ""]
    if let scale = report.scale {
      for (index, shown) in scale.tables(names: names).enumerated() {
        lines +=
          (index == 0 ? [] : [""]) + [shown.explanation, ""] + table(shown.header, shown.rows)
      }
    } else {
      lines.append(ScaleBenchmark.notMeasured)
    }
    return lines
  }

  /// The mutation testing section.
  static func mutation(_ report: ComparisonReport) -> [String] {
    var lines = ["", "## Mutation testing", "", report.mutationExplanation]
    if let note = report.mutationNote { lines += ["", note] }
    guard let mutation = report.mutation else { return lines }
    return lines + [""]
      + table(MutationResults.header, mutation.rows(names: report.architectures.map(\.name)))
      + ["", "### By role", ""]
      + table(ComparisonReport.mutationRoleHeader, report.mutationRoleRows)
      + ["", "### Mutants the unit tests let live", ""]
      + table(ComparisonReport.mutationSurvivorHeader, report.mutationSurvivorRows)
  }

  /// A Markdown table, with the note that explains its blank cells.
  static func table(_ header: [String], _ rows: [[String]]) -> [String] {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
        + " |"
    }
    return [line(header), line(header.map { _ in "---" })] + rows.map(line)
      + (BlankCell.note(header: header, rows: rows).map { ["", $0] } ?? [])
  }

  /// Each architecture's roles: their table and a Mermaid diagram of their references.
  private static func roles(_ report: ComparisonReport) -> [String] {
    var lines = ["", "## Roles", ""]
    for architecture in report.architectures {
      lines += ["### \(architecture.name)", ""]
      lines += table(ComparisonReport.Architecture.roleHeader, architecture.roleRows)
      lines += ["", "```mermaid", "flowchart LR"]
      let edges = ComparisonReport.diagramEdges(architecture.metrics)
      let roles = ComparisonReport.diagramRoles(architecture.metrics)
      lines += roles.map { "  \($0.nodeID)[\"\($0.rawValue)\"]" }
      lines += edges.map {
        "  \($0.from.nodeID) \($0.throughProtocol ? "-.->" : "-->") \($0.to.nodeID)"
      }
      lines += ["```", "", ComparisonReport.diagramLegend, ""]
    }
    return lines
  }

  /// Each architecture's pattern rules and the lines that break them.
  private static func patternRules(_ report: ComparisonReport) -> [String] {
    var lines = [
      "## Pattern rules", "",
      "The rules of each pattern checked in its code (docs/CANON.md; docs/METRICS.md, "
        + "\"Pattern rules\"), and every line that breaks one.", "",
    ]
    for architecture in report.architectures {
      let violations = architecture.metrics.violations
      let rules = architecture.checkedRules
      lines += ["### \(architecture.name)", ""]
      guard !rules.isEmpty else {
        lines += ["No rules are checked for this architecture.", ""]
        continue
      }
      lines += table(
        ["Rule", "What the pattern asks", "Source"], rules.map { [$0.id, $0.summary, $0.source] })
      lines.append("")
      lines +=
        violations.isEmpty
        ? ["No violations.", ""]
        : violations.map { "- `\($0.path):\($0.line)`: \($0.rule)" } + [""]
    }
    return lines
  }

  /// The "Change cost" section: a table per request and for all, the pairs merged, and the
  /// stack.
  private static func changeCost(_ report: ComparisonReport) -> [String] {
    var lines = ["", "## Change cost", "", ComparisonReport.changeCostExplanation]
    let changeTables = report.changeCostTables
    if changeTables.isEmpty { lines += ["", ComparisonReport.changeCostNotMeasured] }
    for (title, rows) in changeTables {
      lines += ["", "### \(title)", ""] + table(report.changeCostHeader, rows)
    }
    if !report.mergeRows.isEmpty {
      lines +=
        ["", "### Merged in pairs", "", ComparisonReport.mergeExplanation, ""]
        + table(report.mergeHeader, report.mergeRows)
    }
    if !report.semanticRows.isEmpty {
      lines +=
        ["", "### Semantic conflicts", "", ComparisonReport.semanticExplanation, ""]
        + table(report.mergeHeader, report.semanticRows)
        + ["", report.semanticNote ?? ""]
    }
    if !report.stackRows.isEmpty {
      lines +=
        ["", "### Stacked growth", "", ComparisonReport.stackExplanation, ""]
        + table(report.stackHeader, report.stackRows)
        + ["", ComparisonReport.stackRoleExplanation, ""]
        + table(report.stackRoleHeader, report.stackRoleRows)
    }
    return lines
  }
}
