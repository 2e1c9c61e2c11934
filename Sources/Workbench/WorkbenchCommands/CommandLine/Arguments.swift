import FakeBackend
import WorkbenchSupport

/// The command line, parsed: which command and its options. Parsing only; the work is done
/// by `Workbench`.
public enum Command: Equatable, Sendable {
  case compare(check: Bool)
  case scenarios(ScenarioOptions)
  /// The architectures named; empty for all.
  case metrics(architectures: [String], format: OutputFormat)
  case coverage(architectures: [String])
  case analyze(path: String, format: OutputFormat, linesOnly: Bool)
  case explore(ExploreOptions)
  case play(PlayOptions)
  /// Each change request's solutions applied, built and run; the requests named, or all.
  case changes(requests: [String])
  case changesCheck(ChangesCheckOptions)
  /// The shared patch and every other architecture's solution applied to the working tree.
  case changesStart(request: String, architecture: String)
  /// Hidden: the worker process the workbench starts for one architecture.
  case worker(architecture: String)
  /// A completion script for the shell.
  case completion(shell: CompletionScript.Shell)
  /// The help of a command, or the overview when nil.
  case help(command: String?)
  case version
}

public enum OutputFormat: String, Equatable, Sendable, CaseIterable {
  case table
  case json
}

public struct ScenarioOptions: Equatable, Sendable {
  /// Only these architectures, by name; empty for all.
  public var architectures: [String] = []
  /// Only these scenario files or folders; empty for `Scenarios/`.
  public var scenarioPaths: [String] = []
  /// Also print each run's transcript.
  public var printsTranscripts = false

  public init() {}
}

/// `workbench changes check`: an attendee's working tree checked against a change request.
public struct ChangesCheckOptions: Equatable, Sendable {
  public var request: String
  /// Only these architectures, by name; empty for all.
  public var architectures: [String] = []
  /// The commit the attendee's change is measured from.
  public var base = "HEAD"

  public init(request: String) { self.request = request }
}

/// A command line the workbench does not understand; the message says what was expected.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String
  /// The command the user typed, whose usage the error shows; nil when none was typed.
  public var command: String?

  public init(_ message: String, command: String?) {
    self.message = message
    self.command = command
  }
}

public enum Arguments {
  public static let version = "0.9.0"

  static func spec(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

  /// "Unknown command 'scenaros'; did you mean 'scenarios'?"
  static func unknownCommand(_ name: String) -> UsageError {
    let known = commands.filter { !$0.isHidden && !$0.name.contains(" ") }.map(\.name)
    return UsageError(
      "Unknown command '\(name)'" + Suggestion.didYouMean(name, among: known + ["help"]),
      command: nil)
  }

  /// The data sets a scenario may name (`DataSet.names`): what `--data-set` takes.
  static let dataSetList =
    DataSet.names.dropLast().joined(separator: ", ") + " or " + DataSet.names.last!

  /// `workbench --help`, for the architectures named.
  static func usage(architectures names: [String]) -> String {
    var lines = [
      "OVERVIEW: Runs one feature, built in \(names.count) iOS architectures, through the same "
        + "scenarios, and measures each.",
      "",
      "USAGE: workbench <subcommand>",
      "",
      "OPTIONS:",
    ]
    lines += CommandSpec.row("--version", "Show the version.")
    lines += CommandSpec.row("-h, --help", "Show help information.")
    lines += ["", "SUBCOMMANDS:"]
    for command in commands(architectures: names) where !command.isHidden {
      lines += CommandSpec.row(
        command.name + (command.name == "compare" ? " (default)" : ""), command.abstract)
    }
    lines += CommandSpec.row("help", "Show subcommand help information.")
    lines += ["", "  See 'workbench help <subcommand>' for detailed help."]
    return CommandSpec.wrap(lines).joined(separator: "\n")
  }

  /// The help of `command`, or the overview, for the architectures named.
  public static func help(_ command: String?, architectures names: [String]) -> String {
    let specs = commands(architectures: names)
    return command.flatMap { name in specs.first { $0.name == name } }.map { spec in
      // `changes --help` lists `changes start` and `changes check`.
      spec.help(subcommands: specs.filter { $0.name.hasPrefix(spec.name + " ") && !$0.isHidden })
    } ?? usage(architectures: names)
  }

  /// What a bad command line prints, as swift-argument-parser prints it.
  public static func describe(_ error: UsageError) -> String {
    let spec = error.command.flatMap(spec)
    return """
      Error: \(error.message)
      Usage: \(spec?.usage ?? "workbench <subcommand>")
        See 'workbench \(spec.map { "\($0.name) " } ?? "")--help' for more information.
      """
  }
}
