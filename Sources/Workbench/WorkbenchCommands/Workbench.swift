import Foundation
import HarnessContract
import Isolation
import Registration
import Scenarios
import SourceMetrics
import WorkbenchSupport

/// The workbench's commands, called by the `workbench` executable and by tests.
@MainActor
public enum Workbench {
  /// Runs the command line and returns the exit status: 0 success, 1 a failing scenario,
  /// 2 a bad command line or a malformed scenario.
  ///
  /// `architectures` are the ones the commands know. With a `workerExecutable` (the
  /// `workbench` executable itself), scenarios run in a worker process per architecture, so
  /// a trap or a hang in one shows in its cell and the others still run; without one, in
  /// this process.
  public static func main(
    _ arguments: [String], architectures: [RegisteredArchitecture] = Architectures.all,
    workerExecutable: String? = nil, output: (String) -> Void = { print($0) },
    errors: (String) -> Void = printToStandardError
  ) async -> ExitCode {
    let command: Command
    do throws(UsageError) {
      command = try Arguments.parse(arguments)
    } catch {
      errors(Arguments.describe(error))
      return .usageError
    }
    let runner: any ScenarioRunning =
      workerExecutable.map { IsolatedRunner(executable: $0) } ?? InProcessRunner()
    defer { (runner as? IsolatedRunner)?.stop() }
    /// The architectures named (all for none); nil, after saying why, for an unknown name.
    func select(_ names: [String], command: String) -> [RegisteredArchitecture]? {
      var selected: [RegisteredArchitecture] = []
      for name in names {
        guard
          let architecture = architectures.first(where: { $0.matches(name) })
        else {
          let known = architectures.map { $0.name }.joined(separator: ", ")
          let error = UsageError(
            "Unknown architecture '\(name)'; expected one of \(known)"
              + Suggestion.didYouMean(name, among: architectures.map { $0.name }),
            command: command)
          errors(Arguments.describe(error))
          return nil
        }
        if !selected.contains(where: { $0.target == architecture.target }) {
          selected.append(architecture)
        }
      }
      return selected.isEmpty ? architectures : selected
    }
    switch command {
    case .help(let name):
      output(Arguments.help(name, architectures: architectures.map { $0.name }))
      return .success
    case .completion(let shell):
      let specs = Arguments.commands(architectures: architectures.map { $0.name })
      output(CompletionScript.render(shell, commands: specs))
      return .success
    case .version:
      output(Arguments.version)
      return .success
    case .compare(let check):
      guard isPackageRoot(errors: errors) else { return .usageError }
      return await CompareCommand.run(
        check: check, runner: runner, output: output, errors: errors)
    case .scenarios(let options):
      guard let selected = select(options.architectures, command: "scenarios") else {
        return .usageError
      }
      return await runScenarios(
        options, architectures: selected, runner: runner, output: output, errors: errors)
    case .metrics(let names, let format):
      guard isPackageRoot(errors: errors), let architectures = select(names, command: "metrics")
      else { return .usageError }
      let (report, warnings) = MetricsReport.measure(
        packageRoot: ".", architectures: architectures)
      for warning in warnings { errors(warning.description) }
      output(format == .json ? report.renderJSON() : report.renderTable())
      return .success
    case .analyze(let path, let format, let linesOnly):
      return analyze(path, format: format, linesOnly: linesOnly, output: output, errors: errors)
    case .explore(let options):
      guard let selected = select(options.architectures, command: "explore") else {
        return .usageError
      }
      return await ExploreCommand.run(
        options, architectures: selected, runner: runner, output: output, errors: errors)
    case .play(let options):
      guard let architecture = select([options.architecture], command: "play")?.first else {
        return .usageError
      }
      return await PlayCommand.run(
        options, architecture: architecture, output: output, errors: errors)
    case .changes(let requests):
      return ChangesCommand.run(requests: requests, output: output, errors: errors)
    case .changesCheck(let options):
      guard let selected = select(options.architectures, command: "changes check") else {
        return .usageError
      }
      return await ChangesCommand.check(
        options, architectures: selected, runner: runner, output: output, errors: errors)
    case .changesStart(let request, let name):
      guard let architecture = select([name], command: "changes start")?.first else {
        return .usageError
      }
      return ChangesCommand.start(
        request, architecture: architecture, output: output, errors: errors)
    case .worker(let name):
      guard let architecture = select([name], command: "worker")?.first else { return .usageError }
      return await WorkerCommand.run(architecture.app)
    case .coverage(let names):
      guard isPackageRoot(errors: errors), let architectures = select(names, command: "coverage")
      else { return .usageError }
      return await CoverageCommand.run(
        architectures: architectures, packageRoot: ".", output: output, errors: errors)
    }
  }

  /// Whether the current folder is the PatternWorkbench package's root, where `metrics`,
  /// `coverage` and `compare` find the sources they measure; says so when it is not.
  static func isPackageRoot(_ root: String = ".", errors: (String) -> Void) -> Bool {
    let manifest = FileManager.default.contents(atPath: "\(root)/Package.swift")
    guard let manifest, String(decoding: manifest, as: UTF8.self).contains(#""PatternWorkbench""#)
    else {
      errors(
        "error: \(root == "." ? FileManager.default.currentDirectoryPath : root) is not the "
          + "PatternWorkbench package root (no Package.swift naming it); run this command from "
          + "there")
      return false
    }
    return true
  }

  static func analyze(
    _ path: String, format: OutputFormat, linesOnly: Bool, output: (String) -> Void,
    errors: (String) -> Void
  ) -> ExitCode {
    // A path that is missing, unreadable, a special file or in /proc, /sys or /dev is an
    // error; what goes wrong inside a folder is a warning, and the rest is counted.
    if let refusal = SourceTree.refusal(path) {
      errors("error: \(path): \(refusal)")
      return .usageError
    }
    let name = String(path.split(separator: "/").last ?? Substring(path))
    // No report here draws role diagrams, so the names files mention are not collected.
    let (files, warnings) = SourceAnalyzer.analyze(
      path, countingDeclarations: !linesOnly, collectingReferences: false)
    for warning in warnings { errors(warning.description) }
    let report = MetricsReport(
      architectures: [ArchitectureMetrics(name: name, target: path, files: files, testFiles: [])],
      countsDeclarations: !linesOnly, countsTests: false)
    output(format == .json ? report.renderJSON() : report.renderTable())
    return .success
  }

  static func runScenarios(
    _ options: ScenarioOptions, architectures: [RegisteredArchitecture],
    runner: any ScenarioRunning, output: (String) -> Void, errors: (String) -> Void
  ) async -> ExitCode {
    let paths = options.scenarioPaths
    let loaded = Result { () throws(ScenarioLoadError) in
      try paths.isEmpty ? ScenarioSuite.loadAll() : ScenarioSuite.load(paths)
    }
    guard case .success(let scenarios) = loaded else {
      if case .failure(let error) = loaded { errors(error.description) }
      return .usageError
    }
    let progress = TerminalProgress()
    (runner as? IsolatedRunner)?.onStep = { scenario, architecture, step in
      guard step % 100 == 0 else { return }
      progress.show("\(scenario.path) in \(architecture): step \(step)/\(scenario.steps.count)")
    }
    let matrix = await ScenarioMatrix.run(
      scenarios, in: architectures.map { $0.app }, runner: runner
    ) {
      result in
      if options.printsTranscripts {
        output("=== \(result.scenario.path) in \(result.architecture)\n\(result.transcript)")
      }
    }
    progress.clear()
    output(matrix.render())
    return ExitCode(succeeded: matrix.allPassed)
  }
}
