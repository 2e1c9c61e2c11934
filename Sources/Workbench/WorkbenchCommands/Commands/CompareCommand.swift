import Coverage
import Foundation
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
    let lock: RunLock
    do throws(FileSystem.Failure) {
      lock = try RunLock.acquire(for: "\(root)/\(directory)", waiting: console.error)
    } catch {
      console.error("error: \(error)")
      return .failure
    }
    defer { withExtendedLifetime(lock) {} }
    var timings = Timings()
    let run = Run(root: root, check: check, console: console)
    do throws(Stop) {
      let inputs = try run.read(prepareCoverage)
      let measured = try await run.measure(inputs, runner: runner, timings: &timings)
      var report = makeReport(
        matrix: measured.matrix, metrics: measured.metrics, coverage: measured.coverage,
        root: root)
      report.runtime = inputs.runtime
      report.scale = inputs.scale
      report.changes = inputs.changes
      report.mutation = inputs.mutation
      report.staleMutation = Set(
        report.architectures.filter { architecture in
          inputs.mutation?.architectures[architecture.name].map {
            $0.fingerprint != MutateCommand.fingerprint(architecture.metrics, root: root)
          } ?? false
        }.map(\.name))
      return run.check
        ? try run.compare(report, readmes: inputs.readmes)
        : try run.write(report, measured, readmes: inputs.readmes, timings: timings)
    } catch {
      return error.status
    }
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
  static func timingsJSON(_ timings: [String: Double]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return String(decoding: (try? encoder.encode(timings)) ?? Data(), as: UTF8.self) + "\n"
  }
}
