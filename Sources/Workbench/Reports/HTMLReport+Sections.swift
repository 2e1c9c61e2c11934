import Mutation
import Registration
import Scale
import Scenarios

extension HTMLReport {
  /// The sections after the summary, with their entries in the table of contents: the
  /// decision matrix, the runtime benchmark, what is counted and the size signals.
  static let extraContents = [
    ("matrix", "Decision matrix"), ("claims", "Claims"), ("changes", "Change cost"),
    ("runtime", "Runtime at scale"), ("growth", "Growth with the app's size"),
    ("mutation", "Mutation testing"), ("counted", "What is counted"), ("sizes", "Size signals"),
  ]

  static func sectionsAfterSummary(_ report: ComparisonReport) -> [String] {
    let names = report.architectures.map(\.name)
    let matrix = DecisionMatrix(report)
    var html =
      [
        "<h2 id=\"matrix\">Decision matrix, measured</h2>",
        heatMap(matrix), matrixCharts(matrix),
        "<p>\(code(DecisionMatrix.explanation))</p>",
      ] + claims(report) + [
        // The detailed sections, from here to the end: on screen, not on paper.
        "<div class=\"detail\">",
        "<h2 id=\"changes\">Change cost</h2>",
        "<p>\(code(ComparisonReport.changeCostExplanation))</p>",
      ]
    html += changeCost(report)
    html.append("<h2 id=\"runtime\">Runtime at scale</h2>")
    if let runtime = report.runtime {
      html += [
        "<p>\(code(runtime.explanation))</p>",
        table(
          "Time and peak memory of the same interactions at scale, with ratios to the first",
          RuntimeBenchmark.header, runtime.rows(names: names)),
      ]
    } else {
      html.append("<p>\(code(RuntimeBenchmark.notMeasured))</p>")
    }
    html += growth(report)
    html += mutation(report)
    return html + [
      "<h2 id=\"counted\">What is counted</h2>",
      "<p>\(code(report.whatIsCounted.joined(separator: " ")))</p>",
      "<h2 id=\"sizes\">Size signals</h2>",
      table(
        "The largest type, the largest file and the longest function of each architecture",
        ComparisonReport.sizeSignalsHeader,
        report.sizeSignalRows.map { $0.map(breakable) }, escaping: false),
      "<p>\(code(ComparisonReport.sizeSignalsNote))</p>",
    ]
  }

  /// The growth with the app's size: code lines per size, what one more feature costs, and
  /// the change suite at each size (`workbench scale`).
  static func growth(_ report: ComparisonReport) -> [String] {
    let names = report.architectures.map(\.name)
    var html = ["<h2 id=\"growth\">Growth with the app's size</h2>"]
    if let scale = report.scale {
      for chart in scale.charts(names: names) {
        html.append(
          lineChart(
            title: chart.title, unit: chart.unit, names: names, colours: Array(names.indices),
            steps: chart.sizes.map(String.init), values: chart.values, sizes: chart.sizes))
      }
      for shown in scale.tables(names: names) {
        html += [
          "<p>\(code(shown.explanation))</p>", table(shown.caption, shown.header, shown.rows),
        ]
      }
    } else {
      html.append("<p>\(code(ScaleBenchmark.notMeasured))</p>")
    }
    return html
  }

