import WorkbenchSupport

/// Reading the arguments against the commands' specs.
extension Arguments {
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
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
    let type = subcommands[commands.firstIndex { $0.name == spec.name }!]
    return .run(
      try type.init(ParsedArguments(values: values, argument: positional.first, spec: spec)))
  }
}
