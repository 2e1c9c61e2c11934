/// The command line, parsed: which command and its options. Parsing only; the work is done
/// by `Workbench`.
public enum Command: Equatable, Sendable {
  case compare(check: Bool)
  case scenarios(ScenarioOptions)
  case metrics(architecture: String?, format: OutputFormat)
  case coverage(architecture: String?)
  case analyze(path: String, format: OutputFormat, linesOnly: Bool)
  case explore(ExploreOptions)
  /// Hidden: the worker process the workbench starts for one architecture.
  case worker(architecture: String)
  case help
}

public enum OutputFormat: String, Equatable, Sendable {
  case table
  case json
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

    Runs one feature, built in five iOS architectures, through the same scenarios, and
    measures each.

    COMMANDS:
      compare     Run the scenarios, count, measure coverage, and write Reports/ (what
                  `workbench` alone does). --check only tells whether Reports/ is current.
      scenarios   Run the scenarios in every architecture and print the pass/fail matrix.
      metrics     Line and type counts per architecture, role and file.
      coverage    Test coverage per architecture, role and file, from llvm-cov.
      analyze     Line and type counts, with roles, for any Swift file or folder.
      explore     Random walks run in every architecture, compared step by step; each
                  divergence, crash or hang is shrunk to a scenario file (docs/EXPLORE.md).
      help        Show this help.

    OPTIONS:
      --architecture NAME   Only this architecture: MVC, MVVM, MVVM+C, VIPER or Clean
                            (scenarios, metrics, coverage); explore takes it more than
                            once, and the first one named chooses the steps.
      --scenario PATH       Only this scenario file, or the .scenario files in this folder;
                            may be given more than once (scenarios).
      --transcript          Also print the requests sent and the screen after every step of
                            every run (scenarios).
      --format table|json   How to print the counts (metrics, analyze; default table).
      --lines-only          Count lines only, not declarations (analyze; the fast path).
      --check               Regenerate in memory and fail if Reports/ differs (compare).
      --seed N              The random seed (explore; default 1).
      --walks N             How many walks (explore; default 100).
      --steps N             Steps in each walk (explore; default 40).
      --out DIR             Where shrunk walks go (explore; default .build-explore).
      PATH                  The Swift file or folder to count (analyze).
      -h, --help            Show this help.

    EXIT STATUS: 0 success, 1 a failing scenario, a failed measurement, stale reports or a
    divergence found by explore, 2 a bad command line or a malformed scenario.
    """

  private static let flags: [String: Set<String>] = [
    "compare": ["--check"],
    "scenarios": ["--architecture", "--scenario", "--transcript"],
    "metrics": ["--architecture", "--format"],
    "coverage": ["--architecture"],
    "analyze": ["--format", "--lines-only"],
    "explore": ["--seed", "--walks", "--steps", "--architecture", "--out"],
    "worker": ["--architecture"],
  ]

  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var remaining = arguments[...]
    var command = "compare"
    if let first = remaining.first, !first.hasPrefix("-") {
      remaining = remaining.dropFirst()
      guard first == "help" || flags[first] != nil else {
        throw UsageError(message: "unknown command '\(first)'")
      }
      command = first
    }
    if command == "help" { return .help }
    var scenarioOptions = ScenarioOptions()
    var format = OutputFormat.table
    var linesOnly = false
    var check = false
    var explore = ExploreOptions()
    var positional: [String] = []
    while let argument = remaining.popFirst() {
      if argument == "-h" || argument == "--help" { return .help }
      guard !argument.hasPrefix("-") else {
        guard flags[command]!.contains(argument) else {
          throw UsageError(message: "unknown option '\(argument)' for '\(command)'")
        }
        switch argument {
        case "--transcript": scenarioOptions.printsTranscripts = true
        case "--lines-only": linesOnly = true
        case "--check": check = true
        case "--architecture":
          let name = try value(of: argument, from: &remaining)
          scenarioOptions.architecture = name
          explore.architectures.append(name)
        case "--seed":
          explore.seed = try number(of: argument, from: &remaining, in: 0...UInt64.max)
        case "--walks":
          explore.walks = try number(of: argument, from: &remaining, in: 1...10_000_000)
        case "--steps":
          explore.steps = try number(of: argument, from: &remaining, in: 2...100_000)
        case "--out":
          explore.outputDirectory = try value(of: argument, from: &remaining)
        case "--scenario":
          scenarioOptions.scenarioPaths.append(try value(of: argument, from: &remaining))
        default:
          let text = try value(of: argument, from: &remaining)
          guard let parsed = OutputFormat(rawValue: text) else {
            throw UsageError(
              message: "expected 'table' or 'json' after '--format', found '\(text)'")
          }
          format = parsed
        }
        continue
      }
      positional.append(argument)
    }
    let expectedPositionals = command == "analyze" ? 1 : 0
    guard positional.count == expectedPositionals else {
      throw UsageError(
        message: expectedPositionals == 1
          ? "expected one PATH to analyze" : "unexpected argument '\(positional[0])'")
    }
    switch command {
    case "compare": return .compare(check: check)
    case "metrics": return .metrics(architecture: scenarioOptions.architecture, format: format)
    case "coverage": return .coverage(architecture: scenarioOptions.architecture)
    case "analyze": return .analyze(path: positional[0], format: format, linesOnly: linesOnly)
    case "explore": return .explore(explore)
    case "worker":
      guard let name = scenarioOptions.architecture else {
        throw UsageError(message: "expected '--architecture NAME' for 'worker'")
      }
      return .worker(architecture: name)
    default: return .scenarios(scenarioOptions)
    }
  }

  private static func number<Number: FixedWidthInteger>(
    of option: String, from remaining: inout ArraySlice<String>, in range: ClosedRange<Number>
  ) throws(UsageError) -> Number {
    let text = try value(of: option, from: &remaining)
    guard let number = Number(text), range.contains(number) else {
      throw UsageError(
        message: "expected a whole number from \(range.lowerBound) to \(range.upperBound) "
          + "after '\(option)', found '\(text)'")
    }
    return number
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
