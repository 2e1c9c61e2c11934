import Coverage
import Registration
import Reports
import SourceMetrics
import WorkbenchSupport

/// `workbench coverage`: measures the coverage of each architecture's own tests and of the
/// scenario suite (`CoverageMeasurement`) and prints it per architecture and role.
struct CoverageCommand: Subcommand {
  /// Only these architectures, by name; empty for all.
  var architectures: [String] = []

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "coverage",
      overview:
        "Test coverage per architecture, role and file, from llvm-cov: builds the tests with "
        + "coverage in .build-coverage (the first run takes a few minutes).",
      options: [CommandSpec.architectureOption(CommandSpec.architectureHelp(names), names: names)],
      exitStatus: CommandSpec.measuringStatus)
  }

  init(architectures: [String] = []) {
    self.architectures = architectures
  }

  init(_ arguments: ParsedArguments) {
    self.init(architectures: arguments.list("--architecture"))
  }

  func run(in context: CommandContext) async -> ExitCode {
    guard context.isPackageRoot(), let selected = context.select(architectures) else {
      return .usageError
    }
    return Self.measure(selected, packageRoot: ".", console: context.console)
  }

  /// Measures and prints the coverage of `architectures` in the package at `packageRoot`.
  static func measure(
    _ architectures: [RegisteredArchitecture], packageRoot: String, console: Console
  ) -> ExitCode {
    let root = Platform.canonical(packageRoot)
    let (metrics, _) = MetricsReport.measure(packageRoot: root, architectures: architectures)
    do {
      // One measuring run at a time: two would race on the same coverage profiles.
      let lock = try RunLock.acquire(
        for: "\(root)/\(CompareCommand.directory)", waiting: console.error)
      defer { withExtendedLifetime(lock) {} }
      let tools = try CoverageMeasurement.prepare(root: root)
      let results = try CoverageMeasurement.measure(
        architectures, root: root, tools: tools, progress: console.error)
      console.output(CoverageReport(metrics: metrics, coverage: results.files).render())
      return .success
    } catch let missing as Toolchain.Missing {
      // The counts that need no llvm-cov are still worth having.
      console.output(metrics.renderTable())
      console.error("error: \(missing)")
      return .failure
    } catch {
      console.error("error: \(ProcessRunner.describe(error))")
      return .failure
    }
  }
}
