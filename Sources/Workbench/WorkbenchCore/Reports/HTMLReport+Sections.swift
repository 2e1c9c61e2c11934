extension HTMLReport {
  /// The sections after the summary, with their entries in the table of contents: what is
  /// counted, and the size signals.
  static let extraContents = [("counted", "What is counted"), ("sizes", "Size signals")]

  static func sizeSignalsAndWhatIsCounted(_ report: ComparisonReport) -> [String] {
    [
      "<h2 id=\"counted\">What is counted</h2>",
      "<p>\(code(report.whatIsCounted.joined(separator: " ")))</p>",
      "<h2 id=\"sizes\">Size signals</h2>",
      table(
        "The largest type, the largest file and the longest function of each architecture",
        ComparisonReport.sizeSignalsHeader, report.sizeSignalRows),
      "<p>\(code(ComparisonReport.sizeSignalsNote))</p>",
    ]
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
