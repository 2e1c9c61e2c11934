import Scenarios

/// A figure a request asks every screen to keep right, and the count of where each app keeps
/// it (docs/METRICS.md, "Stored copies"): `REQUEST.md`'s `**Stored figure:**` line names the
/// figure as the screen shows it and the request's scenario after which `changes` counts, and
/// a table of `REQUEST.md` with a `Stored copies` column gives each architecture's count, which
/// `changes` checks against the count it measures.
package struct StoredFigure: Sendable, Equatable {
  static let marker = "**Stored figure:**"
  package static let column = "Stored copies"

  /// As the screen shows it: `20.00 EUR`.
  package var figure: String
  /// The scenario after which the places are counted, relative to the package root.
  package var scenario: String
  /// The counts `REQUEST.md` states, by architecture name.
  package var stated: [String: Int]

  /// The stored figure `REQUEST.md`'s `text` names, nil when it names none; what is wrong
  /// with it is thrown with the file and line. `folder` is the request's, `entries` its files.
  static func read(_ text: String, folder: String, entries: [String]) throws(ScenarioError)
    -> StoredFigure?
  {
    guard let (lines, markerLine) = RequestTable.marked(marker, in: text) else { return nil }
    let path = "\(folder)/REQUEST.md"
    let names = ChangeRequest.names(after: marker, in: lines[markerLine])
    guard names.count == 2, names[1].hasSuffix(".scenario"), entries.contains(names[1]) else {
      throw ScenarioError(
        path: path, line: markerLine + 1,
        message: "expected \(marker) `FIGURE` after `NAME.scenario`, a scenario of this folder")
    }
    let stated = try RequestTable.stated(
      column, in: lines, markerLine: markerLine, folder: folder, expected: "a whole number"
    ) { Int($0) }
    return StoredFigure(figure: names[0], scenario: "\(folder)/\(names[1])", stated: stated)
  }
}
