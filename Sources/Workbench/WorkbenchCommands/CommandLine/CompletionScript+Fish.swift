/// The fish script: `complete` lines, each under the condition of its command.
extension CompletionScript {
  static func fish(_ commands: [CommandSpec]) -> String {
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
      let abstract = abstract(of: name, in: commands)
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
