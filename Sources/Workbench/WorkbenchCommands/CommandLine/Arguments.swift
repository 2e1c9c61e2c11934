import FakeBackend
import Foundation
import HarnessContract
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

  private static func architectureOption(_ help: String) -> CommandSpec.Option {
    .init(name: "--architecture", value: "<name>", help: help, isRepeatable: true)
  }

  /// The architectures the workbench knows, for the help: `MVC, MVVM or VIPER`.
  private static func architectureList(_ names: [String]) -> String {
    names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
  }

  /// `--architecture`'s help, naming the architectures the workbench knows.
  private static func architectureHelp(_ names: [String]) -> String {
    "Only this architecture: \(architectureList(names)) (in any case, or its folder's name)."
  }

  private static let formatOption = CommandSpec.Option(
    name: "--format", value: "<format>", help: "How to print the counts: table or json.",
    defaultValue: "table")
  private static let measuringStatus =
    "0 measured, 1 a measurement failed, 2 a bad command line or not run from the package root."

  /// Every command, for the registered architectures (`Architectures.all`).
  static let commands = commands(architectures: Architectures.all.map { $0.name })

  /// Every command; `--architecture`'s help lists `names`.
  static func commands(architectures names: [String]) -> [CommandSpec] {
    let architectureHelp = architectureHelp(names)
    return [
      CommandSpec(
        name: "compare",
        overview:
          "Run the scenarios in every architecture, count lines and types, measure coverage, "
          + "and write Reports/ (what `workbench` alone does). Reports/ changes only when every "
          + "measurement succeeded.",
        options: [
          .init(
            name: "--check",
            help: "Measure, write nothing, and fail if Reports/ is not what compare would write.")
        ],
        exitStatus:
          "0 written (or up to date), 1 a measurement failed or Reports/ is out of date, 2 a bad "
          + "command line, a malformed scenario or change request, or not run from the package "
          + "root."),
      CommandSpec(
        name: "scenarios",
        overview:
          "Run the scenarios in every architecture and print the pass/fail matrix "
          + "(Scenarios/README.md).",
        options: [
          architectureOption(architectureHelp),
          .init(
            name: "--scenario", value: "<path>",
            help: "Only this scenario file, or the .scenario files in this folder.",
            defaultValue: "Scenarios/", isRepeatable: true),
          .init(
            name: "--transcript",
            help: "Also print the requests sent and the screen after every step of every run."),
        ],
        exitStatus: "0 every run passed, 1 a run failed, 2 a bad command line or a malformed "
          + "scenario."),
      CommandSpec(
        name: "metrics", overview: "Line and type counts per architecture, role and file.",
        options: [architectureOption(architectureHelp), formatOption],
        exitStatus: "0 counted, 2 a bad command line or not run from the package root."),
      CommandSpec(
        name: "coverage",
        overview:
          "Test coverage per architecture, role and file, from llvm-cov: builds the tests with "
          + "coverage in .build-coverage (the first run takes a few minutes).",
        options: [architectureOption(architectureHelp)], exitStatus: measuringStatus),
      CommandSpec(
        name: "analyze",
        overview: "Line and type counts, with roles, for any Swift file or folder.",
        argument: ("path", "The Swift file or folder to count."),
        options: [
          formatOption,
          .init(name: "--lines-only", help: "Count lines only, not declarations (the fast path)."),
        ],
        exitStatus: "0 counted (warnings name what could not be read), 2 a bad command line or "
          + "a path that does not exist, cannot be read, is not a file or folder, or lies in "
          + "/proc, /sys or /dev."),
      CommandSpec(
        name: "explore",
        overview:
          "Random walks run in every architecture and compared step by step; each divergence, "
          + "crash or hang is shrunk to a scenario file that reproduces it (docs/EXPLORE.md).",
        options: [
          .init(name: "--seed", value: "<n>", help: "The random seed.", defaultValue: "1"),
          .init(name: "--walks", value: "<n>", help: "How many walks.", defaultValue: "100"),
          .init(
            name: "--steps", value: "<n>", help: "Steps in each walk, counting the setup.",
            defaultValue: "40"),
          architectureOption(
            "Only this architecture; the first one named chooses the steps (default: all)."),
          .init(
            name: "--out", value: "<folder>", help: "Where the shrunk walks are written.",
            defaultValue: ExploreCommand.defaultDirectory),
        ],
        exitStatus: "0 every architecture behaved the same, 1 a walk found a difference, a crash "
          + "or a hang, 2 a bad command line."),
      CommandSpec(
        name: "play",
        overview:
          "Run one architecture interactively: type the steps of a scenario (Scenarios/README.md) "
          + "and see the screen after each; `help` lists the steps, `save FILE` writes the "
          + "session as a scenario file that replays it, `quit` ends. Tab completes a step at a "
          + "terminal; piped input is read without a prompt.",
        options: [
          .init(
            name: "--architecture", value: "<name>",
            help: "The architecture to run: \(architectureList(names)).", isRequired: true),
          .init(
            name: "--data-set", value: "<name>",
            help: "The data set the server starts with: \(dataSetList).",
            defaultValue: "standard"),
        ],
        exitStatus: "0 when the session ends (quit, exit, or the end of the input), 2 a bad "
          + "command line."),
      CommandSpec(
        name: "changes",
        overview:
          "Build and run every change request's solutions in a copy of the package "
          + "(Scenarios/Changes/, built in \(ChangesCommand.buildFolder)): each request's "
          + "scenarios and all the others; and print what each solution costs.",
        options: [
          .init(
            name: "--request", value: "<name>", help: "Only this change request.",
            isRepeatable: true)
        ],
        exitStatus: "0 every solution applied and passed, 1 one did not, 2 a bad command line, "
          + "a malformed request or not run from the package root."),
      CommandSpec(
        name: "changes start",
        overview:
          "Start a change request's exercise in one architecture (docs/WORKSHOP.md): apply the "
          + "request's server or fixture change and every other architecture's solution to "
          + "your working tree, so that the package builds and only yours is left to change.",
        argument: ("request", "The change request, a folder of Scenarios/Changes/."),
        options: [
          .init(
            name: "--architecture", value: "<name>",
            help: "The architecture you will change: \(architectureList(names)).",
            isRequired: true)
        ],
        exitStatus: "0 applied, 1 a patch does not apply (nothing was written), 2 a bad command "
          + "line, an unknown request or not run from the package root."),
      CommandSpec(
        name: "changes check",
        overview:
          "Check your working tree against a change request (docs/WORKSHOP.md): run its "
          + "scenarios and all others, and print your diff's cost beside the reference "
          + "solution's.",
        argument: ("request", "The change request, a folder of Scenarios/Changes/."),
        options: [
          architectureOption(architectureHelp),
          .init(
            name: "--base", value: "<commit>", help: "The commit your change is measured from.",
            defaultValue: "HEAD"),
        ],
        exitStatus: "0 every scenario passed, 1 one failed, 2 a bad command line, an unknown "
          + "request or not run from the package root."),
      CommandSpec(
        name: "worker", overview: "Runs scenarios for the workbench, one architecture per process.",
        options: [.init(name: "--architecture", value: "<name>", help: architectureHelp)],
        exitStatus: "0 when its input ends.", isHidden: true),
    ]
  }

  static func spec(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

  /// "Unknown command 'scenaros'; did you mean 'scenarios'?"
  private static func unknownCommand(_ name: String) -> UsageError {
    let known = commands.filter { !$0.isHidden && !$0.name.contains(" ") }.map(\.name)
    return UsageError(
      "Unknown command '\(name)'" + Suggestion.didYouMean(name, among: known + ["help"]),
      command: nil)
  }

  /// The data sets a scenario may name (`DataSet.names`): what `--data-set` takes.
  private static let dataSetList =
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

  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var remaining = arguments[...]
    // The command the user typed; `compare` is the default.
    var typed: String?
    if let first = remaining.first, !first.hasPrefix("-") {
      remaining = remaining.dropFirst()
      if first == "help" {
        guard var name = remaining.popFirst() else { return .help(command: nil) }
        if name == "changes", let word = remaining.first, spec("changes \(word)") != nil {
          remaining = remaining.dropFirst()
          name = "changes \(word)"
        }
        guard spec(name) != nil else { throw unknownCommand(name) }
        guard remaining.isEmpty else {
          throw UsageError("Unexpected argument '\(remaining.first!)'", command: nil)
        }
        return .help(command: name)
      }
      guard spec(first) != nil else { throw unknownCommand(first) }
      typed = first
      if first == "changes", let word = remaining.first, spec("changes \(word)") != nil {
        remaining = remaining.dropFirst()
        typed = "changes \(word)"
      }
    }
    let spec = spec(typed ?? "compare")!
    var values: [String: [String]] = [:]
    var positional: [String] = []
    while let argument = remaining.popFirst() {
      if argument == "-h" || argument == "--help" { return .help(command: typed) }
      if argument == "--version" { return .version }
      guard argument.hasPrefix("-"), argument != "-" else {
        positional.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      guard let option = spec.option(named: parts[0]) else {
        throw UsageError(
          "Unknown option '\(parts[0])'"
            + Suggestion.didYouMean(parts[0], among: spec.options.map(\.name) + ["--help"]),
          command: typed)
      }
      guard values[option.name] == nil || option.isRepeatable else {
        throw UsageError(
          "The option '\(option.name)' was given more than once; give it once", command: typed)
      }
      let value: String
      if option.value == nil {
        guard parts.count == 1 else {
          throw UsageError("The flag '\(option.name)' takes no value", command: typed)
        }
        value = ""
      } else if parts.count == 2 {
        value = parts[1]
      } else {
        guard let next = remaining.first, !next.hasPrefix("--") else {
          throw UsageError("Missing value for '\(option.label)'", command: typed)
        }
        value = next
        remaining = remaining.dropFirst()
      }
      values[option.name, default: []].append(value)
    }
    if let argument = spec.argument, positional.isEmpty {
      throw UsageError("Missing expected argument '<\(argument.name)>'", command: typed)
    }
    if let extra = positional.dropFirst(spec.argument == nil ? 0 : 1).first {
      throw UsageError("Unexpected argument '\(extra)'", command: typed)
    }
    if let missing = spec.options.first(where: { $0.isRequired && values[$0.name] == nil }) {
      throw UsageError("Missing expected option '\(missing.label)'", command: typed)
    }
    let parsed = Parsed(values: values, spec: spec, command: typed)
    switch spec.name {
    case "scenarios":
      var options = ScenarioOptions()
      options.architectures = parsed.list("--architecture")
      options.scenarioPaths = parsed.list("--scenario")
      options.printsTranscripts = parsed.flag("--transcript")
      return .scenarios(options)
    case "metrics":
      return .metrics(
        architectures: parsed.list("--architecture"), format: try parsed.format())
    case "coverage": return .coverage(architectures: parsed.list("--architecture"))
    case "analyze":
      return .analyze(
        path: positional[0], format: try parsed.format(), linesOnly: parsed.flag("--lines-only"))
    case "explore":
      var options = ExploreOptions()
      options.seed = try parsed.number("--seed", in: 0...UInt64.max) ?? options.seed
      options.walks = try parsed.number("--walks", in: 1...10_000_000) ?? options.walks
      options.steps = try parsed.number("--steps", in: 2...100_000) ?? options.steps
      options.architectures = parsed.list("--architecture")
      options.outputDirectory = parsed.list("--out").first ?? options.outputDirectory
      return .explore(options)
    case "play":
      var options = PlayOptions(architecture: parsed.list("--architecture")[0])
      if let dataSet = parsed.list("--data-set").first {
        guard DataSet.named(dataSet) != nil else {
          throw parsed.invalid(dataSet, "--data-set", expected: "a data set named \(dataSetList)")
        }
        options.dataSet = dataSet
      }
      return .play(options)
    case "changes": return .changes(requests: parsed.list("--request"))
    case "changes start":
      return .changesStart(
        request: positional[0], architecture: parsed.list("--architecture")[0])
    case "changes check":
      var options = ChangesCheckOptions(request: positional[0])
      options.architectures = parsed.list("--architecture")
      options.base = parsed.list("--base").first ?? options.base
      return .changesCheck(options)
    case "worker":
      guard let name = parsed.list("--architecture").first else {
        throw UsageError("Missing expected option '--architecture <name>'", command: typed)
      }
      return .worker(architecture: name)
    default: return .compare(check: parsed.flag("--check"))
    }
  }

  /// The options given, read as their types.
  private struct Parsed {
    var values: [String: [String]]
    var spec: CommandSpec
    var command: String?

    func list(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { values[name] != nil }

    func format() throws(UsageError) -> OutputFormat {
      guard let text = values["--format"]?.first else { return .table }
      guard let format = OutputFormat(rawValue: text) else {
        throw invalid(text, "--format", expected: "table or json")
      }
      return format
    }

    func number<Number: FixedWidthInteger>(_ name: String, in range: ClosedRange<Number>)
      throws(UsageError) -> Number?
    {
      guard let text = values[name]?.first else { return nil }
      guard let number = Number(text), range.contains(number) else {
        throw invalid(
          text, name,
          expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
      }
      return number
    }

    func invalid(_ text: String, _ name: String, expected: String) -> UsageError {
      UsageError(
        "The value '\(text)' is invalid for '\(spec.option(named: name)!.label)': "
          + "expected \(expected)", command: command)
    }
  }
}
