import Foundation
import Testing

@testable import WorkbenchCore

/// The reports rendered from a small fixed input, compared with the files in `Snapshots/`.
/// `RECORD_SNAPSHOTS=1 swift test --filter ReportFilesTests` writes them anew.
struct ReportFilesTests {
  private static func file(
    _ path: String, role: Role?, code: Int, types: [(String, Role?)], references: [String] = []
  ) -> FileMetrics {
    var declarations = Declarations()
    declarations.types = types.map { .init(name: $0.0, kind: .class) }
    declarations.functions = types.count * 2
    return FileMetrics(
      path: path, lines: LineCounts(code: code, comment: 2, blank: 1),
      declarations: declarations,
      types: types.map { .init(name: $0.0, kind: .class, role: $0.1) }, role: role,
      references: references)
  }

  /// Two small architectures, the first with a pattern-rule violation, one scenario that
  /// passes in the first and leaks a screen in the second, and one where the second architecture's screens differ; names with
  /// characters HTML must escape.
  static let report: ComparisonReport = {
    let first = ArchitectureMetrics(
      name: "MVC", target: "MVC",
      files: [
        file(
          "Sources/Architectures/MVC/App.swift", role: .app, code: 10, types: [("App", .app)],
          references: ["ListViewController"]),
        file(
          "Sources/Architectures/MVC/ListViewController.swift", role: .viewController, code: 90,
          types: [("ListViewController", .viewController)], references: ["APIClient"]),
        file(
          "Sources/Architectures/MVC/Model/APIClient.swift", role: .model, code: 40,
          types: [("APIClient", .model), ("Helper<&>", nil)]),
      ],
      testFiles: [
        file("Tests/Architectures/MVCTests/ListTests.swift", role: nil, code: 50, types: [])
      ], rules: ["model-imports-no-ui", "model-names-no-controller"],
      violations: [
        PatternViolation(
          path: "Sources/Architectures/MVC/Model/APIClient.swift", line: 3,
          rule: "model-imports-no-ui", summary: "the Model imports no UI kit (HeadlessUI)")
      ])
    let second = ArchitectureMetrics(
      name: "MVVM", target: "MVVM",
      files: [
        file(
          "Sources/Architectures/MVVM/ListViewModel.swift", role: .viewModel, code: 60,
          types: [("ListViewModel", .viewModel)]),
        file(
          "Sources/Architectures/MVVM/ListViewController.swift", role: .viewController, code: 50,
          types: [("ListViewController", .viewController)], references: ["ListViewModel"]),
      ],
      testFiles: [])
    let coverage: [String: FileCoverage] = [
      "Sources/Architectures/MVC/ListViewController.swift": FileCoverage(
        path: "Sources/Architectures/MVC/ListViewController.swift",
        lines: .init(covered: 80, total: 85),
        functions: .init(covered: 2, total: 2), regions: .init(covered: 30, total: 33)),
      "Sources/Architectures/MVVM/ListViewModel.swift": FileCoverage(
        path: "Sources/Architectures/MVVM/ListViewModel.swift",
        lines: .init(covered: 50, total: 50),
        functions: .init(covered: 2, total: 2), regions: .init(covered: 20, total: 20)),
    ]
    let scenarios = [
      Scenario(
        path: "Scenarios/a.scenario", title: "A",
        steps: [Step(line: 2, text: "When the app starts", action: .startApp)]),
      Scenario(
        path: "Scenarios/<b>.scenario", title: "B",
        steps: [Step(line: 2, text: "When the app starts", action: .startApp)]),
    ]
    let results = [
      ScenarioResult(
        scenario: scenarios[0], architecture: "MVC", records: [StepRecord(screen: "# Users")],
        failure: nil),
      ScenarioResult(
        scenario: scenarios[0], architecture: "MVVM", records: [StepRecord(screen: "# Users")],
        failure: nil, leaks: ["ListViewController"]),
      ScenarioResult(
        scenario: scenarios[1], architecture: "MVC", records: [StepRecord(screen: "# Users")],
        failure: nil),
      ScenarioResult(
        scenario: scenarios[1], architecture: "MVVM", records: [StepRecord(screen: "# Other")],
        failure: nil),
    ]
    return ComparisonReport(
      architectures: [
        .init(
          metrics: first, unitTestCoverage: coverage, scenarioCoverage: coverage, scenariosPassed: 2
        ),
        .init(
          metrics: second, unitTestCoverage: coverage, scenarioCoverage: [:], scenariosPassed: 2),
      ],
      matrix: ScenarioMatrix(
        scenarios: scenarios, architectures: ["MVC", "MVVM"], results: results),
      lcov: "SF:Sources/Architectures/MVC/App.swift\nDA:1,1\nend_of_record\n")
  }()

  @Test(arguments: ["README.md", "report.html", "metrics.json", "metrics.csv", "coverage.lcov"])
  func rendersAsRecorded(name: String) throws {
    let rendered = try #require(ReportFiles.render(Self.report)[name])
    let path = "\(packageRoot)/Tests/Workbench/WorkbenchCoreTests/Snapshots/\(name)"
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try rendered.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    let diff = LineDiff(
      expected: expected.components(separatedBy: "\n"),
      actual: rendered.components(separatedBy: "\n"))
    #expect(
      rendered == expected,
      "\(name) differs (- expected, + actual):\n\(diff.lines.filter { !$0.hasPrefix("  ") }.joined(separator: "\n"))"
    )
  }

  @Test func sourceAndScenarioTextIsEscapedInHTML() {
    let html = ReportFiles.render(Self.report)["report.html"]!
    #expect(html.contains("Scenarios/&lt;b&gt;.scenario"))
    #expect(!html.contains("<b>.scenario"))
  }

  @Test func lcovIsMadeRelativeAndReproducible() {
    let lcov =
      "SF:/root/Sources/A/A.swift\nFN:3,f\nFNDA:7,f\nDA:3,7\nDA:4,0\nend_of_record\nSF:/root/Tests/T.swift\nDA:1,1\nend_of_record\n"
    let records = ReportFiles.normalizedLcov(lcov, root: "/root") { $0.hasPrefix("Sources/") }
    #expect(
      records == [
        "Sources/A/A.swift":
          "SF:Sources/A/A.swift\nFN:3,f\nFNDA:1,f\nDA:3,1\nDA:4,0\nend_of_record\n"
      ])
  }
}
