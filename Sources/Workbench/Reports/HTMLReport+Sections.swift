import Registration

extension HTMLReport {
  /// The sections after the summary, with their entries in the table of contents: the
  /// decision matrix, the runtime benchmark, what is counted and the size signals.
  static let extraContents = [
    ("matrix", "Decision matrix"), ("changes", "Change cost"), ("runtime", "Runtime at scale"),
    ("counted", "What is counted"), ("sizes", "Size signals"),
  ]

  static func sectionsAfterSummary(_ report: ComparisonReport) -> [String] {
    let names = report.architectures.map(\.name)
    let matrix = DecisionMatrix(report)
    var html = [
      "<h2 id=\"matrix\">Decision matrix, measured</h2>",
      "<p>\(escape(DecisionMatrix.explanation))</p>",
      table(
        "The sources' decision matrix: stars, measured place and the figures behind it",
        ["Criterion"] + names + ["What the measurement says"],
        matrix.rows.map { row in
          [escape(row.criterion)]
            + names.indices.map { matrix.cell(row, $0).map(escape).joined(separator: "<br>") }
            + [escape(matrix.verdict(row))]
        }, escaping: false),
      "<h2 id=\"changes\">Change cost</h2>",
      "<p>\(code(ComparisonReport.changeCostExplanation))</p>",
    ]
    if let chart = report.changeCostChart {
      html.append(
        "<div class=\"charts\">"
          + HTMLReport.chart(
            title: chart.title, unit: "lines", names: names, values: chart.values, scale: nil)
          + "</div>")
    } else {
      html.append("<p>\(escape(ComparisonReport.changeCostNotMeasured))</p>")
    }
    for (title, rows) in report.changeCostTables {
      html += [
        "<h3>\(escape(title))</h3>",
        table("What each architecture's solution changes: \(title)", report.changeCostHeader, rows),
      ]
    }
    html.append("<h2 id=\"runtime\">Runtime at scale</h2>")
    if let runtime = report.runtime {
      html += [
        "<p>\(escape(runtime.explanation))</p>",
        table(
          "Time and peak memory of the same interactions at scale, with ratios to the first",
          RuntimeBenchmark.header, runtime.rows(names: names)),
      ]
    } else {
      html.append("<p>\(escape(RuntimeBenchmark.notMeasured))</p>")
    }
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

  /// `text`, escaped, with a place to break the line after each `/` and `.` of its paths
  /// and names, so that a long one wraps in its cell instead of widening the table past the
  /// page when printed.
  static func breakable(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "/", with: "/<wbr>").replacingOccurrences(
      of: ".", with: ".<wbr>")
  }

  /// `text`, escaped, with each `…` in backticks set as code.
  static func code(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    // An odd count of backticks leaves the last one as it is.
    guard parts.count % 2 == 1 else { return escape(text) }
    return parts.enumerated().map { index, part in
      index % 2 == 1 ? "<code>\(escape(String(part)))</code>" : escape(String(part))
    }.joined()
  }
}
