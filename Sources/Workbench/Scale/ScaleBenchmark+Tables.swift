import Foundation

extension ScaleBenchmark {
  /// One table of the growth section: what it shows, its caption, header and rows.
  public struct Table: Sendable {
    public var explanation: String
    public var caption: String
    public var header: [String]
    public var rows: [[String]]
  }

  /// Every table of the growth section for the architectures `names`, in order; a table with
  /// nothing measured is left out. `compare` (Markdown and HTML) and `scale` show the same.
  public func tables(names: [String]) -> [Table] {
    [
      Table(
        explanation: explanation,
        caption: "Code lines of the app grown to each size, and what one more feature adds",
        header: header(), rows: rows(names: names)),
      Table(
        explanation: Self.additionExplanation, caption: "What one more feature costs at each size",
        header: additionHeader(), rows: additionRows(names: names)),
      Table(
        explanation: Self.changeExplanation,
        caption: "What each change of the suite costs at each size", header: changeHeader(),
        rows: changeRows(names: names)),
      Table(
        explanation: Self.rebuildExplanation,
        caption: "What an edit of each role compiles again at each size",
        header: rebuildHeader(), rows: rebuildRows(names: names)),
      Table(
        explanation: mergeExplanation(),
        caption: "Parallel teams merging at \(GrownApp.largest) features", header: mergeHeader(),
        rows: mergeRows(names: names)),
    ].filter { !$0.rows.isEmpty }
  }
}
