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
struct CompareCommand: Subcommand {
  static let directory = "Reports"
  static let regenerate = "swift run workbench compare"

  /// Measure, write nothing, and fail if `Reports/` is not what it would write.
  var check = false

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "compare",
      overview:
        "Run the scenarios in every architecture, count lines and types, measure coverage, "
        + "and write Reports/ (what `workbench` alone does). Reports/ changes only when every "
        + "measurement succeeded.",
      options: [
        .init(
          name: "--check",
          help: "Measure, write nothing, and fail if Reports/ is not what compare would write.")
      ],
      exitStatus:
        "0 written (or up to date), 1 a measurement failed or Reports/ is out of date, 2 a bad "
        + "command line, a malformed scenario or change request, or not run from the package "
        + "root.")
  }

  init(check: Bool = false) {
    self.check = check
  }

  init(_ arguments: ParsedArguments) {
    self.init(check: arguments.flag("--check"))
  }

  /// Every registered architecture, whichever the context offers: the reports compare them
  /// all.
  func run(in context: CommandContext) async -> ExitCode {
    guard context.isPackageRoot() else { return .usageError }
    return await Self.run(check: check, runner: context.runner, console: context.console)
  }

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
    console: Console
  ) async -> ExitCode {
    let root = Platform.canonical(root)
    let reports = "\(root)/\(directory)"
    let lock: RunLock
    do throws(FileSystem.Failure) {
      lock = try RunLock.acquire(for: reports, waiting: console.error)
    } catch {
      console.error("error: \(error)")
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
      console.error(error.description)
      return .usageError
    }
    // Read before the long runs, so that a broken file stops the command at once.
    let changes: ChangeCosts
    do throws(ScenarioLoadError) {
      changes = try ChangeCosts.measure(
        root: root, targets: Architectures.all.map { $0.target })
    } catch {
      console.error(
        error.description
          + "\n(a change request's solution must apply to the sources as they are: "
          + "`swift run workbench changes` says what fails)")
      return .usageError
    }
    let runtime: RuntimeBenchmark?
    do throws(RuntimeBenchmark.Unreadable) {
      runtime = try RuntimeBenchmark.load(root: root)
    } catch {
      console.error("error: \(error)")
      return .usageError
    }
    let measureCoverage: CoverageRun
    do {
      measureCoverage = try prepareCoverage(root)
    } catch {
      console.error(
        "error: coverage cannot be measured, so \(directory)/ "
          + (check ? "was not compared" : "is left as it was") + ": "
          + ProcessRunner.describe(error))
      return .failure
    }
    console.error(
      "Running \(scenarios.count) scenarios in \(Architectures.all.count) architectures...")
    let matrix = await timed("scenarios") {
      await ScenarioMatrix.run(scenarios, in: Architectures.apps, runner: runner)
    }
    let (metrics, warnings) = await timed("metrics") {
      MetricsReport.measure(packageRoot: root, architectures: Architectures.all)
    }
    for warning in warnings { console.error(warning.description) }
    var failures: [String] = []
    if !matrix.allPassed {
      console.output(matrix.render())
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
      coverage = try measureCoverage(console.error)
    } catch {
      failures.append("coverage could not be measured: \(ProcessRunner.describe(error))")
    }
    timings["coverage"] = seconds(since: coverageStarted)
    for (run, runSeconds) in coverage.seconds {
      // Test runs take tenths of a second: kept to the millisecond.
      timings["tests \(run.name)"] = (runSeconds * 1000).rounded() / 1000
    }
    guard failures.isEmpty else {
      console.error(
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
        console.error(
          "error: \(directory)/\(name) is not a file `compare` writes: remove it or move it")
      }
      if !stale.isEmpty {
        console.error(
          "error: \(directory)/ is out of date (\(stale.joined(separator: ", "))): "
            + "run `\(regenerate)` and commit \(directory)/")
      }
      guard stale.isEmpty, unknown.isEmpty else { return .failure }
      console.output("\(directory)/ is up to date")
      return .success
    }
    timings["total"] = seconds(since: started)
    files["timings.json"] = timingsJSON(timings)
    do throws(ReportWriter.Failure) {
      try ReportWriter.write(files, to: reports)
    } catch {
      console.error("error: \(error)")
      return .failure
    }
    for architecture in metrics.architectures where !architecture.violations.isEmpty {
      console.output(MetricsReport.describeViolations(of: architecture))
    }
    console.output(
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
