import FakeBackend
import Foundation
import Registration
import Scenarios
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbench play`: runs one architecture interactively. Each line typed is a step of the
/// scenario language (or `help`, `save FILE`, `quit`); the screen after each step is shown
/// as `scenarios --transcript` shows it. At a terminal, a line editor with Tab completion
/// reads the lines; from a pipe, standard input is read as it is, without a prompt.
/// Standard output gets only what the steps show and `help`; the banner and messages go to
/// standard error.
struct PlayCommand: Subcommand {
  /// The architecture to run, by name.
  var architecture: String
  /// The data set the server starts with.
  var dataSet = "standard"

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "play",
      overview:
        "Run one architecture interactively: type the steps of a scenario (Scenarios/README.md) "
        + "and see the screen after each; `help` lists the steps, `save FILE` writes the "
        + "session as a scenario file that replays it, `quit` ends. Tab completes a step at a "
        + "terminal; piped input is read without a prompt.",
      options: [
        .init(
          name: "--architecture", value: "<name>",
          help: "The architecture to run: \(CommandSpec.architectureList(names)).",
          isRequired: true,
          values: .words(names)),
        .init(
          name: "--data-set", value: "<name>",
          help: "The data set the server starts with: \(CommandSpec.dataSetList).",
          defaultValue: "standard", values: .words(DataSet.names)),
      ],
      exitStatus: "0 when the session ends (quit, exit, or the end of the input), 2 a bad "
        + "command line.")
  }

  init(architecture: String, dataSet: String = "standard") {
    self.architecture = architecture
    self.dataSet = dataSet
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    self.init(architecture: arguments.list("--architecture")[0])
    if let dataSet = arguments.list("--data-set").first {
      guard DataSet.named(dataSet) != nil else {
        throw arguments.invalid(
          dataSet, "--data-set", expected: "a data set named \(CommandSpec.dataSetList)")
      }
      self.dataSet = dataSet
    }
  }

  func run(in context: CommandContext) async -> ExitCode {
    await run(in: context, input: nil)
  }

  /// Runs the session on the lines of `input`; nil reads the terminal or standard input.
  @MainActor
  func run(in context: CommandContext, input: (any LineInput)?) async -> ExitCode {
    guard let architecture = context.select([architecture])?.first else { return .usageError }
    let console = context.console
    let session: PlaySession
    do throws(ScenarioError) {
      session = try PlaySession(architecture: architecture.app, dataSet: dataSet)
    } catch {
      console.error(
        Arguments.describe(
          UsageError(
            "The value '\(dataSet)' is invalid for '--data-set <name>': "
              + error.message, command: context.command)))
      return .usageError
    }
    func say(_ messages: [PlaySession.Message]) {
      for message in messages {
        switch message {
        case .output(let text): console.output(text)
        case .error(let text):
          // What `print` buffered goes out first.
          fflush(nil)
          console.error(text)
        }
      }
    }
    let editor = input == nil ? LineEditor() : nil
    var input: any LineInput = input ?? editor ?? PipedInput()
    console.error(
      Self.banner(architecture: architecture.name, dataSet: dataSet, isEditing: editor != nil))
    say(await session.start())
    while true {
      // What `print` buffered goes out before the prompt.
      fflush(nil)
      let prompt = architecture.name + (session.isReadingScreen ? "| " : "> ")
      let line = input.next(prompt: prompt) { StepCompletion($0, screen: session.screen) }
      guard let line else { break }
      let (outcome, messages) = await session.enter(line)
      say(messages)
      if outcome == .end { break }
    }
    say(await session.finish())
    fflush(nil)
    return .success
  }

  static func banner(architecture: String, dataSet: String, isEditing: Bool) -> String {
    """
    workbench play: \(architecture), data set "\(dataSet)". Type steps as a .scenario file \
    writes them, starting with: When the app starts
    `help` lists the steps, `save FILE` writes the session as a scenario, `quit` \
    \(isEditing ? "or Ctrl-D ends; Tab completes a step, a second Tab lists the choices." : "ends.")
    """
  }
}
