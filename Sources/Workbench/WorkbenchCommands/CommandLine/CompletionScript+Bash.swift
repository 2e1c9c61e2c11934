/// The bash script: one function, `_workbench`, that fills `COMPREPLY` by the word before
/// the cursor, the command typed and the word being typed.
extension CompletionScript {
  static func bash(_ commands: [CommandSpec]) -> String {
    var lines = [
      "# bash completion for workbench, written by `workbench completion bash`:",
      "#   source <(workbench completion bash)",
      "_workbench() {",
      #"  local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD - 1]}""#,
      #"  local command="${COMP_WORDS[1]}""#,
      "  COMPREPLY=()",
      "  if ((COMP_CWORD == 1)); then",
      "    " + bashReply(.words(topLevel(commands) + ["--help", "--version"])),
      "    return",
      "  fi",
    ]
    for parent in topLevel(commands) {
      let subcommands = subcommands(of: parent, in: commands)
      guard !subcommands.isEmpty else { continue }
      lines += [
        #"  if [[ $command == \#(parent) ]] && ((COMP_CWORD > 2)) &&"#,
        #"    [[ " \#(subcommands.joined(separator: " ")) " == *" ${COMP_WORDS[2]} "* ]]; then"#,
        #"    command="\#(parent) ${COMP_WORDS[2]}""#,
        "  fi",
      ]
    }
    lines.append(#"  case "$command" in"#)
    for command in commands { lines += bashCase(command, in: commands) }
    lines += [
      "  help)",
      "    ((COMP_CWORD == 2)) && \(bashReply(.words(topLevel(commands).dropLast())))",
      "    ;;",
      "  esac",
      "}",
      "complete -F _workbench workbench",
    ]
    return lines.joined(separator: "\n")
  }

  /// What `_workbench` does to offer `values` for the word being typed.
  private static func bashReply(_ values: CommandSpec.Values) -> String {
    switch values {
    case .none: "return"
    case .words(let words):
      #"COMPREPLY=($(compgen -W \#(quoted(words.joined(separator: " "))) -- "$current"))"#
    case .files: #"COMPREPLY=($(compgen -f -- "$current"))"#
    case .folders: #"COMPREPLY=($(compgen -d -- "$current"))"#
    case .subfolders(let folder):
      #"COMPREPLY=($(cd \#(quoted(folder)) 2>/dev/null && compgen -d -- "$current"))"#
    }
  }

  /// The branch of `command`: an option's values after the option, its subcommands, its
  /// argument's values, or its options.
  private static func bashCase(_ command: CommandSpec, in commands: [CommandSpec]) -> [String] {
    var lines = ["  \(quoted(command.name)))"]
    let valued = command.options.filter { $0.value != nil }
    if !valued.isEmpty {
      lines.append(#"    case "$previous" in"#)
      for option in valued {
        lines.append("    \(option.name)) \(bashReply(option.values)); return ;;")
      }
      lines.append("    esac")
    }
    let options = command.options.map(\.name) + ["--help"]
    let subcommands = subcommands(of: command.name, in: commands)
    if !subcommands.isEmpty {
      lines.append(#"    if ((COMP_CWORD == 2)) && [[ $current != -* ]]; then"#)
      lines.append("      \(bashReply(.words(subcommands))); return")
      lines.append("    fi")
    }
    if command.argument != nil {
      lines.append(#"    if [[ $current != -* ]]; then \#(bashReply(command.argumentValues)); fi"#)
      lines.append(#"    [[ $current == -* ]] && \#(bashReply(.words(options)))"#)
    } else {
      lines.append("    \(bashReply(.words(options)))")
    }
    return lines + ["    ;;"]
  }
}
