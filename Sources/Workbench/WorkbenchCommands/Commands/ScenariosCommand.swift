import HarnessContract
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
  /// A figure to look for in the apps once each scenario has run (`20.00 EUR`): where each
  /// keeps it.
  var storedFigure: String?

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
        .init(
          name: "--stored", value: "<figure>",
          help:
            "After each run, list where the app's objects keep this figure, such as "
            + "\"20.00 EUR\" (docs/METRICS.md, \"Stored copies\")."),
      ],
      exitStatus: "0 every run passed, 1 a run failed, 2 a bad command line or a malformed "
        + "scenario.")
  }

  init(
    architectures: [String] = [], scenarioPaths: [String] = [], printsTranscripts: Bool = false,
    storedFigure: String? = nil
  ) {
    self.architectures = architectures
    self.scenarioPaths = scenarioPaths
    self.printsTranscripts = printsTranscripts
    self.storedFigure = storedFigure
  }

  init(_ arguments: ParsedArguments) {
    self.init(
      architectures: arguments.list("--architecture"),
      scenarioPaths: arguments.list("--scenario"),
      printsTranscripts: arguments.flag("--transcript"),
      storedFigure: arguments.list("--stored").last)
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
    if let storedFigure {
      console.output(
        await Self.storedPlaces(of: storedFigure, after: scenarios, in: selected.map { $0.app }))
    }
    return ExitCode(succeeded: matrix.allPassed)
  }

  /// How the list of stored places starts, for each scenario: `changes` reads what follows.
  static let storedPlacesHeading = "Where each app keeps"

  /// Where each app keeps `figure` once each scenario has run, in this process: `Mirror`
  /// needs the live objects.
  @MainActor
  static func storedPlaces(
    of figure: String, after scenarios: [Scenario], in apps: [any Architecture.Type]
  ) async -> String {
    var lines: [String] = []
    let width = apps.map { $0.name.count }.max() ?? 0
    for scenario in scenarios {
      lines.append(
        "\(storedPlacesHeading) \"\(figure)\" after \(scenario.path) (stored copies):")
      for app in apps {
        let places = await StoredPlaces.places(of: figure, after: scenario, in: app)
        let name = app.name.padding(toLength: width, withPad: " ", startingAt: 0)
        lines.append("  \(name)  \(places.count)  \(places.joined(separator: ", "))")
      }
    }
    return lines.joined(separator: "\n")
  }
}
