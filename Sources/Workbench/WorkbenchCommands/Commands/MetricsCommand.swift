import Registration
import SourceMetrics
import WorkbenchSupport

/// `workbench metrics`: the line and type counts of every architecture (or those named).
struct MetricsCommand: Subcommand {
  /// Only these architectures, by name; empty for all.
  var architectures: [String] = []
  var format = OutputFormat.table

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "metrics", overview: "Line and type counts per architecture, role and file.",
      options: [
        CommandSpec.architectureOption(CommandSpec.architectureHelp(names), names: names),
        CommandSpec.formatOption,
      ],
      exitStatus: "0 counted, 2 a bad command line or not run from the package root.")
  }

  init(architectures: [String] = [], format: OutputFormat = .table) {
    self.architectures = architectures
    self.format = format
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    self.init(architectures: arguments.list("--architecture"), format: try arguments.format())
  }

  func run(in context: CommandContext) async -> ExitCode {
    guard context.isPackageRoot(), let selected = context.select(architectures) else {
      return .usageError
    }
    let (report, warnings) = MetricsReport.measure(packageRoot: ".", architectures: selected)
    for warning in warnings { context.console.error(warning.description) }
    context.console.output(format == .json ? report.renderJSON() : report.renderTable())
    return .success
  }
}
