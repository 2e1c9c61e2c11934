import ChangeRequests
import Coverage
import Foundation
import Mutation
import Reports
import Scale
import Scenarios
import SourceMetrics
import WorkbenchSupport

extension CompareCommand {
  /// How a run ended early: the status it returns, after saying why.
  struct Stop: Error {
    var status: ExitCode
  }

  /// How long each phase took, in seconds to a tenth, for `timings.json`.
  struct Timings {
    let started = Date()
    var seconds: [String: Double] = [:]

    /// Seconds since `start`, to a tenth.
    static func since(_ start: Date) -> Double {
      (Date().timeIntervalSince(start) * 10).rounded() / 10
    }

    mutating func timed<T>(_ name: String, _ work: () async throws -> T) async rethrows -> T {
      let start = Date()
      defer { seconds[name] = Self.since(start) }
      return try await work()
    }
  }

  /// What is read before the long runs, so that a broken file stops the command at once.
  struct Inputs {
    var scenarios: [Scenario]
    var changes: ChangeCosts
    var runtime: RuntimeBenchmark?
    var scale: ScaleBenchmark?
    var mutation: MutationResults?
    var measureCoverage: CoverageRun
    /// Each architecture's README as it is, by its path from the root, in report order.
    var readmes: [(path: String, text: String)]
  }

  /// What the long runs measured.
  struct Measured {
    var matrix: ScenarioMatrix
    var metrics: MetricsReport
    var coverage: CoverageMeasurement.Results
  }

  /// One run of `compare` in the package at `root`, phase by phase.
  @MainActor
  struct Run {
    var root: String
    var check: Bool
    var console: Console

    var reports: String { "\(root)/\(directory)" }

    /// The scenarios, the change requests' costs, the runtime benchmark and the coverage
    /// tools.
    func read(_ prepareCoverage: CoverageMeasure) throws(Stop) -> Inputs {
      let scenarios: [Scenario]
      do throws(ScenarioLoadError) {
        scenarios = try ScenarioSuite.load([ScenarioSuite.directory], root: root)
      } catch {
        console.error(error.description)
        throw Stop(status: .usageError)
      }
      let changes: ChangeCosts
      do throws(ScenarioLoadError) {
        changes = try ChangeCosts.measure(
          root: root, targets: Architectures.all.map { $0.target },
          architectures: Architectures.all)
      } catch {
        let patches = error.errors.contains { $0.path.hasSuffix(".patch") }
        console.error(
          error.description
            + (patches
              ? "\n(a change request's solution must apply to the sources as they are: "
                + "`swift run workbench changes` says what fails)" : ""))
        throw Stop(status: .usageError)
      }
      let readmes = try readReadmes()
      let runtime: RuntimeBenchmark?
      do throws(RuntimeBenchmark.Unreadable) {
        runtime = try RuntimeBenchmark.load(root: root)
      } catch {
        console.error("error: \(error)")
        throw Stop(status: .usageError)
      }
      var scale: ScaleBenchmark?
      do throws(ScaleBenchmark.Unreadable) {
        scale = try ScaleBenchmark.load(root: root)
        let recorded = scale?.fingerprint
        scale?.isStale = recorded != ScaleBenchmark.fingerprint(root: root)
      } catch {
        console.error("error: \(error)")
        throw Stop(status: .usageError)
      }
      let mutation: MutationResults?
      do throws(MutationResults.Unreadable) {
        mutation = try MutationResults.load(root: root)
      } catch {
        console.error("error: \(error)")
        throw Stop(status: .usageError)
      }
      do {
        return Inputs(
          scenarios: scenarios, changes: changes, runtime: runtime, scale: scale,
          mutation: mutation,
          measureCoverage: try prepareCoverage(root), readmes: readmes)
      } catch {
        console.error(
          "error: coverage cannot be measured, so \(directory)/ "
            + (check ? "was not compared" : "is left as it was") + ": "
            + ProcessRunner.describe(error))
        throw Stop(status: .failure)
      }
    }

    /// Every architecture's README, which must hold the figures block `compare` writes.
    private func readReadmes() throws(Stop) -> [(path: String, text: String)] {
      var readmes: [(path: String, text: String)] = []
      for architecture in Architectures.all {
        let path = ReadmeFigures.path(of: architecture)
        guard let text = try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8) else {
          console.error("error: \(path): \(FileSystem.whyUnreadable("\(root)/\(path)"))")
          throw Stop(status: .usageError)
        }
        guard ReadmeFigures.splice("", into: text) != nil else {
          console.error(
            "error: \(path): no figures block, a line `\(ReadmeFigures.begin)` and below it a "
              + "line `\(ReadmeFigures.end)`, for `compare` to write the figures between")
          throw Stop(status: .usageError)
        }
        readmes.append((path, text))
      }
      return readmes
    }

