import FakeBackend
import Foundation
import HarnessContract
import WorkbenchSupport

/// A `workbench play` session: one architecture's app on its own server and clock, driven by
/// lines typed in the scenario language, and the scenario file those lines make.
///
/// Every line goes through the scenario parser (`ScenarioReader`), as the line after the
/// ones it accepted before; a step it accepts runs at once (`ScenarioExecution`, as the
/// runner runs it) and shows what the runner's transcript shows for it. A line the parser
/// refuses, and a step that fails, are left out, so `save` writes exactly the lines the
/// parser read, with the same line numbers, and the file replays with every step passing.
@MainActor
package final class PlaySession {
  package let architecture: any Architecture.Type
  let dataSet: String
  private let execution: ScenarioExecution
  /// Whether a step shows only what changed on the screen (the whole screen when its title
  /// changed) and the app's clock, as at a terminal; otherwise what a transcript shows.
  package var showsChanges = false
  /// The screen the session showed last, which the next step's changes are shown against.
  private var shownScreen: String?
  /// How many steps the last `save` wrote.
  private var savedSteps = 0
  /// What each step that failed said, first line only.
  private var leftOut: [String] = []
  /// The lines accepted so far, as the parser read them.
  private var file: File
  /// While the `|` lines after `the screen is:` are typed: the file without that step, to go
  /// back to if the check fails.
  private var beforeScreen: File?
  /// What the session said since `enter` was last called.
  private var said: [Message] = []

  /// What messages name as the file: `play:5: expected a known step ...`.
  package nonisolated static let path = "play"

  /// What one line did to the session.
  package enum Outcome {
    case goOn
    /// `quit` or `exit`.
    case end
  }

  /// Something the session says: what the steps show and `help` go to standard output, the
  /// rest (the parser's messages, save's) to standard error.
  package enum Message: Equatable {
    case output(String)
    case error(String)
  }

  /// The scenario file a session makes: the lines the parser accepted, and the parser after
  /// them.
  private struct File {
    var reader = ScenarioReader(path: PlaySession.path)
    var lines: [String] = []

    /// Reads one more line, indented as the scenario files are; a line the parser refuses
    /// changes nothing.
    mutating func read(_ line: String) throws(ScenarioError) {
      var next = reader
      try next.read(Substring(line))
      reader = next
      let text = line.trimmingWhitespace()
      lines.append(
        text.hasPrefix("Scenario:")
          ? String(text) : text.hasPrefix("|") ? "    \(text)" : "  \(text)")
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
  }

  /// A session on the data set named (the parser checks the name); `start` shows the data
  /// set's step, and the app starts with the step `When the app starts`.
  package init(architecture: any Architecture.Type, dataSet: String) throws(ScenarioError) {
    self.architecture = architecture
    self.dataSet = dataSet
    file = File()
    try file.read("Scenario: Played in \(architecture.name)")
    try file.read("Given " + StepAction.useDataSet(dataSet).sentence)
    execution = ScenarioExecution(
      architecture: architecture, dataSet: DataSet.named(dataSet) ?? .standard)
  }

  /// Whether the lines typed now are the `|` lines of an expected screen.
  package var isReadingScreen: Bool { beforeScreen != nil }

  /// The screen as it is now.
  package var screen: String { execution.session.screen }

  /// Whether the session has steps after the data set's that no `save` wrote.
  package var hasUnsavedSteps: Bool { file.reader.steps.count > max(savedSteps, 1) }

  /// Handles one line: a step, a `|` line of an expected screen, a comment, or one of the
  /// commands `help`, `save FILE`, `quit` and `exit`. An empty line ends an expected screen.
  /// Returns what the session said, in order.
  package func enter(_ line: String) async -> (Outcome, [Message]) {
    let outcome = await handle(line)
    return (outcome, takeWhatWasSaid())
  }

  /// Runs the file's first step, `Given the data set "NAME"`, as a replay of the file will,
  /// and returns what it showed.
  package func start() async -> [Message] {
    if let step = file.reader.steps.first { await perform(step, before: file) }
    return takeWhatWasSaid()
  }

  /// Ends the session: checks an expected screen whose lines were being typed, and returns
  /// what the session said.
  package func finish() async -> [Message] {
    if isReadingScreen { await checkScreen() }
    return takeWhatWasSaid()
  }

  private func takeWhatWasSaid() -> [Message] {
    defer { said = [] }
    return said
  }

  private func output(_ text: String) { said.append(.output(text)) }
  private func errors(_ text: String) { said.append(.error(text)) }

  private func handle(_ line: String) async -> Outcome {
    let text = line.trimmingWhitespace()
    if isReadingScreen {
      if text.hasPrefix("|") {
        read(line)
        return .goOn
      }
      await checkScreen()
    }
    switch text {
    case "": return .goOn
    case "help":
      output(Self.help)
      return .goOn
    case "screen":
      output(screen)
      shownScreen = screen
      return .goOn
    case "quit", "exit": return .end
    case "save": errors("error: expected a file to save to: save FILE")
    case _ where text.hasPrefix("save "): save(to: String(text.dropFirst(5).trimmingWhitespace()))
    default:
      let before = file
      guard read(line), file.reader.steps.count > before.reader.steps.count,
        let step = file.reader.steps.last
      else { return .goOn }
      if case .expectScreen = step.action {
        beforeScreen = before
      } else {
        await perform(step, before: before)
      }
    }
    return .goOn
  }

  /// Reads a line into the file; says why when the parser refuses it.
  @discardableResult
  private func read(_ line: String) -> Bool {
    do throws(ScenarioError) {
      try file.read(line)
      return true
    } catch {
      errors(error.description)
      return false
    }
  }

  /// Checks the expected screen just typed.
  private func checkScreen() async {
    guard let before = beforeScreen else { return }
    beforeScreen = nil
    do throws(ScenarioError) {
      try file.reader.closeScreen()
    } catch {
      errors(error.description)
      file = before
      return
    }
    if let step = file.reader.steps.last { await perform(step, before: before) }
  }

  /// Runs a step the parser accepted and shows what it did, as a transcript does; a check
  /// that passed says `pass`. A step that fails changed nothing (actions fail before they
  /// act, checks never act), and is left out of the file.
  private func perform(_ step: Step, before: File) async {
    let (record, failure) = await execution.perform(step)
    guard let failure else {
      output(
        showsChanges
          ? changes(record, of: step)
          : record.transcript(of: step) + (step.action.isCheck ? "\npass" : ""))
      shownScreen = record.screen
      return
    }
    leftOut.append("\(failure.kind.cell) line \(step.line): \(step.text)")
    file = before
    output(
      (["\(failure.kind.cell) line \(step.line): \(step.text) (left out of the session)"]
        + failure.explanation).joined(separator: "\n"))
  }

  /// Writes the session as a scenario file, in one step (`FileSystem.replace`).
  private func save(to path: String) {
    do throws(ScenarioError) {
      _ = try file.reader.finish()
    } catch {
      errors("error: cannot save \(path) yet: \(error.message)")
      return
    }
    do throws(FileSystem.Failure) {
      try FileSystem.replace(path, contents: file.text)
    } catch {
      errors("error: \(error.description)")
      return
    }
    let steps = file.reader.steps.count
    savedSteps = steps
    errors(
      "Saved \(steps) step\(steps == 1 ? "" : "s") to \(path); replay it with "
        + "`workbench scenarios --architecture \(architecture.name.shellWord) --scenario \(path)`.")
  }

  /// What `help` prints: every step the parser knows, from its definitions, and the
  /// commands.
  static var help: String {
    let steps = StepDefinition.all.map { "  \($0.example)" }
    return
      (["Steps, each after \(ScenarioParser.keywords.joined(separator: ", ")):"] + steps + [
        "After `the screen is:` come the lines of the screen, each after `|`, and an empty line.",
        "A check says pass or FAIL; a step that fails is left out of the session.",
        "Commands:",
        "  help       this list",
        "  screen     show the whole screen (after a step, only what changed is shown)",
        "  switch ARCHITECTURE  replay the session so far in another architecture and go on there",
        "  save FILE  write the session as a .scenario file that replays it",
        "  quit       end the session (or exit, or the end of the input)",
      ]).joined(separator: "\n")
  }

  /// What a step shows at a terminal: its line and the app's clock, the requests it sent,
  /// then the screen's changes: a new screen (another `# ` title) whole, the same screen's lines
  /// that changed, `- ` before and `+ ` after; a check shows `pass`.
  private func changes(_ record: StepRecord, of step: Step) -> String {
    let clock = execution.session.clock.now.components
    let milliseconds = clock.seconds * 1000 + clock.attoseconds / 1_000_000_000_000_000
    var lines = [
      "--- line \(step.line): \(step.text)  "
        + "(clock \(String(format: "%.2f", Double(milliseconds) / 1000)) s)"
    ]
    lines += record.requests.map { "sent: \($0)" }
    let before = (shownScreen ?? "").split(separator: "\n").map(String.init)
    let after = record.screen.split(separator: "\n").map(String.init)
    // The title: the first `# ` line (a pushed screen starts with its back button).
    func title(_ lines: [String]) -> String? { lines.first { $0.hasPrefix("# ") } }
    if step.action.isCheck {
      lines.append("pass")
    } else if title(before) != title(after) || before.isEmpty {
      lines += after
    } else {
      let changed = LineDiff(expected: before, actual: after).lines.filter { !$0.hasPrefix("  ") }
      lines += changed.isEmpty ? ["(the screen did not change; `screen` shows it)"] : changed
    }
    return lines.joined(separator: "\n")
  }

  /// The session's steps run again in `architecture`, on the same data set, in a new session
  /// that goes on from there; says how many steps ran and whether it ends on the same screen.
  package func replayed(in other: any Architecture.Type) async -> (PlaySession, [Message]) {
    guard let next = try? PlaySession(architecture: other, dataSet: dataSet) else {
      return (self, [.error("error: cannot start \(other.name) on the data set \(dataSet)")])
    }
    _ = await next.start()
    for line in file.lines.dropFirst(2) { _ = await next.enter(line) }
    _ = await next.finish()
    next.showsChanges = showsChanges
    next.shownScreen = next.screen
    let steps = file.reader.steps.count - 1
    var said = ["Replayed \(steps) step\(steps == 1 ? "" : "s") in \(other.name)."]
    said += next.leftOut.map { "  \($0) (left out)" }
    if next.screen == screen {
      said.append("\(other.name) ends on the same screen as \(architecture.name).")
    } else {
      said.append("\(other.name) ends on another screen than \(architecture.name):")
      said +=
        LineDiff(
          expected: screen.split(separator: "\n").map(String.init),
          actual: next.screen.split(separator: "\n").map(String.init)
        ).lines
    }
    return (next, [.error(said.joined(separator: "\n"))])
  }
}
