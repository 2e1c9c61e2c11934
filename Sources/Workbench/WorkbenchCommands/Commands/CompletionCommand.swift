import WorkbenchSupport

/// `workbench completion bash|zsh|fish`: prints the shell's completion script.
struct CompletionCommand: Subcommand {
  var shell: CompletionScript.Shell

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "completion",
      overview:
        "Print a completion script for bash, zsh or fish: it completes the workbench's "
        + "commands, their options and the values known for them, for the command `workbench` "
        + "on your PATH (`source <(workbench completion bash)`).",
      argument: ("shell", "bash, zsh or fish."),
      argumentValues: .words(CompletionScript.Shell.allCases.map(\.rawValue)), options: [],
      exitStatus: "0 printed, 2 a bad command line or an unknown shell.")
  }

  init(shell: CompletionScript.Shell) {
    self.shell = shell
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let typed = arguments.argument ?? ""
    guard let shell = CompletionScript.Shell(rawValue: typed) else {
      throw arguments.invalid(typed, "<shell>", expected: "bash, zsh or fish")
    }
    self.init(shell: shell)
  }

  func run(in context: CommandContext) async -> ExitCode {
    let specs = Arguments.commands(architectures: context.architectures.map { $0.name })
    context.console.output(CompletionScript.render(shell, commands: specs))
    return .success
  }
}
