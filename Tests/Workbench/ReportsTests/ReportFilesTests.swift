import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeRequests
@testable import Coverage
@testable import Reports
@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// The reports rendered from a small fixed input, compared with the files in `Snapshots/`.
/// `RECORD_SNAPSHOTS=1 swift test --filter ReportFilesTests` writes them anew.
struct ReportFilesTests {
  private static func file(
    _ path: String, role: Role?, code: Int, types: [(String, Role?)], references: [String] = []
  ) -> FileMetrics {
    var declarations = Declarations()
    declarations.types = types.map { .init(name: $0.0, kind: .class) }
    declarations.functions = types.count * 2
    // Each type holds its share of the code and two functions, the first of them long.
    let extents = types.enumerated().flatMap { index, type in
      [
        Extent(
          kind: .type, name: type.0, line: 1 + 20 * index, codeLines: code / types.count,
          functions: 2),
        Extent(
          kind: .function, name: "run", parent: 2 * index, line: 2 + 20 * index,
          codeLines: code / types.count / 2),
      ]
    }
    return FileMetrics(
      path: path, lines: LineCounts(code: code, comment: 2, blank: 1),
      declarations: declarations,
      types: types.map { .init(name: $0.0, kind: .class, role: $0.1) }, role: role,
      references: references, extents: extents)
  }

  /// `plainReport` with footprints (`FootprintTests`).
  static let report = withFootprints(plainReport)

