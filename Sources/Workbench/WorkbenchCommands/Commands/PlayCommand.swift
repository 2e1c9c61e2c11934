import Foundation
import HarnessContract
import Registration
import Scenarios
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The options of `workbench play`.
public struct PlayOptions: Equatable, Sendable {
  /// The architecture to run, by name.
  public var architecture: String
  /// The data set the server starts with.
  public var dataSet = "standard"

  public init(architecture: String) {
    self.architecture = architecture
  }
}

/// `workbench play`: runs one architecture interactively. Each line typed is a step of the
/// scenario language (or `help`, `save FILE`, `quit`); the screen after each step is shown
/// as `scenarios --transcript` shows it. At a terminal, a line editor with Tab completion
/// reads the lines; from a pipe, standard input is read as it is, without a prompt.
/// Standard output gets only what the steps show and `help`; the banner and messages go to
/// standard error.
@MainActor
enum PlayCommand {
  static func run(
    _ options: PlayOptions, architecture: RegisteredArchitecture,
    input: (any LineInput)? = nil, output: (String) -> Void, errors: (String) -> Void
  ) async -> ExitCode {
    let session: PlaySession
    do throws(ScenarioError) {
      session = try PlaySession(architecture: architecture.app, dataSet: options.dataSet)
    } catch {
      errors(
        Arguments.describe(
          UsageError(
            "The value '\(options.dataSet)' is invalid for '--data-set <name>': "
              + error.message, command: "play")))
      return .usageError
    }
    func say(_ messages: [PlaySession.Message]) {
      for message in messages {
        switch message {
        case .output(let text): output(text)
        case .error(let text):
          // What `print` buffered goes out first.
          fflush(nil)
          errors(text)
        }
      }
    }
    let editor = input == nil ? LineEditor() : nil
    var input: any LineInput = input ?? editor ?? PipedInput()
    errors(
      banner(architecture: architecture.name, dataSet: options.dataSet, isEditing: editor != nil))
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
