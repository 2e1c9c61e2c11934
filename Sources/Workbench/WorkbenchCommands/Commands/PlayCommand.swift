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
        + "session as a scenario file that replays it, `switch NAME` replays it in another "
        + "architecture, `quit` ends. At a terminal, Tab completes a step or a name on the "
        + "screen and a step shows what changed (`screen` shows it all); piped input is read "
        + "without a prompt.",
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
    var session: PlaySession
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
    session.showsChanges = editor != nil
    console.error(
      Self.banner(architecture: architecture.name, dataSet: dataSet, isEditing: editor != nil))
    say(await session.start())
    let names = context.architectures.map(\.name)
    while true {
      // What `print` buffered goes out before the prompt.
      fflush(nil)
      let prompt = session.architecture.name + (session.isReadingScreen ? "| " : "> ")
      let line = input.next(prompt: prompt) {
        StepCompletion($0, screen: session.screen, architectures: names)
      }
      guard let line else { break }
      if !session.isReadingScreen, let other = switchTarget(line, in: context) {
        let (next, messages) = await session.replayed(in: other.app)
        session = next
        say(messages)
        continue
      }
      let (outcome, messages) = await session.enter(line)
      say(messages)
      if outcome == .end { break }
    }
    say(await session.finish())
    if editor != nil { await offerToSave(session, input: &input, say: say) }
    fflush(nil)
    return .success
  }

  /// The architecture `switch NAME` names; nil for another line, and for a name no
  /// architecture has, which is said.
  @MainActor
  private func switchTarget(_ line: String, in context: CommandContext) -> RegisteredArchitecture? {
    let words = line.split(whereSeparator: \.isWhitespace)
    guard words.first == "switch" else { return nil }
    let name = words.dropFirst().joined(separator: " ")
    if let found = context.architectures.first(where: { $0.matches(name) }) { return found }
    let known = context.architectures.map(\.name)
    context.console.error(
      "error: expected an architecture to switch to: "
        + "\(known.joined(separator: ", "))\(Suggestion.didYouMean(name, among: known))")
    return nil
  }

  /// At a terminal, a session that ends with steps no `save` wrote asks for a file to save
  /// them to; an empty line ends without saving.
  @MainActor
  private func offerToSave(
    _ session: PlaySession, input: inout any LineInput,
    say: ([PlaySession.Message]) -> Void
  ) async {
    guard session.hasUnsavedSteps else { return }
    say([.error("The session's steps are not saved: type a file to save them to, or Enter to end.")]
    )
    while session.hasUnsavedSteps,
      let file = input.next(prompt: "save to> ", complete: { _ in .nothing }),
      !file.trimmingCharacters(in: .whitespaces).isEmpty
    {
      say(await session.enter("save " + file).1)
    }
  }

  static func banner(architecture: String, dataSet: String, isEditing: Bool) -> String {
    let keys =
      isEditing
      ? "or Ctrl-D ends; Tab completes a step or a name on the screen, a second Tab lists the "
        + "choices, Up and Down bring back a line; after a step only what changed is shown, "
        + "`screen` shows it all."
      : "ends."
    return """
      workbench play: \(architecture), data set "\(dataSet)". Type steps as a .scenario file \
      writes them, starting with: When the app starts
      `help` lists the steps, `save FILE` writes the session as a scenario, `switch NAME` \
      replays it in another architecture, `quit` \(keys)
      """
  }
}
