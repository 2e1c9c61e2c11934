import Foundation
import SourceMetrics

/// What a `-` or a 0 % in a table of the reports means. Every table of README.md and
/// report.html that shows one has a note right under it that says why, for each kind it
/// shows (`note(header:rows:)`), so no reader has to guess between "not measured", "none"
/// and "untested".
enum BlankCell: CaseIterable {
  /// `-` in a coverage cell.
  case nothingCoverable
  /// `0.0% (0/N)` in a coverage cell.
  case noLineRan
  /// `-` in the row of the unit tests' shares.
  case noUnitTests
  /// `0%` in the row of the unit tests' shares.
  case noTestOfTheKind
  /// `-` in report.html's Layer column.
  case noLayer
  /// `-` in a size signal's cell, for a type, a file or a function.
  case noType, noFile, noFunction
  /// `-` anywhere else: a figure not measured for that architecture.
  case notMeasured
  /// A bar of report.html's coverage charts at 0.0%.
  case zeroBar

  var explanation: String {
    switch self {
    case .nothingCoverable:
      "`-` in a coverage cell: nothing there can be covered (a file of protocols or of stored "
        + "properties only compiles to no code a test could run); it is not untested code."
    case .noLineRan:
      "0.0% (0/N): N lines (functions, regions) could run and no test ran any of them; in "
        + "Logic line coverage by pure tests, the architecture has no pure unit test, or none "
        + "that reaches its logic."
    case .noUnitTests:
      "`-` in the shares of unit tests: the architecture has no unit test to share out."
    case .noTestOfTheKind:
      "0% in the shares of unit tests: none of its unit tests is of that kind (pure, UI kit "
        + "or backend)."
    case .noLayer:
      "`-` in the Layer column: the file is in no folder named like a layer (Domain, Data, "
        + "Presentation, App)."
    case .noType: "`-` for a type: the architecture declares no type."
    case .noFile: "`-` for a file: the architecture has no source file."
    case .noFunction: "`-` for a function: the architecture has no function with a body."
    case .notMeasured:
      "`-` elsewhere: not measured for that architecture (a criterion not measured yet, a "
        + "benchmark not run for it, a footprint not taken), which says nothing of its code."
    case .zeroBar:
      "A bar at 0.0%: no test ran any line that could run, or nothing there can be covered "
        + "(`-` in the tables)."
    }
  }

  /// The kinds of `-` and 0 % in a table of plain text (HTML tags are read past), in the
  /// order of `allCases`. A cell's kind comes from its column's head and its row's first
  /// cell.
  static func kinds(header: [String], rows: [[String]]) -> [BlankCell] {
    var found: Set<BlankCell> = []
    for row in rows {
      for (column, cell) in row.enumerated().dropFirst() {
        let text = plain(cell)
        let head = column < header.count ? header[column] : ""
        let context = (head + " " + (row.first.map(plain) ?? "")).lowercased()
        let isShare = context.contains("share")
        if text == "-" {
          if let size = sizeKind(head) {
            found.insert(size)
          } else if head == "Layer" {
            found.insert(.noLayer)
          } else if isShare {
            found.insert(.noUnitTests)
          } else if context.contains("coverage") {
            found.insert(.nothingCoverable)
          } else {
            found.insert(.notMeasured)
          }
        } else if hasZeroPercent(text) {
          found.insert(isShare ? .noTestOfTheKind : .noLineRan)
        }
      }
    }
    return allCases.filter(found.contains)
  }

  /// The note under a table: what each kind of `-` and 0 % in it means; nil when it shows
  /// none.
  static func note(header: [String], rows: [[String]]) -> String? {
    let kinds = kinds(header: header, rows: rows)
    guard !kinds.isEmpty else { return nil }
    return "Where this table shows them: " + kinds.map(\.explanation).joined(separator: " ")
  }

  private static func sizeKind(_ head: String) -> BlankCell? {
    let header = ComparisonReport.sizeSignalsHeader
    guard let index = header.firstIndex(of: head), index > 0 else { return nil }
    return index <= 2 ? .noType : index <= 4 ? .noFile : .noFunction
  }

  /// Whether `text` holds a percentage of zero: `0%` or `0.0%`, not `100.0%`.
  static func hasZeroPercent(_ text: String) -> Bool {
    text.split { !"0123456789.%".contains($0) }.contains { $0 == "0%" || $0 == "0.0%" }
  }

  /// `text` without its HTML tags.
  static func plain(_ text: String) -> String {
    guard text.contains("<") else { return text }
    var result = ""
    var inTag = false
    for character in text {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        result.append(character)
      }
    }
    return result.trimmingCharacters(in: .whitespaces)
  }
}