  /// `text`, escaped, with a place to break the line after each `/` and `.` of its paths
  /// and names, so that a long one wraps in its cell instead of widening the table past the
  /// page when printed.
  static func breakable(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "/", with: "/<wbr>").replacingOccurrences(
      of: ".", with: ".<wbr>")
  }

  /// The change cost's chart, its tables and the requests merged in pairs.
  static func changeCost(_ report: ComparisonReport) -> [String] {
    let names = report.architectures.map(\.name)
    var html: [String] = []
    if let chart = report.changeCostChart {
      html.append(
        "<div class=\"charts\">"
          + HTMLReport.chart(
            title: chart.title, unit: "lines", names: names, values: chart.values, scale: nil)
          + "</div>")
    } else {
      html.append("<p>\(code(ComparisonReport.changeCostNotMeasured))</p>")
    }
    let requests = report.measuredChanges?.requests ?? []
    for (index, (title, rows)) in report.changeCostTables.enumerated() {
      html.append("<h3>\(escape(title))</h3>")
      if requests.indices.contains(index) {
        html.append(evidence(ofRequest: requests[index].name, report.architectures))
      }
      html.append(
        table("What each architecture's solution changes: \(title)", report.changeCostHeader, rows))
    }
    if !report.mergeRows.isEmpty {
      html += [
        "<h3>Merged in pairs</h3>", "<p>\(code(ComparisonReport.mergeExplanation))</p>",
        table(
          "Conflicting regions when two requests' solutions are merged: sources / tests",
          report.mergeHeader, report.mergeRows),
      ]
    }
    if !report.semanticRows.isEmpty {
      html += [
        "<h3>Semantic conflicts</h3>", "<p>\(code(ComparisonReport.semanticExplanation))</p>",
        table("What became of each clean merge", report.mergeHeader, report.semanticRows),
        "<p class=\"note\">\(code(report.semanticNote ?? ""))</p>",
      ]
    }
    if let chart = report.stackChart {
      html += [
        "<h3>Stacked growth</h3>", "<p>\(code(ComparisonReport.stackExplanation))</p>",
        lineChart(
          title: "The largest type after each step", unit: "code lines",
          names: chart.names,
          colours: chart.names.map { name in
            report.architectures.firstIndex { $0.name == name } ?? 0
          }, steps: chart.steps, values: chart.values),
        table(
          "The largest type after each step, with its role, and the feature's code lines",
          report.stackHeader, report.stackRows),
        "<p>\(code(ComparisonReport.stackRoleExplanation))</p>",
        table(
          "Each role's largest type, first → last", report.stackRoleHeader, report.stackRoleRows),
      ]
    }
    return html
  }

  /// The claims with their verdicts.
  static func claims(_ report: ComparisonReport) -> [String] {
    let claims = ClaimsReport(report)
    let first = anchor(report.architectures.first?.name ?? "")
    return [
      "<h2 id=\"claims\">Claims</h2>",
      "<p>\(strong(claims.explanation))</p>",
      table(
        "Every claim of the source articles, the experiment that decides it and its verdict",
        ClaimsReport.header,
        claims.rows(
          { "<a href=\"#\($0.htmlID(first: first))\">\(escape($0.rawValue))</a>" },
          strong: { "<strong>\(escape($0))</strong>" }, text: code
        ).map { row in
          row.enumerated().map {
            ClaimsReport.builtColumns.contains($0.offset) ? $0.element : code($0.element)
          }
        }, escaping: false, prose: true, classes: ["claims"]),
      "<p>\(code(claims.outOfReachText))</p>",
    ]
  }

  /// The mutation testing section.
  static func mutation(_ report: ComparisonReport) -> [String] {
    let names = report.architectures.map(\.name)
    var html = [
      "<h2 id=\"mutation\">Mutation testing</h2>", "<p>\(code(report.mutationExplanation))</p>",
    ]
    if let note = report.mutationNote { html.append("<p>\(code(note))</p>") }
    guard let mutation = report.mutation else { return html }
    return html + [
      table(
        "Mutants killed by each architecture's unit tests and by the scenarios",
        MutationResults.header, mutation.rows(names: names)),
      "<h3>By role</h3>",
      table(
        "Mutants and kills by role", ComparisonReport.mutationRoleHeader,
        report.mutationRoleRows),
      "<details><summary>Mutants the unit tests let live</summary>",
      table(
        "Every mutant the unit tests let live, with its place",
        ComparisonReport.mutationSurvivorHeader,
        report.mutationSurvivorRows.map { row in row.map(code) }, escaping: false, prose: true),
      "</details>",
    ]
  }

  /// The Findings block the report opens with: a verdict a sentence, each linked to its
  /// evidence.
  static func findings(_ report: ComparisonReport) -> String {
    let first = anchor(report.architectures.first?.name ?? "")
    let items = ClaimsReport(report).findings { _, evidence in
      " (<a href=\"#\(evidence?.htmlID(first: first) ?? "claims")\">"
        + escape(evidence?.rawValue ?? "Claims") + "</a>)"
    }
    return "<h2 id=\"findings\">Findings</h2><ul>"
      + items.map { "<li>\($0)</li>" }.joined() + "</ul>"
  }

  /// An architecture's section: its roles, their diagram, its pattern rules and its files.
  static func section(of architecture: ComparisonReport.Architecture) -> [String] {
    var html: [String] = []
    html.append(
      "<h2 id=\"\(anchor(architecture.name))\">\(escape(architecture.name))</h2>")
    html.append("<h3>Roles</h3>")
    html.append(
      table(
        "\(architecture.name): files, lines, types and coverage per role",
        ComparisonReport.Architecture.roleHeader, architecture.roleRows))
    html.append(
      RoleDiagramSVG.figure(architecture: architecture.name, metrics: architecture.metrics))
    html.append("<h3>Pattern rules</h3>")
    let metrics = architecture.metrics
    let rules = architecture.checkedRules
    if rules.isEmpty {
      html.append("<p>No rules are checked for this architecture.</p>")
    } else {
      html.append(
        table(
          "\(architecture.name): the pattern rules checked",
          ["Rule", "What the pattern asks", "Source"],
          rules.map { [$0.id, $0.summary, $0.source] }))
      html.append(
        metrics.violations.isEmpty
          ? "<p>No violations.</p>"
          : "<ul>"
            + metrics.violations.map {
              "<li><code>\(escape("\($0.path):\($0.line)"))</code>: \(escape($0.rule))</li>"
            }.joined() + "</ul>")
    }
    // Layered architectures (Clean) show each file's layer, read from its folders.
    let layered = architecture.metrics.files.contains { $0.layer != nil }
    html.append("<h3>Files</h3>")
    html.append(
      table(
        "\(architecture.name): every source file",
        ["File"] + (layered ? ["Layer"] : [])
          + ["Role", "Code", "Comment", "Blank", "Types", "Line coverage"],
        architecture.metrics.files.map { file in
          ["<a href=\"../\(escape(file.path))\">\(escape(file.path))</a>"]
            + (layered ? [escape(file.layer ?? "-")] : []) + [
              escape(file.role?.rawValue ?? "(unassigned)"), String(file.lines.code),
              String(file.lines.comment), String(file.lines.blank), String(file.types.count),
              escape(architecture.coverage([file]).lines.formatted),
            ]
        }, escaping: false))
    return html
  }

  /// Each scenario's result in each architecture.
  static func scenarios(_ matrix: ScenarioMatrix, names: [String]) -> [String] {
    var html: [String] = []
    html.append("<h2 id=\"scenarios\">Scenarios</h2>")
    html.append(
      table(
        "Each scenario's result in each architecture",
        ["Scenario"] + names.map(escape),
        matrix.scenarios.map { scenario in
          ["<a href=\"../\(escape(scenario.path))\">\(escape(scenario.path))</a>"]
            + names.map { name in
              let cell = matrix.cell(scenario, name)
              let text = matrix.cellWithLeaks(scenario, name)
              return "<span class=\"\(cell)\">\(escape(text))</span>"
            }
        }, escaping: false))
    return html
  }
}
