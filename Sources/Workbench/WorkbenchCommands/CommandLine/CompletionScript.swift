/// `workbench completion bash|zsh|fish`: a completion script written from the commands' specs,
/// so that it offers what the parser accepts: the commands and subcommands, each one's
/// options, and the values known for an option or an argument (`CommandSpec.Values`).
public enum CompletionScript {
  public enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
  }

  static func render(_ shell: Shell, commands: [CommandSpec]) -> String {
    let visible = commands.filter { !$0.isHidden }
    switch shell {
    case .bash: return bash(visible)
    case .zsh: return zsh(visible)
    case .fish: return fish(visible)
    }
  }

  /// The commands typed first: every command but the subcommands, and `help`.
  private static func topLevel(_ commands: [CommandSpec]) -> [String] {
    commands.map(\.name).filter { !$0.contains(" ") } + ["help"]
  }

  /// The subcommands of `command` by their last word (`start` of `changes start`).
  private static func subcommands(of command: String, in commands: [CommandSpec]) -> [String] {
    commands.filter { $0.name.hasPrefix(command + " ") }.map {
      String($0.name.dropFirst(command.count + 1))
    }
  }

  /// `text` in single quotes for bash and zsh, with any single quote in it kept.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// `text` in single quotes for fish, which escapes a quote and a backslash inside them.
  private static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }

  // MARK: - bash

  private static func bash(_ commands: [CommandSpec]) -> String {
    func reply(_ values: CommandSpec.Values) -> String {
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
    var lines = [
      "# bash completion for workbench, written by `workbench completion bash`:",
      "#   source <(workbench completion bash)",
      "_workbench() {",
      #"  local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD - 1]}""#,
      #"  local command="${COMP_WORDS[1]}""#,
      "  COMPREPLY=()",
      "  if ((COMP_CWORD == 1)); then",
      "    " + reply(.words(topLevel(commands) + ["--help", "--version"])),
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
    for command in commands {
      lines.append("  \(quoted(command.name)))")
      let valued = command.options.filter { $0.value != nil }
      if !valued.isEmpty {
        lines.append(#"    case "$previous" in"#)
        for option in valued {
          lines.append("    \(option.name)) \(reply(option.values)); return ;;")
        }
        lines.append("    esac")
      }
      let options = command.options.map(\.name) + ["--help"]
      let subcommands = subcommands(of: command.name, in: commands)
      if !subcommands.isEmpty {
        lines.append(#"    if ((COMP_CWORD == 2)) && [[ $current != -* ]]; then"#)
        lines.append("      \(reply(.words(subcommands))); return")
        lines.append("    fi")
      }
      if command.argument != nil {
        lines.append(#"    if [[ $current != -* ]]; then \#(reply(command.argumentValues)); fi"#)
        lines.append(#"    [[ $current == -* ]] && \#(reply(.words(options)))"#)
      } else {
        lines.append("    \(reply(.words(options)))")
      }
      lines.append("    ;;")
    }
    lines += [
      "  help)",
      "    ((COMP_CWORD == 2)) && \(reply(.words(topLevel(commands).dropLast())))",
      "    ;;",
      "  esac",
      "}",
      "complete -F _workbench workbench",
    ]
    return lines.joined(separator: "\n")
  }

  // MARK: - zsh

  private static func zsh(_ commands: [CommandSpec]) -> String {
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
    /// `_describe` of the words `names`, each the last word of a command named `prefix` and
    /// it, with the command's abstract.
    func describe(_ names: [String], prefix: String = "", _ title: String) -> [String] {
      let entries = names.map { name in
        let abstract =
          commands.first { $0.name == prefix + name }?.abstract ?? "Show subcommand help."
        return quoted("\(name):\(abstract)")
      }
      return [
        "  local -a choices=(\(entries.joined(separator: " ")))", "  _describe \(title) choices",
      ]
    }
    var lines = [
      "#compdef workbench",
      "# zsh completion for workbench, written by `workbench completion zsh`:",
      "#   source <(workbench completion zsh)",
      "_workbench() {",
      "  if ((CURRENT == 2)); then",
    ]
    lines += describe(topLevel(commands), "command").map { "  " + $0 }
    lines += ["    return", "  fi", #"  local command="$words[2]""#]
    for parent in topLevel(commands) {
      let subcommands = subcommands(of: parent, in: commands)
      guard !subcommands.isEmpty else { continue }
      lines += [
        #"  if [[ $command == \#(parent) ]]; then"#,
        "    if ((CURRENT == 3)); then",
      ]
      lines += describe(subcommands, prefix: parent + " ", "subcommand").map { "  " + $0 }
      lines += [
        "      _arguments '--help[Show help information.]'",
        "      return",
        "    fi",
        #"    [[ " \#(subcommands.joined(separator: " ")) " == *" $words[3] "* ]] &&"#,
        #"      command="\#(parent) $words[3]" && shift words && ((CURRENT--))"#,
        "  fi",
      ]
    }
    lines += ["  shift words", "  ((CURRENT--))", #"  case "$command" in"#]
    for command in commands {
      var specs = command.options.map { option in
        let repeatable = option.isRepeatable ? "*" : ""
        let value = option.value.map { ":\(escaped($0)):\(action(option.values))" } ?? ""
        return quoted("\(repeatable)\(option.name)[\(escaped(option.help))]\(value)")
      }
      specs.append("'--help[Show help information.]'")
      if let argument = command.argument {
        specs.append("':\(argument.name):\(action(command.argumentValues))'")
      }
      lines += [
        "  \(quoted(command.name)))", "    _arguments \(specs.joined(separator: " \\\n      "))",
        "    ;;",
      ]
    }
    lines += [
      "  help)",
      "    _arguments ':command:(\(topLevel(commands).dropLast().joined(separator: " ")))'",
      "    ;;",
      "  esac",
      "}",
      #"if [[ $zsh_eval_context[-1] == loadautofunc ]]; then _workbench "$@"; else compdef _workbench workbench; fi"#,
    ]
    return lines.joined(separator: "\n")
  }

  // MARK: - fish

  private static func fish(_ commands: [CommandSpec]) -> String {
    let top = topLevel(commands)
    func values(_ values: CommandSpec.Values) -> String {
      switch values {
      case .none: "-x"
      case .words(let words): "-x -a \(fishQuoted(words.joined(separator: " ")))"
      case .files: "-r -F"
      case .folders: "-x -a '(__fish_complete_directories)'"
      case .subfolders(let folder):
        // A `for` over a glob that matches nothing is no error in fish.
        "-x -a \(fishQuoted("(for folder in \(folder)/*/; basename $folder; end)"))"
      }
    }
    /// The condition under which a command's completions apply.
    func condition(_ name: String) -> String {
      let words = name.split(separator: " ").map(String.init)
      guard words.count > 1 else {
        let others = subcommands(of: name, in: commands)
        return others.isEmpty
          ? "__fish_seen_subcommand_from \(name)"
          : "__fish_seen_subcommand_from \(name); and not __fish_seen_subcommand_from "
            + others.joined(separator: " ")
      }
      return "__fish_seen_subcommand_from \(words[0]); and __fish_seen_subcommand_from \(words[1])"
    }
    var lines = [
      "# fish completion for workbench, written by `workbench completion fish`:",
      "#   workbench completion fish | source",
      "complete -c workbench -f",
      "complete -c workbench -n __fish_use_subcommand -l version -d 'Show the version.'",
      "complete -c workbench -l help -s h -d 'Show help information.'",
    ]
    for name in top {
      let abstract = commands.first { $0.name == name }?.abstract ?? "Show subcommand help."
      lines.append(
        "complete -c workbench -n __fish_use_subcommand -a \(name) -d \(fishQuoted(abstract))")
    }
    for command in commands {
      let words = command.name.split(separator: " ")
      if words.count > 1 {
        lines.append(
          "complete -c workbench -n \(fishQuoted(condition(String(words[0])))) -a \(words[1]) "
            + "-d \(fishQuoted(command.abstract))")
      }
      let when = "complete -c workbench -n \(fishQuoted(condition(command.name)))"
      for option in command.options {
        let value = option.value == nil ? "" : " " + values(option.values)
        lines.append(
          "\(when) -l \(option.name.dropFirst(2))\(value) -d \(fishQuoted(option.help))")
      }
      if command.argument != nil {
        lines.append("\(when) \(values(command.argumentValues))")
      }
    }
    lines.append(
      "complete -c workbench -n '__fish_seen_subcommand_from help' -x -a "
        + fishQuoted(top.dropLast().joined(separator: " ")))
    return lines.joined(separator: "\n")
  }
}
