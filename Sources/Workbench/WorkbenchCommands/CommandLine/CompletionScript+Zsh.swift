/// The zsh script: `_workbench` describes the commands and subcommands, then hands each
/// command's options to `_arguments`.
extension CompletionScript {
  static func zsh(_ commands: [CommandSpec]) -> String {
    var lines = [
      "#compdef workbench",
      "# zsh completion for workbench, written by `workbench completion zsh`:",
      "#   source <(workbench completion zsh)",
      "_workbench() {",
      "  if ((CURRENT == 2)); then",
    ]
    lines += zshDescribe(topLevel(commands), "command", in: commands).map { "  " + $0 }
    lines += ["    return", "  fi", #"  local command="$words[2]""#]
    for parent in topLevel(commands) { lines += zshSubcommands(of: parent, in: commands) }
    lines += ["  shift words", "  ((CURRENT--))", #"  case "$command" in"#]
    for command in commands {
      lines += [
        "  \(quoted(command.name)))",
        "    _arguments \(zshArguments(command).joined(separator: " \\\n      "))", "    ;;",
      ]
    }
    lines += [
      "  help)",
      "    _arguments ':command:(\(topLevel(commands).dropLast().joined(separator: " ")))'",
      "    ;;",
      "  esac",
      "}",
      #"if [[ $zsh_eval_context[-1] == loadautofunc ]]; then _workbench "$@"; "#
        + "else compdef _workbench workbench; fi",
    ]
    return lines.joined(separator: "\n")
  }

  /// `_describe` of the words `names`, each the last word of a command named `prefix` and
  /// it, with the command's abstract.
  private static func zshDescribe(
    _ names: [String], prefix: String = "", _ title: String, in commands: [CommandSpec]
  ) -> [String] {
    let entries = names.map { name in
      quoted("\(name):\(abstract(of: prefix + name, in: commands))")
    }
    return [
      "  local -a choices=(\(entries.joined(separator: " ")))", "  _describe \(title) choices",
    ]
  }

  /// After `parent` (`changes`): its subcommands, then the subcommand typed taken as the
  /// command; nothing for a command without subcommands.
  private static func zshSubcommands(of parent: String, in commands: [CommandSpec]) -> [String] {
    let subcommands = subcommands(of: parent, in: commands)
    guard !subcommands.isEmpty else { return [] }
    return [#"  if [[ $command == \#(parent) ]]; then"#, "    if ((CURRENT == 3)); then"]
      + zshDescribe(subcommands, prefix: parent + " ", "subcommand", in: commands).map {
        "  " + $0
      }
      + [
        "      _arguments '--help[Show help information.]'",
        "      return",
        "    fi",
        #"    [[ " \#(subcommands.joined(separator: " ")) " == *" $words[3] "* ]] &&"#,
        #"      command="\#(parent) $words[3]" && shift words && ((CURRENT--))"#,
        "  fi",
      ]
  }

  /// `_arguments`' specs of the command's options, `--help` and its argument.
  private static func zshArguments(_ command: CommandSpec) -> [String] {
    /// Text for `_arguments`, whose brackets and colons are its own: escaped.
    func escaped(_ text: String) -> String {
      text.replacing("\\", with: "\\\\").replacing("[", with: "\\[")
        .replacing("]", with: "\\]").replacing(":", with: "\\:")
    }
    func action(_ values: CommandSpec.Values) -> String {
      switch values {
      case .none: " "
      case .words(let words): "(\(words.joined(separator: " ")))"
      case .files: "_files"
      case .folders: "_files -/"
      case .subfolders(let folder): "_files -/ -W \(folder)"
      }
    }
    var specs = command.options.map { option in
      let repeatable = option.isRepeatable ? "*" : ""
      let value = option.value.map { ":\(escaped($0)):\(action(option.values))" } ?? ""
      return quoted("\(repeatable)\(option.name)[\(escaped(option.help))]\(value)")
    }
    specs.append("'--help[Show help information.]'")
    if let argument = command.argument {
      specs.append("':\(argument.name):\(action(command.argumentValues))'")
    }
    return specs
  }
}
