import WorkbenchSupport

/// Reading the arguments against the commands' specs.
extension Arguments {
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var remaining = arguments[...]
    if remaining.first == "help" { return try help(remaining.dropFirst()) }
    // The command the user typed; `compare` is the default.
    let typed = try commandName(&remaining)
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
      let (option, value) = try read(argument, of: spec, typed: typed, rest: &remaining)
      guard values[option.name] == nil || option.isRepeatable else {
        throw UsageError(
          "The option '\(option.name)' was given more than once; give it once", command: typed)
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
    let type = subcommands[commands.firstIndex { $0.name == spec.name }!]
    return .run(
      try type.init(ParsedArguments(values: values, argument: positional.first, spec: spec)))
  }

  /// `help`, `help COMMAND` or `help COMMAND SUBCOMMAND`.
  private static func help(_ words: ArraySlice<String>) throws(UsageError) -> Invocation {
    var remaining = words
    if let first = remaining.first, first.hasPrefix("-") { throw unknownCommand(first) }
    guard let name = try commandName(&remaining) else { return .help(command: nil) }
    guard remaining.isEmpty else {
      throw UsageError("Unexpected argument '\(remaining.first!)'", command: nil)
    }
    return .help(command: name)
  }

  /// The command named at the start of `remaining`, with its subcommand when the next word
  /// names one (`changes check`), taken off it; nil when it starts with an option.
  private static func commandName(_ remaining: inout ArraySlice<String>) throws(UsageError)
    -> String?
  {
    guard let first = remaining.first, !first.hasPrefix("-") else { return nil }
    remaining = remaining.dropFirst()
    guard spec(first) != nil else { throw unknownCommand(first) }
    if let word = remaining.first, spec("\(first) \(word)") != nil {
      remaining = remaining.dropFirst()
      return "\(first) \(word)"
    }
    return first
  }

  /// The option `argument` names and its value (`--name value`, `--name=value`, or empty
  /// for a flag), taking the value off `rest` when it is the next word.
  private static func read(
    _ argument: String, of spec: CommandSpec, typed: String?, rest: inout ArraySlice<String>
  ) throws(UsageError) -> (CommandSpec.Option, String) {
    let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
    guard let option = spec.option(named: parts[0]) else {
      throw UsageError(
        "Unknown option '\(parts[0])'"
          + Suggestion.didYouMean(parts[0], among: spec.options.map(\.name) + ["--help"]),
        command: typed)
    }
    if option.value == nil {
      guard parts.count == 1 else {
        throw UsageError("The flag '\(option.name)' takes no value", command: typed)
      }
      return (option, "")
    }
    if parts.count == 2 { return (option, parts[1]) }
    guard let next = rest.first, !next.hasPrefix("--") else {
      throw UsageError("Missing value for '\(option.label)'", command: typed)
    }
    rest = rest.dropFirst()
    return (option, next)
  }
}
