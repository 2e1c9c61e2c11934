import WorkbenchSupport

public enum OutputFormat: String, Equatable, Sendable, CaseIterable {
  case table
  case json
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

/// The command line: the subcommands, their specs, the parser (`Arguments+Parse.swift`), the
/// help pages and the usage errors.
public enum Arguments {
  public static let version = "0.9.0"

  /// Every subcommand, in the order the help lists them.
  static let subcommands: [any Subcommand.Type] = [
    CompareCommand.self, ScenariosCommand.self, MetricsCommand.self, CoverageCommand.self,
    AnalyzeCommand.self, ExploreCommand.self, PlayCommand.self, MutateCommand.self,
    ChangesCommand.self,
    ChangesStartCommand.self, ChangesCheckCommand.self, DrillCommand.self, DrillStartCommand.self,
    DrillResetCommand.self, ScaleCommand.self, CompletionCommand.self,
    WorkerCommand.self,
  ]

  /// Every command, for the registered architectures (`Architectures.all`).
  static let commands = commands(architectures: Architectures.all.map { $0.name })

  /// The name `command` is typed by (`changes check`).
  static func name(of command: any Subcommand) -> String {
    let type = ObjectIdentifier(Swift.type(of: command))
    return commands[subcommands.firstIndex { ObjectIdentifier($0) == type }!].name
  }

  /// Every command; `--architecture`'s help lists `names`.
  static func commands(architectures names: [String]) -> [CommandSpec] {
    subcommands.map { $0.spec(architectures: names) }
  }

  static func spec(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

  /// "Unknown command 'scenaros'; did you mean 'scenarios'?"
  static func unknownCommand(_ name: String) -> UsageError {
    let known = commands.filter { !$0.isHidden && !$0.name.contains(" ") }.map(\.name)
    return UsageError(
      "Unknown command '\(name)'" + Suggestion.didYouMean(name, among: known + ["help"]),
      command: nil)
  }

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