  /// Three small architectures, the first with a pattern-rule violation, the third with a
  /// runtime counted apart from its feature code; one scenario that passes in the first and
  /// leaks a screen in the second, and one where the second architecture's screens differ;
  /// names with characters HTML must escape.
  static let plainReport: ComparisonReport = {
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
      testFiles: [],
      testability: Testability(
        tests: [
          .init(name: "MVVMTests.ListTests/rows()", path: "Tests/L.swift", kind: .pure),
          .init(name: "MVVMTests.ListTests/search()", path: "Tests/L.swift", kind: .pure),
          .init(name: "MVVMTests.ListTests/window()", path: "Tests/L.swift", kind: .uiKit),
        ],
        doubles: [.init(name: "FakeListService", path: "Tests/F.swift", codeLines: 12)]))
    let third = ArchitectureMetrics(
      name: "TCA-style", target: "Unidirectional",
      files: [
        file(
          "Sources/Architectures/Unidirectional/Features/ListFeature.swift", role: .reducer,
          code: 70, types: [("ListFeature", .reducer), ("State", .reducer), ("Action", .reducer)]),
        file(
          "Sources/Architectures/Unidirectional/Runtime/Store.swift", role: .runtime, code: 45,
          types: [("Store", .runtime)]),
        file(
          "Sources/Architectures/Unidirectional/Views/ListViewController.swift",
          role: .viewController, code: 40, types: [("ListViewController", .viewController)],
          references: ["ListFeature", "Store"]),
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
    let tcaResults = scenarios.map {
      ScenarioResult(
        scenario: $0, architecture: "TCA-style", records: [StepRecord(screen: "# Users")],
        failure: nil)
    }
    var report = ComparisonReport(
      architectures: [
        .init(
          registration: .mvc, metrics: first, unitTestCoverage: coverage,
          scenarioCoverage: coverage, scenariosPassed: 2),
        .init(
          registration: .mvvm, metrics: second, unitTestCoverage: coverage, scenarioCoverage: [:],
          pureTestCoverage: [
            "Sources/Architectures/MVVM/ListViewModel.swift": FileCoverage(
              path: "Sources/Architectures/MVVM/ListViewModel.swift",
              lines: .init(covered: 45, total: 50))
          ], scenariosPassed: 2),
        .init(
          registration: .unidirectional, metrics: third, unitTestCoverage: [:],
          scenarioCoverage: [:], scenariosPassed: 2),
      ],
      matrix: ScenarioMatrix(
        scenarios: scenarios, architectures: ["MVC", "MVVM", "TCA-style"],
        results: results + tcaResults),
      lcov: "SF:Sources/Architectures/MVC/App.swift\nFN:1,App.init()\n"
        + "FN:3,closure #1 in App.start()\nFNDA:1,App.init()\nFNDA:0,closure #1 in App.start()\n"
        + "FNF:2\nFNH:1\nDA:1,1\nend_of_record\n",
      uncounted: [
        UncountedFolder(path: "Sources/Shared/Banking", files: 6, codeLines: 156),
        UncountedFolder(path: "Sources/Shared/FakeBackend", files: 4, codeLines: 389),
        UncountedFolder(path: "Sources/Shared/HeadlessUI", files: 11, codeLines: 464),
      ])
    var small = ChangeCost()
    (small.filesChanged, small.linesAdded, small.linesRemoved) = (1, 12, 3)
    small.roles = ["ViewController"]
    var large = small
    (large.filesAdded, large.linesAdded, large.typesAdded, large.protocolsAdded) = (3, 140, 4, 2)
    (large.testFiles, large.testLinesAdded) = (2, 60)
    large.roles = ["ViewController", "Presenter", "Router"]
    report.changes = ChangeCosts(requests: [
      .init(name: "receipt", title: "a receipt <after> a payment", costs: [small, large, small]),
      .init(name: "sort", title: "sort by name", costs: [small, small, large]),
    ])
    return report
  }()

  @Test(arguments: ["README.md", "report.html", "metrics.json", "metrics.csv", "coverage.lcov"])
  func rendersAsRecorded(name: String) throws {
    let rendered = try #require(ReportFiles.render(Self.report)[name])
    let path = "\(packageRoot)/Tests/Workbench/Snapshots/\(name)"
    if let problem = Snapshot.mismatch(rendered, snapshot: path) { Issue.record("\(problem)") }
  }

  /// report.html as a room reads it: contents that lead to every section, captioned tables
  /// with header scopes that scroll in their box, ratios to the first architecture, a dark
  /// scheme and a print style, line charts on one scale, and chart values in text.
  @Test func theHTMLReportIsNavigableAccessibleAndPrintable() throws {
    let html = try #require(ReportFiles.render(Self.report)["report.html"])
    let links = html.matches(of: /<li><a href="#([A-Za-z]+)">/).map { String($0.1) }
    #expect(
      links == [
        "charts", "summary", "matrix", "claims", "changes", "runtime", "growth", "mutation",
        "counted", "sizes", "MVC", "MVVM",
        "TCAstyle",
        "comprehension", "scenarios",
      ])
    for id in links { #expect(html.contains("id=\"\(id)\""), "no section \(id)") }
    // Every table, prose or figures, is in a box that scrolls and has a caption above the
    // box, which a phone wraps rather than scrolls; screen readers read it as the table's name.
    let tables = html.components(separatedBy: "<table").count - 1
    #expect(tables > 5)
    #expect(
      html.components(separatedBy: "</p><div class=\"scroll\"><table aria-label=\"").count - 1
        == tables)
    #expect(!html.contains("<caption>"))
    #expect(
      html.contains(
        "<p class=\"caption\" aria-hidden=\"true\">Every claim of the source articles, the "
          + "experiment that decides it and its verdict</p><div class=\"scroll\"><table "
          + "aria-label=\"Every claim of the source articles, the experiment that decides it and "
          + "its verdict\" class=\"prose claims\">"))
    // No Markdown left in the page: backticks are code, past the banner.
    #expect(!html.split(separator: "\n").dropFirst(2).contains { $0.contains("`") })
    // The decision matrix is a heat map: the place as a number and a colour, the stars
    // beside it, the figures on demand.
    #expect(html.contains("<table aria-label=\"The decision matrix, measured\" class=\"heat\">"))
    #expect(html.contains("<details><summary>figures</summary>"))
    // Paper holds the story, each page numbered; the detailed sections are the screen's.
    #expect(html.contains("@bottom-center{content:counter(page)"))
    #expect(html.contains("<div class=\"detail\">\n<h2 id=\"changes\">"))
    #expect(!html.contains("<th>"))
    #expect(html.contains("<td>110 <span class=\"ratio\">×0.79</span></td>"))
    #expect(html.contains("@media (prefers-color-scheme:dark){"))
    #expect(html.contains("@media print{"))
    #expect(html.contains("<li>TCA-style: 155</li>"))
    #expect(
      html.components(
        separatedBy: "(lines, one scale for every chart of lines; from <a href=\"#summary\">"
      )
      .count - 1 == 3)
  }

  /// Feature code lines leave the runtime out; an architecture without one shows 0 runtime
  /// lines.
  @Test func theRuntimeIsCountedApartFromFeatureCode() throws {
    let rows = Dictionary(uniqueKeysWithValues: Self.report.summary.map { ($0.title, $0.values) })
    #expect(rows["Code lines"] == ["140", "110", "155"])
    #expect(rows["Feature code lines (runtime excluded)"] == ["140", "110", "110"])
    #expect(rows["Runtime code lines"] == ["0", "0", "45"])
    #expect(
      Self.report.consoleSummary[1] == "Code lines: MVC 140, MVVM 110, TCA-style 155 (runtime 45)")
  }

  /// The tests of each kind, their shares, the doubles' lines, and the logic's coverage by
  /// pure tests alone (view controllers left out; `-` where no logic line can run).
  @Test func testabilityRowsShowKindsDoublesAndPureTestCoverage() {
    let rows = Dictionary(uniqueKeysWithValues: Self.report.summary.map { ($0.title, $0.values) })
    #expect(rows["Unit tests: pure / UI kit / backend"] == ["0 / 0 / 0", "2 / 1 / 0", "0 / 0 / 0"])
    #expect(rows["Unit tests: share pure / UI kit / backend"] == ["-", "67% / 33% / 0%", "-"])
    #expect(rows["Test-double code lines"] == ["0", "12", "0"])
    #expect(rows["Logic line coverage by pure tests"] == ["-", "90.0% (45/50)", "-"])
  }

  /// Nothing assumes five architectures: with six, every table has a column for each, every
  /// chart a bar of its own colour, and the CSV rows for each.
  @Test func sixArchitecturesEachGetAColumnABarAndRows() {
    let names = ["A", "B", "C", "D", "E", "TCA-style"]
    var report = Self.report
    report.architectures = names.map { name in
      var architecture = Self.report.architectures[2]
      architecture.metrics.name = name
      return architecture
    }
    report.matrix = ScenarioMatrix(
      scenarios: report.matrix.scenarios, architectures: names,
      results: names.flatMap { name in
        report.matrix.scenarios.map {
          ScenarioResult(
            scenario: $0, architecture: name, records: [StepRecord(screen: "# Users")],
            failure: nil)
        }
      })
    let files = ReportFiles.render(report)
    let markdown = files["README.md"]!.split(separator: "\n")
    #expect(markdown.contains("| Figure | A | B | C | D | E | TCA-style |"))
    #expect(markdown.contains("| Runtime code lines | 45 | 45 | 45 | 45 | 45 | 45 |"))
    #expect(markdown.contains("| Scenarios/a.scenario | pass | pass | pass | pass | pass | pass |"))
    let html = files["report.html"]!
    let bars = html.matches(of: /<rect [^>]*class="(c\d)"/).map { String($0.1) }
    #expect(bars.count == 6 * report.charts.count)
    #expect(Set(bars.prefix(6)).count == 6)
    #expect(html.contains(">TCA-style</text>"))
    let csv = files["metrics.csv"]!.split(separator: "\n").dropFirst()
    #expect(Set(csv.map { $0.prefix { $0 != "," } }) == Set(names.map { Substring($0) }))
    let json = try? JSONSerialization.jsonObject(with: Data(files["metrics.json"]!.utf8))
    let architectures = (json as? [String: Any])?["architectures"] as? [String: Any]
    #expect(architectures?.keys.sorted() == names.sorted())
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
