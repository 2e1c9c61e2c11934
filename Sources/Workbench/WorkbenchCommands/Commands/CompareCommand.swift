import Coverage
import Foundation
import HarnessContract
import Registration
import Reports
import Scenarios
import SourceMetrics
import WorkbenchSupport

/// `workbench compare` (and `workbench` alone): runs the scenarios in every architecture,
/// counts, measures coverage, and writes `Reports/`; with `--check`, only tells whether the
/// committed reports are up to date.
public enum CompareCommand {
  public static let directory = "Reports"
  public static let regenerate = "swift run workbench compare"

  /// How coverage is measured, in two steps: the first, before any scenario runs, finds what
  /// the measurement needs (the toolchain's tools), so that a missing tool fails at once; the
  /// measurement it returns runs last. By default the coverage build and test runs; tests of
  /// this command hand in their own.
  typealias CoverageMeasure = (_ root: String) throws -> CoverageRun
  typealias CoverageRun = (_ progress: (String) -> Void) throws -> CoverageMeasurement.Results

  /// Runs in `root` (the package root). Writes `Reports/` only when every measurement
  /// succeeded; any failure leaves it byte for byte as it was and returns 1.
  @MainActor
  static func run(
    check: Bool, runner: any ScenarioRunning, root: String = ".",
    coverage prepareCoverage: CoverageMeasure = { root in
      let tools = try CoverageMeasurement.prepare(root: root)
      return { progress in
        try CoverageMeasurement.measure(
          Architectures.all, root: root, tools: tools, footprints: true, progress: progress)
      }
    },
    output: (String) -> Void, errors: (String) -> Void
  ) async -> ExitCode {
    let root = Platform.canonical(root)
    let reports = "\(root)/\(directory)"
    let lock: RunLock
    do throws(FileSystem.Failure) {
      lock = try RunLock.acquire(for: reports, waiting: errors)
    } catch {
      errors("error: \(error)")
      return .failure
    }
    defer { withExtendedLifetime(lock) {} }
    let started = Date()
    var timings: [String: Double] = [:]
    /// Seconds since `start`, to a tenth.
    func seconds(since start: Date) -> Double {
      (Date().timeIntervalSince(start) * 10).rounded() / 10
    }
    func timed<T>(_ name: String, _ work: () async throws -> T) async rethrows -> T {
      let start = Date()
      defer { timings[name] = seconds(since: start) }
      return try await work()
    }

    let scenarios: [Scenario]
    do throws(ScenarioLoadError) {
      scenarios = try ScenarioSuite.load([ScenarioSuite.directory], root: root)
    } catch {
      errors(error.description)
      return .usageError
    }
    // Read before the long runs, so that a broken file stops the command at once.
    let changes: ChangeCosts
    do throws(ScenarioLoadError) {
      changes = try ChangeCosts.measure(
        root: root, targets: Architectures.all.map { $0.target })
    } catch {
      errors(
        error.description
          + "\n(a change request's solution must apply to the sources as they are: "
          + "`swift run workbench changes` says what fails)")
      return .usageError
    }
    let runtime: RuntimeBenchmark?
    do throws(RuntimeBenchmark.Unreadable) {
      runtime = try RuntimeBenchmark.load(root: root)
    } catch {
      errors("error: \(error)")
      return .usageError
    }
    let measureCoverage: CoverageRun
    do {
      measureCoverage = try prepareCoverage(root)
    } catch {
      errors(
        "error: coverage cannot be measured, so \(directory)/ "
          + (check ? "was not compared" : "is left as it was") + ": "
          + ProcessRunner.describe(error))
      return .failure
    }
    errors("Running \(scenarios.count) scenarios in \(Architectures.all.count) architectures...")
    let matrix = await timed("scenarios") {
      await ScenarioMatrix.run(scenarios, in: Architectures.apps, runner: runner)
    }
    let (metrics, warnings) = await timed("metrics") {
      MetricsReport.measure(packageRoot: root, architectures: Architectures.all)
    }
    for warning in warnings { errors(warning.description) }
    var failures: [String] = []
    if !matrix.allPassed {
      output(matrix.render())
      let failed = matrix.results.filter { !$0.succeeded }.count
      failures.append(
        "\(failed) of \(matrix.results.count) scenario runs failed (the matrix above)")
    }
    if !warnings.isEmpty {
      failures.append("the counts warned about \(warnings.count) file(s) (the warnings above)")
    }
    var coverage = CoverageMeasurement.Results()
    let coverageStarted = Date()
    do {
      coverage = try withoutActuallyEscaping(errors) { try measureCoverage($0) }
    } catch {
      failures.append("coverage could not be measured: \(ProcessRunner.describe(error))")
    }
    timings["coverage"] = seconds(since: coverageStarted)
    for (run, runSeconds) in coverage.seconds {
      // Test runs take tenths of a second: kept to the millisecond.
      timings["tests \(run.name)"] = (runSeconds * 1000).rounded() / 1000
    }
    guard failures.isEmpty else {
      errors(
        "error: a measurement failed, so \(directory)/ "
          + (check ? "was not compared" : "is left as it was") + ":\n"
          + failures.map { "  - \($0)" }.joined(separator: "\n")
          + (check
            ? "\nThis says nothing about whether \(directory)/ is up to date: fix the measurement, "
              + "do not regenerate \(directory)/ to make it pass." : ""))
      return .failure
    }

    var report = makeReport(matrix: matrix, metrics: metrics, coverage: coverage, root: root)
    report.runtime = runtime
    report.changes = changes
    var files = ReportFiles.render(report)
    if check {
      let stale = ReportWriter.staleFiles(files, in: reports)
      let unknown = ReportWriter.unknownFiles(files, in: reports)
      for name in unknown {
        errors("error: \(directory)/\(name) is not a file `compare` writes: remove it or move it")
      }
      if !stale.isEmpty {
        errors(
          "error: \(directory)/ is out of date (\(stale.joined(separator: ", "))): "
            + "run `\(regenerate)` and commit \(directory)/")
      }
      guard stale.isEmpty, unknown.isEmpty else { return .failure }
      output("\(directory)/ is up to date")
      return .success
    }
    timings["total"] = seconds(since: started)
    files["timings.json"] = timingsJSON(timings)
    do throws(ReportWriter.Failure) {
      try ReportWriter.write(files, to: reports)
    } catch {
      errors("error: \(error)")
      return .failure
    }
    for architecture in metrics.architectures where !architecture.violations.isEmpty {
      output(MetricsReport.describeViolations(of: architecture))
    }
    output(
      (report.consoleSummary + [report.comprehensionConsoleLine].compactMap { $0 } + [
        testRunTimes(coverage, architectures: metrics.architectures),
        "Open \(directory)/report.html (or \(directory)/README.md)",
      ])
      .joined(separator: "\n"))
    return .success
  }