    /// The READMEs whose figures block differs from what `report` renders, and
    /// docs/CLAIMS.md and the change requests' briefs (`ChangeBrief`) when they differ:
    /// their paths and new text, in report order.
    func staleReadmes(_ readmes: [(path: String, text: String)], _ report: ComparisonReport)
      -> [(path: String, text: String)]
    {
      let stale = readmes.enumerated().compactMap { index, readme -> (String, String)? in
        let block = ReadmeFigures.block(report, architecture: index)
        guard let text = ReadmeFigures.splice(block, into: readme.text), text != readme.text
        else { return nil }
        return (readme.path, text)
      }
      let briefs = (report.changes?.requests ?? []).compactMap { request in
        ChangeBrief.brief(
          root: root, name: request.name, title: request.title,
          linesChanged: request.costs.map(\.linesChanged))
      }
      let claims = ClaimsReport(report).document
      return stale
        + ([(ClaimsReport.documentPath, claims)] + briefs).filter { path, text in
          (try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)) != text
        }
    }

    /// Runs the scenarios, counts and measures coverage; stops, saying what failed, unless
    /// every measurement succeeded.
    func measure(_ inputs: Inputs, runner: any ScenarioRunning, timings: inout Timings)
      async throws(Stop) -> Measured
    {
      console.error(
        "Running \(inputs.scenarios.count) scenarios in \(Architectures.all.count) "
          + "architectures...")
      let matrix = await timings.timed("scenarios") {
        await ScenarioMatrix.run(inputs.scenarios, in: Architectures.apps, runner: runner)
      }
      let (metrics, warnings) = await timings.timed("metrics") {
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
        coverage = try inputs.measureCoverage(console.error)
      } catch {
        failures.append("coverage could not be measured: \(ProcessRunner.describe(error))")
      }
      timings.seconds["coverage"] = Timings.since(coverageStarted)
      for (run, runSeconds) in coverage.seconds {
        // Test runs take tenths of a second: kept to the millisecond.
        timings.seconds["tests \(run.name)"] = (runSeconds * 1000).rounded() / 1000
      }
      guard failures.isEmpty else {
        console.error(
          "error: a measurement failed, so \(directory)/ "
            + (check ? "was not compared" : "is left as it was") + ":\n"
            + failures.map { "  - \($0)" }.joined(separator: "\n")
            + (check
              ? "\nThis says nothing about whether \(directory)/ is up to date: fix the "
                + "measurement, do not regenerate \(directory)/ to make it pass." : ""))
        throw Stop(status: .failure)
      }
      return Measured(matrix: matrix, metrics: metrics, coverage: coverage)
    }

    /// The text of every source file of the architectures, by its path from the root: the
    /// code the story view shows.
    func sources(of report: ComparisonReport) -> [String: String] {
      var sources: [String: String] = [:]
      for file in report.architectures.flatMap(\.metrics.files) {
        sources[file.path] = try? String(contentsOfFile: "\(root)/\(file.path)", encoding: .utf8)
      }
      return sources
    }

    /// `--check`: whether `Reports/` and the READMEs' figures hold exactly what `report` renders.
    func compare(_ report: ComparisonReport, readmes: [(path: String, text: String)])
      throws(Stop) -> ExitCode
    {
      let files = ReportFiles.render(report, sources: sources(of: report))
      let staleReadmes = staleReadmes(readmes, report).map(\.path)
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
      if !staleReadmes.isEmpty {
        console.error(
          "error: the figures in \(staleReadmes.joined(separator: ", ")) are out of date: run "
            + "`\(regenerate)` and commit them")
      }
      guard stale.isEmpty, unknown.isEmpty, staleReadmes.isEmpty else {
        throw Stop(status: .failure)
      }
      console.output(
        "\(directory)/, the architectures' README figures, \(ClaimsReport.documentPath) and the "
          + "change requests' briefs are up to date")
      return .success
    }

    /// Writes `Reports/` all together, then the figures of each README whose figures
    /// changed (each file in one step), and prints the summary.
    func write(
      _ report: ComparisonReport, _ measured: Measured, readmes: [(path: String, text: String)],
      timings: Timings
    ) throws(Stop) -> ExitCode {
      var files = ReportFiles.render(report, sources: sources(of: report))
      var timings = timings
      timings.seconds["total"] = Timings.since(timings.started)
      files["timings.json"] = timingsJSON(timings.seconds)
      do throws(ReportWriter.Failure) {
        try ReportWriter.write(files, to: reports)
      } catch {
        console.error("error: \(error)")
        throw Stop(status: .failure)
      }
      for readme in staleReadmes(readmes, report) {
        do throws(FileSystem.Failure) {
          try FileSystem.makeFolder(
            "\(root)/\((readme.path as NSString).deletingLastPathComponent)")
          try FileSystem.replace("\(root)/\(readme.path)", contents: readme.text)
        } catch {
          console.error("error: \(error)")
          throw Stop(status: .failure)
        }
      }
      let metrics = measured.metrics
      for architecture in metrics.architectures where !architecture.violations.isEmpty {
        console.output(MetricsReport.describeViolations(of: architecture))
      }
      console.output(
        (report.consoleSummary + [report.comprehensionConsoleLine].compactMap { $0 } + [
          testRunTimes(measured.coverage, architectures: metrics.architectures),
          "Open \(directory)/report.html (or \(directory)/README.md)",
        ])
        .joined(separator: "\n"))
      return .success
    }
  }
}
