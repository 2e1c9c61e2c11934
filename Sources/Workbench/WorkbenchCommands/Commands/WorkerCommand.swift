import Isolation
import WorkbenchSupport

/// `workbench worker --architecture NAME`, hidden: the worker process the workbench starts
/// for one architecture (`Isolation`).
struct WorkerCommand: Subcommand {
  var architecture: String

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "worker", overview: "Runs scenarios for the workbench, one architecture per process.",
      options: [
        .init(
          name: "--architecture", value: "<name>", help: CommandSpec.architectureHelp(names),
          isRequired: true, values: .words(names))
      ],
      exitStatus: "0 when its input ends.", isHidden: true)
  }

  init(architecture: String) {
    self.architecture = architecture
  }

  init(_ arguments: ParsedArguments) {
    self.init(architecture: arguments.list("--architecture")[0])
  }

  func run(in context: CommandContext) async -> ExitCode {
    guard let selected = context.select([architecture])?.first else { return .usageError }
    return await Worker.run(selected.app)
  }
}
