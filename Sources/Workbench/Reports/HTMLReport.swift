import Foundation
import Scenarios
import SourceMetrics

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

  /// One colour an architecture, in report order, ten before any repeats: as CSS classes
  /// `c0`…`c9`, each at least 3:1 against the page's background in light and in dark mode.
  private static let colors = (
    light: [
      "#2f5f8f", "#b35806", "#2e7d32", "#c62828", "#00796b", "#7b4f9d", "#8d6e00", "#ad1457",
      "#6d4c41", "#546e7a",
    ],
    dark: [
      "#8ab4f8", "#f6ae6b", "#81c995", "#f28b82", "#78d9cf", "#c58af9", "#fdd663", "#ff8bcb",
      "#d7a98c", "#b0bec5",
    ]
  )

  /// The page's style: readable on a projector and on a 390 px phone (wide tables scroll in
  /// their box), a dark scheme, and a print style that clips nothing.
  private static var style: [String] {
    let base: [String] = [
      "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:1.125rem;"
        + "line-height:1.45;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#222;"
        + "background:#fff}",
      "h1,h2,h3{line-height:1.2}a{color:#1a4f8b}nav ul{columns:14rem}",
      ".scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse;margin:1rem 0}",
      // A cell may break a long name anywhere rather than push the table past the page.
      "th,td{overflow-wrap:anywhere}",
      "table{font-size:.9em}th,td{border:1px solid #999;padding:.2rem .45rem;text-align:right}"
        + "th:first-child,td:first-child{text-align:left}th{background:#eee}"
        + ".prose th,.prose td{text-align:left;vertical-align:top}.prose td{min-width:8rem}",
      ".charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));gap:1rem}",
      "figure{margin:0;border:1px solid #999;padding:.5rem}figcaption{font-weight:600}",
      "svg text{fill:currentColor}.ratio{color:#555;font-size:.85em}",
      ".pass{color:#1b6e1b}.FAIL,.DIFF,.LEAK,.HANG,.CRASH{color:#b00;font-weight:700}",
      heatMapStyle.light, ".caption{font-weight:600;margin:1rem 0 .25rem}",
      ".visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;"
        + "clip-path:inset(50%);white-space:nowrap}",
    ]
    let dark: String =
      "body{color:#e8e8e8;background:#121212}a{color:#8ab4f8}"
      + "th{background:#2a2a2a}th,td,figure{border-color:#666}.ratio{color:#bbb}"
      + ".pass{color:#81c995}.FAIL,.DIFF,.LEAK,.HANG,.CRASH{color:#f28b82}" + heatMapStyle.dark
    // A phone keeps each table's first column in view while the rest scrolls under it.
    let phone: String =
      ".scroll th:first-child{position:sticky;left:0;z-index:1}"
      + "body{font-size:1rem;margin:1rem auto}"
    // Paper holds the story (findings, charts, summary, matrix, claims); the detailed
    // sections are the screen's. Page numbers in the bottom margin.
    let print: String =
      "@page{margin:14mm 12mm;@bottom-center{content:counter(page) \" / \" counter(pages);"
      + "font-size:9pt}}"
      + "body{font-size:10pt;max-width:none;margin:0}.scroll{overflow:visible}"
      + "table,.heat td.verdict{font-size:9pt}th,td{overflow-wrap:break-word}"
      + "figure,tr{break-inside:avoid}"
      + ".charts{grid-template-columns:1fr 1fr;gap:.5rem}"
      + "nav,.detail,.screen-only,.heat details,.claims th:nth-child(n+4),"
      + ".claims td:nth-child(n+4){display:none}.print-only{display:block}"
      + "a{color:inherit}*{print-color-adjust:exact;-webkit-print-color-adjust:exact}"
    return base + RoleDiagramSVG.style + [
      fills(colors.light),
      "@media (prefers-color-scheme:dark){\(dark)\(fills(colors.dark))}",
      "@media (max-width:600px){\(phone)}", ".print-only{display:none}",
      "@media print{\(print)}",
    ]
  }

  /// The classes `c0`, `c1`, … filling a chart's bars with `palette`, and `k0`, `k1`, …
  /// outlining a role diagram's boxes with it.
  private static func fills(_ palette: [String]) -> String {
    palette.enumerated().map { ".c\($0.offset){fill:\($0.element)}" }.joined()
      + palette.enumerated().map { ".k\($0.offset){stroke:\($0.element)}" }.joined()
  }

  /// How many colours there are before they repeat.
  static var paletteSize: Int { colors.light.count }

  package static func render(_ report: ComparisonReport) -> String {
    let names = report.architectures.map(\.name)
    var html =
      [
        "<!DOCTYPE html>",
        "<!-- \(escape(ReportFiles.banner)) -->",
        "<html lang=\"en\"><head><meta charset=\"utf-8\">",
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
        "<title>Architecture comparison</title>",
        "<style>",
      ] + style + [
        "</style></head><body>",
        "<h1>Architecture comparison</h1>",
        "<p>The same feature in \(names.count) architectures. Counts follow docs/METRICS.md; "
          + "coverage is from each architecture's own unit tests and from the scenario suite. "
          + "<a href=\"\(StoryView.fileName)\">Three stories, side by side</a>: the code that "
          + "runs when a user searches, opens a detail or sends a payment, in every "
          + "architecture at once.</p>",
        "<p class=\"print-only\">" + escape(printNote) + "</p>",
        findings(report),
        contents(names, comprehension: report.measuresComprehension),
        "<h2 id=\"charts\">Charts</h2><div class=\"charts\">",
      ]
    // Charts of lines share one scale, so their bars compare across charts.
    let lineScale = report.charts.filter { quantity($0.title) == "lines" }.flatMap(\.values).max()
    html += report.charts.map { chart in
      HTMLReport.chart(
        title: chart.title, unit: chart.unit, names: names, values: chart.values,
        scale: quantity(chart.title) == "lines" ? lineScale : nil, from: ("summary", "Summary"))
    }
    html.append("</div><h2 id=\"summary\">Summary</h2>")
    html.append(
      table(
        "Every figure per architecture, with its ratio to the first (× \(names.first ?? "")); "
          + "each name links to its section, its files and their figures",
        ["Figure"]
          + report.architectures.map {
            "<a href=\"#\(anchor($0.name))\">\(escape($0.name))</a>"
          },
        report.summary.map { row in
          [escape(row.title)] + row.values.map { withRatio($0, to: row.values.first) }
        }, escaping: false))
    for note in [ComparisonReport.runtimeNote, ComparisonReport.testabilityNote] {
      html.append("<p>\(code(note))</p>")
    }
    html += sectionsAfterSummary(report)
    for architecture in report.architectures { html += section(of: architecture) }
    html += comprehension(report) { table($0, $1, $2) }
    html += scenarios(report.matrix, names: names)
    html.append("</div></body></html>")
    return html.joined(separator: "\n") + "\n"
  }

  /// What a printed copy says it holds.
  static let printNote =
    "Printed: the findings, the charts, the summary, the decision matrix and the claims. The "
    + "change costs, the growth with the app's size, mutation testing, each architecture's "
    + "roles and files, the comprehension cost and the scenarios are in report.html and "
    + "README.md beside it."

  /// The table of contents: the charts, the summary, the sections after it, each
  /// architecture, the comprehension cost (when measured), the scenarios.
  private static func contents(_ names: [String], comprehension: Bool) -> String {
    let entries =
      [("charts", "Charts"), ("summary", "Summary")] + extraContents
      + names.map { (anchor($0), $0) }
      + (comprehension ? [("comprehension", "Comprehension cost")] : [])
      + [("scenarios", "Scenarios")]
    return "<nav aria-label=\"Contents\"><h2>Contents</h2><ul>"
      + entries.map { "<li><a href=\"#\($0.0)\">\(escape($0.1))</a></li>" }.joined()
      + "</ul></nav>"
  }

  /// What a chart counts: the last word of its title before any parenthesis, lowercased
  /// (`lines` for "Feature code lines (runtime excluded)").
  private static func quantity(_ title: String) -> String {
    title.components(separatedBy: " (").first?.split(separator: " ").last?.lowercased() ?? ""
  }

  /// The id of an architecture's section: its name's letters.
  static func anchor(_ name: String) -> String {
    escape(name.filter(\.isLetter))
  }

  /// `value`, escaped, with its ratio to `reference` when both start with a number
  /// (`608 ×1.21`); the reference itself and zero references get none.
  private static func withRatio(_ value: String, to reference: String?) -> String {
    let number = { (text: String) in Double(text.prefix { $0.isNumber || $0 == "." }) }
    guard let reference, value != reference, let base = number(reference), base > 0,
      let figure = number(value)
    else { return escape(value) }
    return escape(value) + " <span class=\"ratio\">×" + String(format: "%.2f", figure / base)
      + "</span>"
  }

  /// A table with its caption, in a box that scrolls sideways when it is wider than the
  /// screen, its first column kept in view on a phone; header cells are column headers and
  /// each row's first cell its row header. Cells are escaped unless the caller built them as
  /// HTML already.
  static func table(
    _ caption: String, _ header: [String], _ rows: [[String]], escaping: Bool = true,
    prose: Bool = false, classes: [String] = []
  ) -> String {
    let cell = { (text: String) in escaping ? escape(text) : text }
    let classes = (prose ? ["prose"] : []) + classes
    // The caption sits above the box, so it wraps on a phone instead of scrolling away.
    return "<p class=\"caption\" aria-hidden=\"true\">\(escape(caption))</p>"
      + "<div class=\"scroll\"><table aria-label=\"\(escape(caption))\""
      + (classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"") + "><thead><tr>"
      + header.map { "<th scope=\"col\">\(cell($0))</th>" }.joined() + "</tr></thead><tbody>"
      + rows.map { row in
        "<tr>"
          + row.enumerated().map { index, text in
            index == 0 ? "<th scope=\"row\">\(cell(text))</th>" : "<td>\(cell(text))</td>"
          }.joined() + "</tr>"
      }.joined() + "</tbody></table></div>"
      + (BlankCell.note(header: header, rows: rows).map { "\n<p class=\"note\">\(code($0))</p>" }
        ?? "")
  }

  /// A horizontal bar chart, one bar an architecture, with its unit in the caption. Bars
  /// run from 0 to `scale` (charts of one quantity share it), else to the largest value
  /// (100 for a percentage). Screen readers get the values as a list.
  static func chart(
    title: String, unit: String, names: [String], values: [Double], scale: Double?,
    percentOf: String = "lines", from section: (id: String, title: String)? = nil
  ) -> String {
    let maximum = max(scale ?? values.max() ?? 0, unit == "%" ? 100 : 1)
    let rowHeight = 26
    // Wide enough for the longest name, at 8 units a character, and at least 70.
    let labelWidth = max(70, 8 * (names.map(\.count).max() ?? 0) + 6)
    let barWidth = 230
    let height = rowHeight * names.count + 8
    let labels = values.map { unit == "%" ? String(format: "%.1f%%", $0) : String(Int($0)) }
    let unitName =
      unit == "%"
      ? "percent of \(percentOf)"
      : unit.isEmpty ? quantity(title) : unit
    let scaleNote = scale == nil ? "" : ", one scale for every chart of lines"
    // Where its figures are measured and explained: their evidence.
    let source = section.map { "; from <a href=\"#\($0.id)\">\(escape($0.title))</a>" } ?? ""
    var svg = [
      "<figure><figcaption>\(escape(title)) <small>(\(escape(unitName + scaleNote))\(source))"
        + "</small></figcaption>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\" "
        + "viewBox=\"0 0 \(labelWidth + barWidth + 70) \(height)\" width=\"100%\">",
    ]
    for (index, (name, label)) in zip(names, labels).enumerated() {
      let y = 4 + index * rowHeight
      let width = Int((values[index] / maximum * Double(barWidth)).rounded())
      svg += [
        "<text x=\"0\" y=\"\(y + 17)\" font-size=\"13\">\(escape(name))</text>",
        "<rect x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(width)\" height=\"\(rowHeight - 8)\" "
          + "class=\"c\(index % colors.light.count)\"></rect>",
        "<text x=\"\(labelWidth + width + 4)\" y=\"\(y + 17)\" font-size=\"12\">\(label)</text>",
      ]
    }
    svg.append("</svg>")
    svg.append(
      "<ul class=\"visually-hidden\">"
        + zip(names, labels).map { "<li>\(escape($0)): \($1)</li>" }.joined() + "</ul>")
    if unit == "%", values.contains(0) {
      svg.append("<p class=\"note\">\(code(BlankCell.zeroBar.explanation))</p>")
    }
    svg.append("</figure>")
    return svg.joined(separator: "\n")
  }
}
