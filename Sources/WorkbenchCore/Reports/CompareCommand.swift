import Fixture
import Foundation

/// `workbench compare` (and `workbench` alone): runs the scenarios in every architecture,
/// counts, measures coverage, and writes `Reports/`; with `--check`, only tells whether the
/// committed reports are up to date.
public enum CompareCommand {
  public static let directory = "Reports"
  public static let regenerate = "swift run workbench compare"

  @MainActor
  public static func run(
    check: Bool, runner: any ScenarioRunning, output: (String) -> Void,
    errors: (String) -> Void
  ) async -> Int32 {
    let root = FileManager.default.currentDirectoryPath
    let started = Date()
    var timings: [String: Double] = [:]
    func timed<T>(_ name: String, _ work: () async throws -> T) async rethrows -> T {
      let start = Date()
      defer { timings[name] = (Date().timeIntervalSince(start) * 10).rounded() / 10 }
      return try await work()
    }

    let scenarios: [Scenario]
    do throws(ScenarioLoadError) {
      scenarios = try ScenarioSuite.loadAll()
    } catch {
      errors(error.description)
      return 2
    }
    errors("Running \(scenarios.count) scenarios in \(Architectures.all.count) architectures...")
    let matrix = await timed("scenarios") {
      await ScenarioMatrix.run(scenarios, in: Architectures.all, runner: runner)
    }
    let (metrics, warnings) = await timed("metrics") {
      MetricsReport.measure(packageRoot: root, architectures: Architectures.all)
    }
    for warning in warnings { errors(warning.description) }
    var status: Int32 = matrix.allPassed ? 0 : 1
    var coverage = CoverageCommand.Results()
    do {
      coverage = try await timed("coverage") {
        try CoverageCommand.measure(Architectures.all, root: root, progress: errors)
      }
    } catch {
      errors("error: \(error); the reports show no coverage")
      status = 1
    }

    let report = makeReport(matrix: matrix, metrics: metrics, coverage: coverage, root: root)
    let files = ReportFiles.render(report)
    if check {
      let stale = ReportWriter.staleFiles(files, in: directory)
      guard stale.isEmpty else {
        errors(
          "error: \(directory)/ is out of date (\(stale.joined(separator: ", "))): "
            + "run `\(regenerate)` and commit \(directory)/")
        return 1
      }
      output("\(directory)/ is up to date")
      return status
    }
    do throws(ReportWriter.Failure) {
      try ReportWriter.write(files, to: directory)
    } catch {
      errors("error: \(error)")
      return 1
    }
    timings["total"] = (Date().timeIntervalSince(started) * 10).rounded() / 10
    writeTimings(timings)
    output(
      (report.consoleSummary + ["Open \(directory)/report.html (or \(directory)/README.md)"])
        .joined(separator: "\n"))
    return status
  }

  static func makeReport(
    matrix: ScenarioMatrix, metrics: MetricsReport, coverage: CoverageCommand.Results,
    root: String
  ) -> ComparisonReport {
    var lcovRecords: [String: String] = [:]
    let architectures = metrics.architectures.map { architecture in
      let unitRun = CoverageCommand.Run.unitTests(target: architecture.target)
      lcovRecords.merge(
        ReportFiles.normalizedLcov(coverage.lcov[unitRun] ?? "", root: root) {
          $0.hasPrefix("Sources/\(architecture.target)/")
        }
      ) { $1 }
      return ComparisonReport.Architecture(
        metrics: architecture, unitTestCoverage: coverage.files[unitRun] ?? [:],
        scenarioCoverage: coverage.files[.scenarios] ?? [:],
        scenariosPassed: matrix.results.filter { $0.architecture == architecture.name && $0.passed }
          .count)
    }
    return ComparisonReport(
      architectures: architectures, matrix: matrix,
      lcov: lcovRecords.keys.sorted().map { lcovRecords[$0]! }.joined())
  }

  /// Timings vary run to run, so they go to a file of their own that git ignores.
  private static func writeTimings(_ timings: [String: Double]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard let data = try? encoder.encode(timings) else { return }
    try? data.write(to: URL(filePath: "\(directory)/timings.json"), options: .atomic)
  }
}
