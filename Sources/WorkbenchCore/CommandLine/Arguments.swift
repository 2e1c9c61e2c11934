/// The command line, parsed: which command and its options. Parsing only; the work is done
/// by `Workbench`.
public enum Command: Equatable, Sendable {
  case scenarios(ScenarioOptions)
  case help
}

public struct ScenarioOptions: Equatable, Sendable {
  /// Only this architecture; nil for all.
  public var architecture: String?
  /// Only these scenario files or folders; empty for `Scenarios/`.
  public var scenarioPaths: [String] = []
  /// Also print each run's transcript.
  public var printsTranscripts = false

  public init() {}
}

/// A command line the workbench does not understand; the message says what was expected.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String
}

public enum Arguments {
  public static let usage = """
    USAGE: workbench [COMMAND] [OPTIONS]

    Runs one feature, built in several iOS architectures, through the same scenarios.

    COMMANDS:
      scenarios   Run the scenarios in every architecture and print the pass/fail matrix
                  (also what `workbench` alone does, for now).
      help        Show this help.

    OPTIONS (scenarios):
      --architecture NAME   Only this architecture, such as MVC.
      --scenario PATH       Only this scenario file, or the .scenario files in this folder;
                            may be given more than once.
      --transcript          Also print every screen after every step of every run.
      -h, --help            Show this help.

    EXIT STATUS: 0 when every scenario passes, 1 when one fails, 2 for a bad command line
    or a malformed scenario.
    """

  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var remaining = arguments[...]
    if let first = remaining.first, !first.hasPrefix("-") {
      remaining = remaining.dropFirst()
      switch first {
      case "scenarios": break
      case "help": return .help
      default: throw UsageError(message: "unknown command '\(first)'")
      }
    }
    var options = ScenarioOptions()
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": return .help
      case "--transcript": options.printsTranscripts = true
      case "--architecture":
        options.architecture = try value(of: argument, from: &remaining)
      case "--scenario":
        options.scenarioPaths.append(try value(of: argument, from: &remaining))
      default: throw UsageError(message: "unknown option '\(argument)'")
      }
    }
    return .scenarios(options)
  }

  private static func value(of option: String, from remaining: inout ArraySlice<String>)
    throws(UsageError) -> String
  {
    guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
      throw UsageError(message: "expected a value after '\(option)'")
    }
    return value
  }
}
