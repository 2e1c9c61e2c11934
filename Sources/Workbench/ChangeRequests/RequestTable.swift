import Foundation
import Scenarios

/// Figures a `REQUEST.md` states in a table column for each architecture, which `changes`
/// checks against what it measures: the marker line that asks for them, and the column.
enum RequestTable {
  /// The cells under `column`, by each row's first cell, in the tables of `lines` whose
  /// header has that column; empty when none has.
  static func column(_ column: String, in lines: [String]) -> [String: (cell: String, line: Int)] {
    var cells: [String: (cell: String, line: Int)] = [:]
    var columnIndex: Int?
    for (index, line) in lines.enumerated() {
      let row = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      guard line.hasPrefix("|"), !row.isEmpty else {
        columnIndex = nil
        continue
      }
      if let found = row.firstIndex(of: column) {
        columnIndex = found
      } else if let columnIndex, !row[0].hasPrefix("---") {
        cells[row[0]] = (columnIndex < row.count ? row[columnIndex] : "", index + 1)
      }
    }
    return cells
  }

  /// The figures `REQUEST.md` (its `lines`, in `folder`) states under `column`, each cell
  /// read by `read`, by architecture name. A cell `read` refuses is thrown with its line
  /// (`expected` says what a cell holds), and so is the want of such a table, with the line
  /// of the marker (`markerLine`, from 0) that asks for it.
  static func stated<Figure>(
    _ column: String, in lines: [String], markerLine: Int, folder: String, expected: String,
    read: (String) -> Figure?
  ) throws(ScenarioError) -> [String: Figure] {
    let path = "\(folder)/REQUEST.md"
    var stated: [String: Figure] = [:]
    for (name, (cell, line)) in Self.column(column, in: lines).sorted(by: {
      $0.value.line < $1.value.line
    }) {
      guard let figure = read(cell) else {
        throw ScenarioError(path: path, line: line, message: "expected \(expected) under \(column)")
      }
      stated[name] = figure
    }
    guard !stated.isEmpty else {
      throw ScenarioError(
        path: path, line: markerLine + 1,
        message: "expected a table with a \(column) column: \(expected) for each architecture")
    }
    return stated
  }

  /// The lines of `text` and the index of the one starting with `marker`; nil without one.
  static func marked(_ marker: String, in text: String) -> (lines: [String], marker: Int)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines.firstIndex { $0.hasPrefix(marker) }.map { (lines, $0) }
  }
}
