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
          values: .words(names))
      ],
      exitStatus: "0 when its input ends.", isHidden: true)
  }

  init(architecture: String) {
    self.architecture = architecture
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard let name = arguments.list("--architecture").first else {
      throw UsageError("Missing expected option '--architecture <name>'", command: "worker")
    }
    self.init(architecture: name)
  }

  func run(in context: CommandContext) async -> ExitCode {
    guard let selected = context.select([architecture])?.first else { return .usageError }
    return await Worker.run(selected.app)
  }
}
