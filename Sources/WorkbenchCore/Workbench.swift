import Fixture
import Foundation

/// The workbench's commands, called by the `workbench` executable and by tests.
@MainActor
public enum Workbench {
  /// Runs the command line and returns the exit status: 0 success, 1 a failing scenario,
  /// 2 a bad command line or a malformed scenario.
  public static func main(
    _ arguments: [String], output: (String) -> Void = { print($0) },
    errors: (String) -> Void = printToStandardError
  ) async -> Int32 {
    let command: Command
    do throws(UsageError) {
      command = try Arguments.parse(arguments)
    } catch {
      errors("error: \(error.message)\n\n\(Arguments.usage)")
      return 2
    }
    switch command {
    case .help:
      output(Arguments.usage)
      return 0
    case .compare(let check):
      return await CompareCommand.run(check: check, output: output, errors: errors)
    case .scenarios(let options):
      return await runScenarios(options, output: output, errors: errors)
    case .metrics(let architecture, let format):
      guard let architectures = select(architecture, errors: errors) else { return 2 }
      let (report, warnings) = MetricsReport.measure(
        packageRoot: ".", architectures: architectures)
      for warning in warnings { errors(warning.description) }
      output(format == .json ? report.renderJSON() : report.renderTable())
      return 0
    case .analyze(let path, let format, let linesOnly):
      return analyze(path, format: format, linesOnly: linesOnly, output: output, errors: errors)
    case .explore(let options):
      var architectures: [any Architecture.Type] = []
      for name in options.architectures.isEmpty ? [nil] : options.architectures.map({ $0 }) {
        guard let selected = select(name, errors: errors) else { return 2 }
        architectures += selected
      }
      return await ExploreCommand.run(
        options, architectures: architectures, runner: InProcessRunner(), output: output,
        errors: errors)
    case .coverage(let architecture):
      guard let architectures = select(architecture, errors: errors) else { return 2 }
      return await CoverageCommand.run(
        architectures: architectures, packageRoot: ".", output: output, errors: errors)
    }
  }

  /// All architectures, or the one named; nil (after saying why) for an unknown name.
  static func select(_ name: String?, errors: (String) -> Void) -> [any Architecture.Type]? {
    guard let name else { return Architectures.all }
    guard let architecture = Architectures.named(name) else {
      let known = Architectures.all.map { $0.name }.joined(separator: ", ")
      errors("error: unknown architecture '\(name)'; expected one of \(known)")
      return nil
    }
    return [architecture]
  }

  static func analyze(
    _ path: String, format: OutputFormat, linesOnly: Bool, output: (String) -> Void,
    errors: (String) -> Void
  ) -> Int32 {
    guard FileManager.default.fileExists(atPath: path) else {
      errors("error: \(path): no such file or folder")
      return 1
    }
    let name = String(path.split(separator: "/").last ?? Substring(path))
    let (files, warnings) = SourceAnalyzer.analyze(path, countingDeclarations: !linesOnly)
    for warning in warnings { errors(warning.description) }
    let report = MetricsReport(
      architectures: [ArchitectureMetrics(name: name, target: path, files: files, testFiles: [])])
    output(format == .json ? report.renderJSON() : report.renderTable())
    return 0
  }

  static func runScenarios(
    _ options: ScenarioOptions, output: (String) -> Void, errors: (String) -> Void
  ) async -> Int32 {
    guard let architectures = select(options.architecture, errors: errors) else { return 2 }
    let paths = options.scenarioPaths
    let loaded = Result { () throws(ScenarioLoadError) in
      try paths.isEmpty ? ScenarioSuite.loadAll() : ScenarioSuite.load(paths)
    }
    guard case .success(let scenarios) = loaded else {
      if case .failure(let error) = loaded { errors(error.description) }
      return 2
    }
    let matrix = await ScenarioMatrix.run(scenarios, in: architectures) { result in
      if options.printsTranscripts {
        output("=== \(result.scenario.path) in \(result.architecture)\n\(result.transcript)")
      }
    }
    output(matrix.render())
    return matrix.allPassed ? 0 : 1
  }
}

/// Writes a line to standard error.
public func printToStandardError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
