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
  static func topLevel(_ commands: [CommandSpec]) -> [String] {
    commands.map(\.name).filter { !$0.contains(" ") } + ["help"]
  }

  /// The subcommands of `command` by their last word (`start` of `changes start`).
  static func subcommands(of command: String, in commands: [CommandSpec]) -> [String] {
    commands.filter { $0.name.hasPrefix(command + " ") }.map {
      String($0.name.dropFirst(command.count + 1))
    }
  }

  /// What the command named `name` does, in a sentence; for `help`, which names no command,
  /// what it shows.
  static func abstract(of name: String, in commands: [CommandSpec]) -> String {
    commands.first { $0.name == name }?.abstract ?? "Show subcommand help."
  }

  /// `text` in single quotes for bash and zsh, with any single quote in it kept.
  static func quoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// `text` in single quotes for fish, which escapes a quote and a backslash inside them.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
