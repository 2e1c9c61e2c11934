import Foundation

/// The decision matrix in `report.html`: a heat map of the measured places, the sources'
/// stars beside each, the figures behind it on demand, and a chart for the figures a reader
/// asks about first.
extension HTMLReport {
  /// The matrix as a table whose cells are coloured by place, from green (1, the most
  /// favourable) to red (the last); each holds the place as a number, the stars, and the
  /// score and figures in a `<details>` a reader opens.
  static func heatMap(_ matrix: DecisionMatrix) -> String {
    let names = matrix.names
    let header =
      "<thead><tr><th scope=\"col\">Criterion</th>"
      + names.map { "<th scope=\"col\">\(escape($0))</th>" }.joined()
      + "<th scope=\"col\">What the measurement says</th></tr></thead>"
    let rows = matrix.rows.map { row in
      "<tr><th scope=\"row\">\(escape(row.criterion))</th>"
        + names.indices.map { heatCell(matrix, row, $0) }.joined()
        + "<td class=\"verdict\">\(code(matrix.verdict(row)))</td></tr>"
    }
    return "<p class=\"caption\">The sources' decision matrix: each cell's colour and number "
      + "are the measured place (1 is the most favourable), the stars the sources' rating; open "
      + "a cell for its score and figures.</p>"
      + "<div class=\"scroll\"><table aria-label=\"The decision matrix, measured\" "
      + "class=\"heat\">\(header)<tbody>"
      + rows.joined() + "</tbody></table></div>"
  }

  /// One architecture's cell of a row.
  private static func heatCell(_ matrix: DecisionMatrix, _ row: DecisionMatrix.Row, _ index: Int)
    -> String
  {
    let stars = row.stars[index].map {
      "<span class=\"stars\" title=\"the sources' stars: \($0) of 5\">"
        + DecisionMatrix.starText($0) + "</span>"
    }
    guard !row.scored.isEmpty else {
      return "<td class=\"unmeasured\">\(stars ?? "")<br>not measured</td>"
    }
    let place = row.places[index]
    let count = matrix.names.count
    // Green for the first place to red for the last, as a hue a dark scheme keeps.
    let hue = count > 1 ? 130 - 130 * (place - 1) / (count - 1) : 130
    let figures =
      ["score \(DecisionMatrix.decimal(row.scores[index], places: 2)) (1.00 is the average)"]
      + row.figures.map { figure in
        "\(figure.formatted(index)) \(figure.title)" + (figure.isScored ? "" : ", not scored")
      }
    let rating = stars ?? "<span class=\"stars\">no rating</span>"
    return "<td class=\"place\" style=\"--hue:\(hue)\"><span class=\"number\" aria-label=\""
      + "place \(place) of \(count)\">\(place)</span> \(rating)<details><summary>figures"
      + "</summary><ul>"
      + figures.map { "<li>\(escape($0))</li>" }.joined() + "</ul></details></td>"
  }

  /// The heat map's style: the colour of a place, in the light and the dark scheme.
  static let heatMapStyle = (
    light: ".heat td.place{background:hsl(var(--hue) 55% 86%);text-align:left;"
      + "vertical-align:top}.heat .number{font-size:1.4em;font-weight:700}"
      + ".heat .stars{color:#6a5300;white-space:nowrap;display:block;font-size:.7em}"
      + ".heat td.verdict{text-align:left;min-width:14rem;font-size:.85em}"
      + ".heat details{font-size:.8em}.heat ul{padding-left:1rem;margin:.25rem 0}",
    dark: ".heat td.place{background:hsl(var(--hue) 35% 24%)}.heat .stars{color:#fdd663}"
  )

  /// Bar charts of the figures readers ask about first: the change cost of a small app, what
  /// a scenario makes a reader read, the mutants the unit tests miss, and the code a feature
  /// adds as the app grows; each a cost, the shorter bar the better. A figure the matrix
  /// does not have (not measured) has no chart.
  static func matrixCharts(_ matrix: DecisionMatrix) -> String {
    typealias Section = (id: String, title: String)
    let wanted: [(criterion: String?, title: String, caption: String, from: Section)] = [
      (
        DecisionMatrix.smallAppChangeCost, "", "Change cost in a one-feature app",
        ("changes", "Change cost")
      ),
      (
        nil, "files run per scenario (median)", "Comprehension cost: files run per scenario",
        ("comprehension", "Comprehension cost")
      ),
      (
        nil, "of the mutants its unit tests miss", "Mutants the unit tests miss",
        ("mutation", "Mutation testing")
      ),
      (
        DecisionMatrix.growthCriterion, "code lines per added feature",
        "Code lines per added feature", ("growth", "Growth with the app's size")
      ),
    ]
    let figures = wanted.compactMap { wanted -> (String, DecisionMatrix.Figure, Section)? in
      let rows = matrix.rows.filter { wanted.criterion == nil || $0.criterion == wanted.criterion }
      let figure = rows.lazy.compactMap { row in
        wanted.title.isEmpty ? row.scored.first : row.figures.first { $0.title == wanted.title }
      }.first
      return figure.map { (wanted.caption, $0, wanted.from) }
    }
    guard !figures.isEmpty else { return "" }
    return "<div class=\"charts\">"
      + figures.map { caption, figure, section in
        chart(
          title: caption + (figure.isPercent ? "" : " (\(figure.title))"),
          unit: figure.isPercent ? "%" : "", names: matrix.names, values: figure.values,
          scale: nil, percentOf: "mutants", from: section)
      }.joined(separator: "\n") + "</div>"
  }
}
