import SourceMetrics

extension ComparisonReport {
  /// The head of the "Size signals" table of README.md and report.html.
  public static let sizeSignalsHeader = [
    "Architecture", "Largest type by code lines", "Largest type by functions",
    "Largest file by code lines", "Largest file by functions", "Longest function",
  ]

  /// The "Size signals" table: a row an architecture, each cell a unit with its role and
  /// size, `-` where the architecture has no such unit.
  public var sizeSignalRows: [[String]] {
    architectures.map { architecture in
      let signals = architecture.metrics.sizeSignals
      let folder = architecture.registration.sourceFolder + "/"
      func cell(_ unit: SizeSignals.Unit?) -> String {
        guard let unit else { return "-" }
        let name =
          unit.line == nil && unit.name.hasPrefix(folder)
          ? String(unit.name.dropFirst(folder.count)) : unit.name
        var size = "\(unit.codeLines) code line\(unit.codeLines == 1 ? "" : "s")"
        if let functions = unit.functions {
          size += ", \(functions) function\(functions == 1 ? "" : "s")"
        }
        return "\(name) (\(Role.name(unit.role))): \(size)"
      }
      return [
        architecture.name, cell(signals.largestTypeByCodeLines),
        cell(signals.largestTypeByFunctions), cell(signals.largestFileByCodeLines),
        cell(signals.largestFileByFunctions), cell(signals.longestFunction),
      ]
    }
  }

  /// What the size signals measure, shown under their table.
  public static let sizeSignalsNote =
    "The signal of a massive view controller, or of any unit grown too large. A type's code "
    + "lines run from its keyword to its closing brace, nested types included, plus those "
    + "of its extensions in the architecture; its functions are the `func`, `init`, `deinit` "
    + "and `subscript` with a body inside them. A function's code lines run from its keyword "
    + "to its closing brace. A file is a source file of the target (paths from its folder). "
    + "Roles are the type's own, the file's, and for a function its file's; docs/METRICS.md, "
    + "\"Size signals\"."
}
