import Isolation
import Registration
import Scenarios
import WorkbenchSupport

/// `workbench scenarios`: every scenario in every architecture (or those named), and the
/// pass/fail matrix.
struct ScenariosCommand: Subcommand {
  /// Only these architectures, by name; empty for all.
  var architectures: [String] = []
  /// Only these scenario files or folders; empty for `Scenarios/`.
  var scenarioPaths: [String] = []
  /// Also print each run's transcript.
  var printsTranscripts = false

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "scenarios",
      overview:
        "Run the scenarios in every architecture and print the pass/fail matrix "
        + "(Scenarios/README.md).",
      options: [
        CommandSpec.architectureOption(CommandSpec.architectureHelp(names), names: names),
        .init(
          name: "--scenario", value: "<path>",
          help: "Only this scenario file, or the .scenario files in this folder.",
          defaultValue: "Scenarios/", isRepeatable: true, values: .files),
        .init(
          name: "--transcript",
          help: "Also print the requests sent and the screen after every step of every run."),
      ],
      exitStatus: "0 every run passed, 1 a run failed, 2 a bad command line or a malformed "
        + "scenario.")
  }

  init(
    architectures: [String] = [], scenarioPaths: [String] = [], printsTranscripts: Bool = false
  ) {
    self.architectures = architectures
    self.scenarioPaths = scenarioPaths
    self.printsTranscripts = printsTranscripts
  }

  init(_ arguments: ParsedArguments) {
    self.init(
      architectures: arguments.list("--architecture"),
      scenarioPaths: arguments.list("--scenario"),
      printsTranscripts: arguments.flag("--transcript"))
  }

  func run(in context: CommandContext) async -> ExitCode {
    guard let selected = context.select(architectures) else { return .usageError }
    let console = context.console
    let loaded = Result { () throws(ScenarioLoadError) in
      try scenarioPaths.isEmpty ? ScenarioSuite.loadAll() : ScenarioSuite.load(scenarioPaths)
    }
    guard case .success(let scenarios) = loaded else {
      if case .failure(let error) = loaded { console.error(error.description) }
      return .usageError
    }
    let progress = TerminalProgress()
    (context.runner as? IsolatedRunner)?.onStep = { scenario, architecture, step in
      guard step % 100 == 0 else { return }
      progress.show("\(scenario.path) in \(architecture): step \(step)/\(scenario.steps.count)")
    }
    let matrix = await ScenarioMatrix.run(
      scenarios, in: selected.map { $0.app }, runner: context.runner
    ) { result in
      if printsTranscripts {
        console.output(
          "=== \(result.scenario.path) in \(result.architecture)\n\(result.transcript)")
      }
    }
    progress.clear()
    console.output(matrix.render())
    return ExitCode(succeeded: matrix.allPassed)
  }
}
