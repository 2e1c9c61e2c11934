import Registration

/// The figures each architecture's README quotes, in one block between two marker lines:
/// rendered from the report and written into the README by `compare` (checked by
/// `compare --check`), so no README figure is typed by hand (docs/REPORTS.md, "README
/// figures").
public enum ReadmeFigures {
  /// The line the block starts with.
  public static let begin =
    "<!-- BEGIN figures: written by `swift run workbench compare` from the report; do not edit -->"
  /// The line it ends with.
  public static let end = "<!-- END figures -->"

  /// The README of `architecture`, relative to the package root.
  public static func path(of architecture: RegisteredArchitecture) -> String {
    "\(architecture.sourceFolder)/README.md"
  }

  /// The block of the architecture at `index`, its marker lines included: the summary's
  /// figures beside the range over every architecture, the decision matrix's row for each
  /// criterion, and the roles.
  public static func block(_ report: ComparisonReport, architecture index: Int) -> String {
    let names = report.architectures.map(\.name)
    let name = names[index]
    var lines = [
      begin, "",
      "Figures of \(name) at this commit, from [Reports/README.md](../../../Reports/README.md), "
        + "which also has the other \(names.count - 1) side by side; docs/METRICS.md says how "
        + "each is counted.", "",
    ]
    lines += ReportFiles.table(
      ["Figure", name, "Range over the \(names.count)"],
      report.summary.map { [$0.title, $0.values[index], range($0.values, names: names)] })
    let matrix = DecisionMatrix(report)
    lines += [
      "", "The decision matrix's rows (Reports/README.md, \"Decision matrix, measured\"):", "",
    ]
    lines += ReportFiles.table(
      ["Criterion", name, "What the measurement says"],
      matrix.rows.map { row in
        [row.criterion, matrix.cell(row, index).joined(separator: "<br>"), matrix.verdict(row)]
      })
    lines += ["", "Its roles:", ""]
    lines += ReportFiles.table(
      ComparisonReport.Architecture.roleHeader, report.architectures[index].roleRows)
    return (lines + ["", end]).joined(separator: "\n")
  }

  /// `573 (MVC) to 1145 (TCA-style)`: the lowest and highest of a row whose values all begin
  /// with a number, each with the first architecture that has it; empty for other rows and
  /// for a row where all are equal.
  static func range(_ values: [String], names: [String]) -> String {
    let numbers = values.compactMap(leadingNumber)
    guard numbers.count == values.count, let low = numbers.min(), let high = numbers.max(),
      low < high, let lowIndex = numbers.firstIndex(of: low),
      let highIndex = numbers.firstIndex(of: high)
    else { return "" }
    return "\(values[lowIndex]) (\(names[lowIndex])) to \(values[highIndex]) (\(names[highIndex]))"
  }

  /// The number a value starts with (`98.9` of `98.9% (462/467)`), unless more follows but
  /// a percentage's count.
  static func leadingNumber(_ value: String) -> Double? {
    let number = value.prefix { $0.isNumber || $0 == "." }
    let rest = value.dropFirst(number.count)
    guard !number.isEmpty, rest.isEmpty || rest.hasPrefix("% (") else { return nil }
    return Double(number)
  }

  /// `readme` with the text between its marker lines (both kept) replaced by `block`; nil
  /// when it lacks either marker line, or has them out of order.
  public static func splice(_ block: String, into readme: String) -> String? {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { $0 == begin }),
      let last = lines.firstIndex(where: { $0 == end }), first < last
    else { return nil }
    return (lines[..<first].map(String.init) + [block] + lines[(last + 1)...].map(String.init))
      .joined(separator: "\n")
  }
}
