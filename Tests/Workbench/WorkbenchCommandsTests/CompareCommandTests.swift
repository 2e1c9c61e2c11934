import Foundation
import Testing
import WorkbenchTestSupport

@testable import Coverage
@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// `compare` writes Reports/ only from a measurement that succeeded: a failure of any kind
/// leaves it byte for byte as it was, and `--check` never advises committing a worse report.
@MainActor
struct CompareCommandTests {
  /// A package root with a copy of the real sources (`compare` writes their READMEs' figures),
  /// one scenario, and reports that say "old".
  private let root = FileManager.default.temporaryDirectory.appending(path: "compare-\(UUID())")
    .path

  private struct CoverageBroke: Error, CustomStringConvertible {
    var description: String { "llvm-cov is missing" }
  }

  init() throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: "\(root)/Scenarios", withIntermediateDirectories: true)
    try manager.copyItem(atPath: "\(packageRoot)/Sources", toPath: "\(root)/Sources")
    try manager.copyItem(
      atPath: "\(packageRoot)/Scenarios/back-keeps-search.scenario",
      toPath: "\(root)/Scenarios/back-keeps-search.scenario")
    try manager.createDirectory(atPath: "\(root)/Reports", withIntermediateDirectories: true)
    try "old".write(toFile: "\(root)/Reports/README.md", atomically: false, encoding: .utf8)
  }

  private func compare(check: Bool = false, coverage: @escaping CompareCommand.CoverageMeasure)
    async -> (status: ExitCode, output: String, errors: String)
  {
    var output: [String] = []
    var errors: [String] = []
    let status = await CompareCommand.run(
      check: check, runner: InProcessRunner(), root: root, coverage: coverage,
      console: Console(output: { output.append($0) }, errors: { errors.append($0) }))
    return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
  }

  private var reports: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/Reports")) ?? []).sorted()
  }

  @Test func aFailedCoverageMeasurementLeavesReportsAsTheyWere() async throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (status, _, errors) = await compare { _ in { _ in throw CoverageBroke() } }
    #expect(status == .failure)
    #expect(
      errors.hasSuffix(
        "error: a measurement failed, so Reports/ is left as it was:\n"
          + "  - coverage could not be measured: llvm-cov is missing"))
    #expect(reports == ["README.md"])
    #expect(try String(contentsOfFile: "\(root)/Reports/README.md", encoding: .utf8) == "old")
  }

  @Test func checkTellsAFailedMeasurementFromStaleReports() async throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (status, _, errors) = await compare(check: true) { _ in { _ in throw CoverageBroke() } }
    #expect(status == .failure)
    #expect(errors.contains("error: a measurement failed, so Reports/ was not compared:"))
    #expect(errors.contains("do not regenerate Reports/ to make it pass"))
    #expect(!errors.contains("out of date"))
  }

  @Test func aSuccessfulRunWritesEveryReportAndCheckFlagsForeignFiles() async throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (status, _, _) = await compare { _ in { _ in CoverageMeasurement.Results() } }
    #expect(status == .success)
    #expect(
      reports == [
        "README.md", "coverage.lcov", "metrics.csv", "metrics.json", "report.html", "stories.html",
        "timings.json",
      ])
    #expect(
      await compare(check: true) { _ in { _ in CoverageMeasurement.Results() } }.status == .success)

    try "mine".write(toFile: "\(root)/Reports/notes.txt", atomically: false, encoding: .utf8)
    let (checked, _, errors) = await compare(check: true) { _ in
      { _ in CoverageMeasurement.Results() }
    }
    #expect(checked == .failure)
    #expect(
      errors.hasSuffix(
        "error: Reports/notes.txt is not a file `compare` writes: remove it or move it"))
  }

  /// Finder writes `.DS_Store` into every folder a Mac user opens: it is neither a stale nor
  /// a foreign report, and a run leaves it where it is.
  @Test func findersDSStoreIsNeitherComparedNorRemoved() async throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(await compare { _ in { _ in CoverageMeasurement.Results() } }.status == .success)
    try "Finder".write(toFile: "\(root)/Reports/.DS_Store", atomically: false, encoding: .utf8)
    let (checked, output, errors) = await compare(check: true) {
      _ in { _ in CoverageMeasurement.Results() }
    }
    #expect(checked == .success, "\(errors)")
    #expect(
      output
        == "Reports/, the architectures' README figures, docs/CLAIMS.md and the change "
        + "requests' briefs are up to date")
    #expect(await compare { _ in { _ in CoverageMeasurement.Results() } }.status == .success)
    #expect(reports.contains(".DS_Store"))
  }

  /// `compare` writes each README's figures between its marker lines and `--check` fails
  /// when they differ; a README without the block stops it before anything runs.
  @Test func theREADMEFiguresAreWrittenAndChecked() async throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let measured: CompareCommand.CoverageMeasure = { _ in { _ in CoverageMeasurement.Results() } }
    #expect(await compare(coverage: measured).status == .success)
    let path = "\(root)/Sources/Architectures/MVVM/README.md"
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("| Code lines | "))
    #expect(written.contains("| Simplicity | stars ★★★★☆<br>measured: place "))

    try written.replacingOccurrences(of: "| Code lines | ", with: "| Code lines | 1")
      .write(toFile: path, atomically: false, encoding: .utf8)
    let (stale, _, errors) = await compare(check: true, coverage: measured)
    #expect(stale == .failure)
    #expect(
      errors.hasSuffix(
        "error: the figures in Sources/Architectures/MVVM/README.md are out of date: run "
          + "`swift run workbench compare` and commit them"))

    try "# MVVM\n".write(toFile: path, atomically: false, encoding: .utf8)
    let (status, _, missing) = await compare(coverage: measured)
    #expect(status == .usageError)
    #expect(missing.hasPrefix("error: Sources/Architectures/MVVM/README.md: no figures block"))
    #expect(!missing.contains("Running"))
  }

  /// A missing tool stops `compare` before the scenarios run, naming the tool, and leaves
  /// Reports/ as it was.
  @Test func aMissingToolStopsCompareBeforeAnyScenarioRuns() async throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (status, _, errors) = await compare { _ in
      throw Toolchain.Missing(description: "llvm-cov was not found; looked in the folders on PATH")
    }
    #expect(status == .failure)
    #expect(
      errors
        == "error: coverage cannot be measured, so Reports/ is left as it was: llvm-cov was not "
        + "found; looked in the folders on PATH")
    #expect(!errors.contains("Running"))
    #expect(reports == ["README.md"])
  }
}
