import FakeBackend
import WorkbenchSupport

/// Reading the arguments against the commands' specs.
extension Arguments {
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
    case "completion":
      guard let shell = CompletionScript.Shell(rawValue: positional[0]) else {
        throw UsageError(
          "The value '\(positional[0])' is invalid for '<shell>': expected bash, zsh or fish",
          command: typed)
      }
      return .completion(shell: shell)
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
