import Foundation
import HarnessContract
import Testing
import WorkbenchTestSupport

@testable import Coverage
@testable import Reports
@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands

/// `metrics.json` and `metrics.csv` as readers use them: every type has a role, and the CSV's
/// rows add up to the JSON's totals, on the fixed report of `ReportFilesTests` and on this
/// package's own sources.
@MainActor
struct MetricsJSONTests {
  /// The reports of this package's real sources and one real scenario run in every
  /// architecture; coverage is made up (half of each file's code lines), since measuring it
  /// takes minutes, and only its sums matter here.
  static func packageReport() async throws -> ComparisonReport {
    let (metrics, warnings) = MetricsReport.measure(
      packageRoot: packageRoot, architectures: Architectures.all)
    #expect(warnings.isEmpty)
    let scenario = try #require(
      try ScenarioSuite.load(["Scenarios/back-keeps-search.scenario"], root: packageRoot).first)
    let matrix = await ScenarioMatrix.run([scenario], in: Architectures.apps)
    var coverage = CoverageMeasurement.Results()
    for architecture in metrics.architectures {
      let files = Dictionary(
        uniqueKeysWithValues: architecture.files.map { file in
          (
            file.path,
            FileCoverage(
              path: file.path, lines: .init(covered: file.lines.code / 2, total: file.lines.code),
              functions: .init(covered: 1, total: file.declarations.functions + 1),
              regions: .init(covered: 1, total: 2))
          )
        })
      coverage.files[.unitTests(target: architecture.target)] = files
      coverage.files[.scenarios, default: [:]].merge(files) { $1 }
    }
    return CompareCommand.makeReport(
      matrix: matrix, metrics: metrics, coverage: coverage, root: packageRoot)
  }

  /// The fixed report and this package's.
  static func reports() async throws -> [(name: String, report: ComparisonReport)] {
    [("fixture", ReportFilesTests.report), ("package", try await packageReport())]
  }

  /// The parts of metrics.json the totals come from.
  private struct Totals: Decodable {
    struct Architecture: Decodable {
      struct Metrics: Decodable {
        var files: Int
        var lines: LineCounts
        var types: [String: Int]
        var functions: Int
        var roles: [String: ArchitectureMetrics.RoleMetrics]
      }

      struct Runs: Decodable {
        var unitTests: Run
        var scenarios: Run
      }

      struct Run: Decodable {
        var lines: CoverageCount
      }

      var metrics: Metrics
      var coverage: Runs
    }

    var architectures: [String: Architecture]
  }

  @Test func csvRowsAddUpToTheJSONTotals() async throws {
    for (name, report) in try await Self.reports() {
      let files = ReportFiles.render(report)
      let json = try JSONDecoder().decode(Totals.self, from: Data(files["metrics.json"]!.utf8))
      let rows = files["metrics.csv"]!.split(separator: "\n").dropFirst().map {
        $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      }
      #expect(rows.allSatisfy { $0.count == 12 }, "\(name)")
      #expect(Set(rows.map(\.[0])) == Set(json.architectures.keys), "\(name)")
      for (architecture, totals) in json.architectures {
        let own = rows.filter { $0[0] == architecture }
        func sum(_ column: Int) -> Int { own.map { Int($0[column])! }.reduce(0, +) }
        let metrics = totals.metrics
        let coverage = totals.coverage
        let context = Comment(rawValue: "\(name): \(architecture)")
        #expect(sum(2) == metrics.files, context)
        #expect(sum(3) == metrics.lines.code, context)
        #expect(sum(4) == metrics.lines.comment, context)
        #expect(sum(5) == metrics.lines.blank, context)
        #expect(sum(6) == metrics.types.values.reduce(0, +), context)
        #expect(sum(7) == metrics.functions, context)
        #expect(sum(8) == coverage.unitTests.lines.covered, context)
        #expect(sum(9) == coverage.unitTests.lines.total, context)
        #expect(sum(10) == coverage.scenarios.lines.covered, context)
        #expect(sum(11) == coverage.scenarios.lines.total, context)
        // One row a role, the same roles and figures as the JSON's `roles`.
        #expect(Set(own.map(\.[1])) == Set(metrics.roles.keys), context)
        for row in own {
          let role = try #require(metrics.roles[row[1]])
          #expect(
            [Int(row[2]), Int(row[3]), Int(row[4]), Int(row[5]), Int(row[6])]
              == [role.files, role.lines.code, role.lines.comment, role.lines.blank, role.types],
            context)
        }
      }
    }
  }

  /// A type no rule reached is listed under its own role's row even when its file has a
  /// role: the fixture's `Helper<&>` in MVC's Model file.
  @Test func aTypeWithoutARoleInAFileWithOneGetsARowOfItsOwn() {
    let csv = ReportFiles.render(ReportFilesTests.report)["metrics.csv"]!
    #expect(csv.contains("\nMVC,(unassigned),0,0,0,0,1,0,0,0,0,0\n"))
  }

  @Test func everyTypeAndFileHasARole() async throws {
    for (name, report) in try await Self.reports() {
      let json = try #require(
        try JSONSerialization.jsonObject(
          with: Data(ReportFiles.render(report)["metrics.json"]!.utf8))
          as? [String: Any])
      let architectures = try #require(json["architectures"] as? [String: [String: Any]])
      var roles: [String] = []
      for architecture in architectures.values {
        let metrics = try #require(architecture["metrics"] as? [String: Any])
        for file in try #require(metrics["fileMetrics"] as? [[String: Any]]) {
          roles.append(try #require(file["role"] as? String, "\(name): \(file)"))
          for type in try #require(file["types"] as? [[String: Any]]) {
            roles.append(try #require(type["role"] as? String, "\(name): \(type)"))
          }
        }
      }
      let known = Set(Role.allCases.map(\.rawValue) + [Role.unassignedName])
      #expect(roles.count > 3)
      #expect(roles.allSatisfy(known.contains), "\(name)")
    }
    let fixture = ReportFiles.render(ReportFilesTests.report)["metrics.json"]!
    #expect(
      fixture.contains("\"name\" : \"Helper<&>\",\n                \"role\" : \"(unassigned)\""))
  }
}
