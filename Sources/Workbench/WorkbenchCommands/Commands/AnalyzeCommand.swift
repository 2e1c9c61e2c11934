import SourceMetrics
import WorkbenchSupport

/// `workbench analyze PATH`: the line and type counts, with roles, of any Swift file or folder.
struct AnalyzeCommand: Subcommand {
  var path: String
  var format = OutputFormat.table
  /// Lines only, not declarations: the fast path.
  var linesOnly = false

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "analyze",
      overview: "Line and type counts, with roles, for any Swift file or folder.",
      argument: ("path", "The Swift file or folder to count."), argumentValues: .files,
      options: [
        CommandSpec.formatOption,
        .init(name: "--lines-only", help: "Count lines only, not declarations (the fast path)."),
      ],
      exitStatus: "0 counted (warnings name what could not be read), 2 a bad command line or "
        + "a path that does not exist, cannot be read, is not a file or folder, or lies in "
        + "/proc, /sys or /dev.")
  }

  init(path: String, format: OutputFormat = .table, linesOnly: Bool = false) {
    self.path = path
    self.format = format
    self.linesOnly = linesOnly
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    self.init(
      path: arguments.argument ?? "", format: try arguments.format(),
      linesOnly: arguments.flag("--lines-only"))
  }

  func run(in context: CommandContext) async -> ExitCode {
    // A path that is missing, unreadable, a special file or in /proc, /sys or /dev is an
    // error; what goes wrong inside a folder is a warning, and the rest is counted.
    if let refusal = SourceTree.refusal(path) {
      context.console.error("error: \(path): \(refusal)")
      return .usageError
    }
    let name = String(path.split(separator: "/").last ?? Substring(path))
    // No report here draws role diagrams, so the names files mention are not collected.
    let (files, warnings) = SourceAnalyzer.analyze(
      path, countingDeclarations: !linesOnly, collectingReferences: false)
    for warning in warnings { context.console.error(warning.description) }
    let report = MetricsReport(
      architectures: [ArchitectureMetrics(name: name, target: path, files: files, testFiles: [])],
      countsDeclarations: !linesOnly, countsTests: false)
    context.console.output(format == .json ? report.renderJSON() : report.renderTable())
    return .success
  }
}
