extension HTMLReport {
  /// A line chart of one quantity against the steps of a sequence, one line an architecture
  /// in its palette colour (`colours`: each line's place in the report's order), with a
  /// legend; the y axis runs from 0 to the largest value. With `sizes`, the x axis is the
  /// app's size in features, each step placed at its size and labelled with it.
  /// Screen readers get the values as a list.
  static func lineChart(
    title: String, unit: String, names: [String], colours: [Int], steps: [String],
    values: [[Double]], sizes: [Int]? = nil
  ) -> String {
    let (left, top, width, height) = (44, 8, 520, 200)
    let maximum = max(values.flatMap { $0 }.max() ?? 0, 1)
    let positions = sizes.map { $0.map(Double.init) } ?? steps.indices.map(Double.init)
    let (low, high) = (positions.min() ?? 0, positions.max() ?? 0)
    func x(_ index: Int) -> Int {
      left
        + (high > low
          ? Int(((positions[index] - low) / (high - low) * Double(width)).rounded()) : 0)
    }
    func y(_ value: Double) -> Int {
      top + height - Int((value / maximum * Double(height)).rounded())
    }
    let legendTop = top + height + 28
    var svg = [
      "<figure><figcaption>\(escape(title)) <small>(\(escape(unit)), against "
        + (sizes == nil ? "the step" : "the app's size in features") + ")"
        + "</small></figcaption>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\" "
        + "viewBox=\"0 0 \(left + width + 16) \(legendTop + 22 * ((names.count + 2) / 3))\" "
        + "width=\"100%\">",
      "<line x1=\"\(left)\" y1=\"\(top + height)\" x2=\"\(left + width)\" y2=\"\(top + height)\" "
        + "class=\"axis\" stroke=\"currentColor\"></line>",
      "<text x=\"0\" y=\"\(top + 10)\" font-size=\"11\">\(Int(maximum))</text>",
      "<text x=\"0\" y=\"\(top + height)\" font-size=\"11\">0</text>",
    ]
    for index in steps.indices {
      svg.append(
        "<text x=\"\(x(index))\" y=\"\(top + height + 16)\" font-size=\"11\" "
          + "text-anchor=\"middle\">\(sizes.map { String($0[index]) } ?? String(index))</text>")
    }
    for (line, series) in values.enumerated() {
      let colour = colours[line] % paletteSize
      let points = series.indices.map { "\(x($0)),\(y(series[$0]))" }.joined(separator: " ")
      svg.append(
        "<polyline points=\"\(points)\" fill=\"none\" stroke-width=\"2\" class=\"k\(colour)\">"
          + "</polyline>")
      let (column, row) = (line % 3, line / 3)
      let legendX = left + column * (width / 3)
      let legendY = legendTop + row * 22
      svg += [
        "<rect x=\"\(legendX)\" y=\"\(legendY - 9)\" width=\"14\" height=\"10\" class=\"c\(colour)\">"
          + "</rect>",
        "<text x=\"\(legendX + 20)\" y=\"\(legendY)\" font-size=\"12\">"
          + "\(escape(names[line]))</text>",
      ]
    }
    svg.append("</svg>")
    svg += lineChartText(names: names, steps: steps, values: values, sizes: sizes)
    svg.append("</figure>")
    return svg.joined(separator: "\n")
  }

  /// What follows a line chart's drawing: its values as a list for screen readers, and the
  /// steps' names when the x axis is a sequence of steps.
  private static func lineChartText(
    names: [String], steps: [String], values: [[Double]], sizes: [Int]?
  ) -> [String] {
    var text = [
      "<ul class=\"visually-hidden\">"
        + names.indices.map { line in
          "<li>\(escape(names[line])): "
            + values[line].map { String(Int($0)) }.joined(separator: ", ") + "</li>"
        }.joined() + "</ul>"
    ]
    if sizes == nil {
      text.append(
        "<p class=\"note\">Steps: "
          + steps.indices.map { "\($0) \(escape(steps[$0]))" }.joined(separator: ", ") + ".</p>")
    }
    return text
  }
}