  static func makeReport(
    matrix: ScenarioMatrix, metrics: MetricsReport, coverage: CoverageMeasurement.Results,
    root: String, architectures registered: [RegisteredArchitecture] = Architectures.all
  ) -> ComparisonReport {
    var lcovRecords: [String: String] = [:]
    let architectures = zip(registered, metrics.architectures).map { registration, architecture in
      let unitRun = CoverageMeasurement.Run.unitTests(target: architecture.target)
      lcovRecords.merge(
        ReportFiles.normalizedLcov(coverage.lcov[unitRun] ?? "", root: root) {
          $0.hasPrefix(registration.sourceFolder + "/")
        }
      ) { $1 }
      return ComparisonReport.Architecture(
        registration: registration, metrics: architecture,
        unitTestCoverage: coverage.files[unitRun] ?? [:],
        scenarioCoverage: coverage.files[.scenarios] ?? [:],
        pureTestCoverage: coverage.files[.pureTests(target: architecture.target)] ?? [:],
        scenariosPassed: matrix.results.filter {
          $0.architecture == architecture.name && $0.succeeded
        }.count, footprints: coverage.footprints[architecture.name])
    }
    return ComparisonReport(
      architectures: architectures, matrix: matrix,
      lcov: lcovRecords.keys.sorted().map { lcovRecords[$0]! }.joined(),
      uncounted: UncountedFolder.measure(root: root))
  }

  /// `Unit-test run time in ms, all / pure tests: MVC 212 / -, ...`: how long each
  /// architecture's test process ran under coverage, side by side with the others. Times
  /// vary from run to run, so they are shown here and kept in `timings.json`, never in a
  /// report.
  static func testRunTimes(
    _ coverage: CoverageMeasurement.Results, architectures: [ArchitectureMetrics]
  ) -> String {
    func time(_ run: CoverageMeasurement.Run) -> String {
      coverage.seconds[run].map { String(Int(($0 * 1000).rounded())) } ?? "-"
    }
    return "Unit-test run time in ms, all / pure tests (run side by side, so they vary): "
      + architectures.map { architecture in
        "\(architecture.name) \(time(.unitTests(target: architecture.target))) / "
          + time(.pureTests(target: architecture.target))
      }.joined(separator: ", ")
  }

  /// Timings vary run to run, so they go to a file of their own that git ignores.
  private static func timingsJSON(_ timings: [String: Double]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return String(decoding: (try? encoder.encode(timings)) ?? Data(), as: UTF8.self) + "\n"
  }
}
