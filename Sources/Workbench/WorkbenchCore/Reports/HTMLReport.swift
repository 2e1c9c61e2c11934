import Foundation

/// `report.html`: one self-contained page (inline CSS and SVG, no script, nothing fetched)
/// with a bar chart per figure, the tables, a section per architecture and the scenario
/// matrix. Every text from sources or scenarios is escaped.
enum HTMLReport {
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// One colour an architecture, in report order; ten before any repeats.
  private static let colors = [
    "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#b07aa1", "#edc948", "#ff9da7",
    "#9c755f", "#bab0ac",
  ]

  static func render(_ report: ComparisonReport) -> String {
    let names = report.architectures.map(\.name)
    var html = [
      "<!DOCTYPE html>",
      "<!-- \(escape(ReportFiles.banner)) -->",
      "<html lang=\"en\"><head><meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>Architecture comparison</title>",
      "<style>",
      "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#222}",
      "h1,h2,h3{line-height:1.2}table{border-collapse:collapse;margin:1rem 0}",
      "th,td{border:1px solid #ccc;padding:.25rem .6rem;text-align:right}th:first-child,td:first-child{text-align:left}",
      "th{background:#f3f3f3}.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(20rem,1fr));gap:1rem}",
      "figure{margin:0;border:1px solid #ddd;padding:.5rem}figcaption{font-weight:600;margin-bottom:.25rem}",
      ".pass{color:#2a7d2a}.FAIL,.DIFF,.LEAK,.HANG,.CRASH{color:#b00;font-weight:700}",
      "</style></head><body>",
      "<h1>Architecture comparison</h1>",
      "<p>The same feature in \(names.count) architectures. Counts follow docs/METRICS.md; "
        + "coverage is from each architecture's own unit tests and from the scenario suite.</p>",
      "<h2>Charts</h2><div class=\"charts\">",
    ]
    html += report.charts.map {
      chart(title: $0.title, unit: $0.unit, names: names, values: $0.values)
    }
    html.append("</div><h2>Summary</h2>")
    html.append(table(["Figure"] + names, report.summary.map { [$0.title] + $0.values }))
    html.append("<p>\(escape(ComparisonReport.runtimeNote))</p>")
    for architecture in report.architectures {
      html.append(
        "<h2 id=\"\(escape(architecture.name.filter(\.isLetter)))\">\(escape(architecture.name))</h2>"
      )
      html.append("<h3>Roles</h3>")
      html.append(table(ComparisonReport.Architecture.roleHeader, architecture.roleRows))
      let references = ComparisonReport.roleReferences(architecture.metrics)
      if !references.isEmpty {
        html.append(
          "<p>References between roles: "
            + references.map { escape("\($0.from.rawValue) → \($0.to.rawValue)") }.joined(
              separator: ", ")
            + "</p>")
        html.append("<p><small>\(escape(ComparisonReport.diagramLegend))</small></p>")
      }
      html.append("<h3>Pattern rules</h3>")
      let metrics = architecture.metrics
      let rules = metrics.checkedRules
      if rules.isEmpty {
        html.append("<p>No rules are checked for this architecture.</p>")
      } else {
        html.append(
          table(
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
    }
    html.append("<h2>Scenarios</h2>")
    html.append(
      table(
        ["Scenario"] + names.map(escape),
        report.matrix.scenarios.map { scenario in
          [escape(scenario.path)]
            + names.map { name in
              let cell = report.matrix.cell(scenario, name)
              let text = report.matrix.cellWithLeaks(scenario, name)
              return "<span class=\"\(cell)\">\(escape(text))</span>"
            }
        }, escaping: false))
    html.append("</body></html>")
    return html.joined(separator: "\n") + "\n"
  }

  /// A table; cells are escaped unless the caller built them as HTML already.
  private static func table(_ header: [String], _ rows: [[String]], escaping: Bool = true) -> String
  {
    let cell = { (text: String) in escaping ? escape(text) : text }
    return "<table><thead><tr>" + header.map { "<th>\(cell($0))</th>" }.joined()
      + "</tr></thead><tbody>"
      + rows.map { "<tr>" + $0.map { "<td>\(cell($0))</td>" }.joined() + "</tr>" }.joined()
      + "</tbody></table>"
  }

  /// A horizontal bar chart, one bar an architecture.
  private static func chart(title: String, unit: String, names: [String], values: [Double])
    -> String
  {
    let maximum = max(values.max() ?? 0, unit == "%" ? 100 : 1)
    let rowHeight = 26
    // Wide enough for the longest name, at 8 units a character, and at least 70.
    let labelWidth = max(70, 8 * (names.map(\.count).max() ?? 0) + 6)
    let barWidth = 230
    let height = rowHeight * names.count + 8
    var svg = [
      "<figure><figcaption>\(escape(title))</figcaption>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"\(escape(title))\" "
        + "viewBox=\"0 0 \(labelWidth + barWidth + 70) \(height)\" width=\"100%\">",
    ]
    for (index, (name, value)) in zip(names, values).enumerated() {
      let y = 4 + index * rowHeight
      let width = Int((value / maximum * Double(barWidth)).rounded())
      let label = unit == "%" ? String(format: "%.1f%%", value) : String(Int(value))
      svg += [
        "<text x=\"0\" y=\"\(y + 17)\" font-size=\"13\">\(escape(name))</text>",
        "<rect x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(width)\" height=\"\(rowHeight - 8)\" "
          + "fill=\"\(colors[index % colors.count])\"></rect>",
        "<text x=\"\(labelWidth + width + 4)\" y=\"\(y + 17)\" font-size=\"12\">\(label)</text>",
      ]
    }
    svg.append("</svg></figure>")
    return svg.joined(separator: "\n")
  }
}
