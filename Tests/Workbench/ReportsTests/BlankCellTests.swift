import Foundation
import Testing

@testable import Reports
@testable import SourceMetrics

/// Every `-` and every 0 % in README.md and report.html is explained right under its table
/// (issue 12: "explain every `-` and every 0 %").
@MainActor
struct BlankCellTests {
  /// A table of a report: its head, its rows of cells as text, and what follows it.
  private struct Table {
    var header: [String]
    var rows: [[String]]
    var after: String
  }

  private static func markdownTables(_ markdown: String) -> [Table] {
    let lines = markdown.components(separatedBy: "\n")
    var tables: [Table] = []
    var index = 0
    func cells(_ line: String) -> [String] {
      line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
    }
    while index < lines.count {
      guard lines[index].hasPrefix("| ") else {
        index += 1
        continue
      }
      var rows: [[String]] = []
      let header = cells(lines[index])
      index += 2
      while index < lines.count, lines[index].hasPrefix("| ") {
        rows.append(cells(lines[index]))
        index += 1
      }
      let after = lines[index...].first { !$0.isEmpty } ?? ""
      tables.append(Table(header: header, rows: rows, after: after))
    }
    return tables
  }

  private static func htmlTables(_ html: String) -> [Table] {
    html.components(separatedBy: "<table aria-label=").dropFirst().map { part in
      let (table, after) = (
        part.components(separatedBy: "</table>")[0],
        part.components(separatedBy: "</table></div>").dropFirst().first ?? ""
      )
      let rows = table.components(separatedBy: "<tr>").dropFirst().map { row in
        row.matches(of: /<t[hd][^>]*>(.*?)<\/t[hd]>/).map { BlankCell.plain(String($0.1)) }
      }
      let next = after.split(separator: "\n", omittingEmptySubsequences: true).first ?? ""
      return Table(header: rows.first ?? [], rows: Array(rows.dropFirst()), after: String(next))
    }
  }

  private static let notePrefixes = ["Where this table shows them: ", "<p class=\"note\">"]

  /// In each table: a `-` cell has a note under the table explaining a `-`, a 0 % cell one
  /// explaining a 0 %; a table with neither has no note.
  private static func check(_ tables: [Table], in name: String) -> Int {
    var explained = 0
    for table in tables {
      let cells = table.rows.flatMap { $0.dropFirst() }
      let dashes = cells.contains("-")
      let zeros = cells.contains(where: BlankCell.hasZeroPercent)
      let note = table.after.replacingOccurrences(of: "<code>", with: "`")
        .replacingOccurrences(of: "</code>", with: "`")
      let hasNote = notePrefixes.contains { table.after.hasPrefix($0) }
      #expect(hasNote == (dashes || zeros), "\(name): \(table.header) \(table.after)")
      if dashes {
        #expect(note.contains(": `-` ") || note.contains(". `-` "), "\(name): \(table.header)")
      }
      if zeros {
        #expect(
          note.contains("0.0% (0/N): ") || note.contains("0% in the shares"),
          "\(name): \(table.header)")
      }
      if dashes || zeros { explained += 1 }
    }
    return explained
  }

  @Test func everyDashAndZeroPercentOfTheFixtureIsExplainedUnderItsTable() {
    let files = ReportFiles.render(ReportFilesTests.report)
    let markdown = Self.markdownTables(files["README.md"]!)
    let html = Self.htmlTables(files["report.html"]!)
    // The summary's shares (`-` and 0%) and coverage (`-`), each role table's `-`, and the
    // comprehension tables of an architecture without footprints.
    #expect(Self.check(markdown, in: "README.md") == 8)
    #expect(markdown[0].after.contains("no unit test to share out"))
    #expect(markdown[0].after.contains("none of its unit tests is of that kind"))
    #expect(markdown[0].after.contains("nothing there can be covered"))
    // The same, and the file tables' coverage.
    #expect(Self.check(html, in: "report.html") == 11)
    let charts = files["report.html"]!.components(separatedBy: "<figure>").dropFirst()
    for chart in charts where chart.contains("coverage") {
      #expect(chart.contains("<li>TCA-style: 0.0%</li>") == chart.contains("A bar at 0.0%"))
    }
  }

  @Test func everyDashAndZeroPercentOfThisPackageIsExplainedUnderItsTable() async throws {
    let files = ReportFiles.render(try await MetricsJSONTests.packageReport())
    #expect(Self.check(Self.markdownTables(files["README.md"]!), in: "README.md") > 0)
    #expect(Self.check(Self.htmlTables(files["report.html"]!), in: "report.html") > 0)
  }

  /// Without files, an architecture has no size signal: each `-` says which unit it lacks.
  @Test func anArchitectureWithoutCodeHasItsSizeSignalsExplained() {
    var report = ReportFilesTests.report
    report.architectures[1].metrics.files = []
    let markdown = Self.markdownTables(ReportFiles.render(report)["README.md"]!)
    let sizes = markdown.first { $0.header == ComparisonReport.sizeSignalsHeader }
    #expect(sizes?.rows[1] == ["MVVM", "-", "-", "-", "-", "-"])
    #expect(
      sizes?.after
        == "Where this table shows them: "
        + [BlankCell.noType, .noFile, .noFunction].map(
          \.explanation
        ).joined(separator: " "))
  }

  @Test func zeroPercentIsToldFromOtherPercentages() {
    #expect(BlankCell.hasZeroPercent("0.0% (0/53)"))
    #expect(BlankCell.hasZeroPercent("0% / 96% / 4%"))
    #expect(BlankCell.hasZeroPercent("64% / 36% / 0%"))
    #expect(!BlankCell.hasZeroPercent("100.0% (5/5)"))
    #expect(!BlankCell.hasZeroPercent("10% / 90% / 100%"))
    #expect(!BlankCell.hasZeroPercent("0 / 23 / 1"))
  }
}
