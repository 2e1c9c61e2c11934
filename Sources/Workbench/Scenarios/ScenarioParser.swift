import WorkbenchSupport

/// Reads the scenario language: a `Scenario:` title line, then one step a line, each
/// starting with Given, When, Then, And or But; `#` starts a comment line; the lines of an
/// expected screen follow `the screen is:`, each starting with `|`.
public struct ScenarioParser {
  private let definitions: [(definition: StepDefinition, regex: Regex<AnyRegexOutput>)]

  public init() {
    definitions = StepDefinition.all.map { definition in
      (definition, try! Regex("^" + definition.pattern + "$"))
    }
  }

  static let keywords = ["Given", "When", "Then", "And", "But"]

  /// Parses a whole file; throws its first mistake.
  public func parse(_ text: String, path: String) throws(ScenarioError) -> Scenario {
    do throws(ScenarioLoadError) {
      return try parseReportingAll(text, path: path)
    } catch {
      throw error.errors[0]
    }
  }

  /// Parses a whole file and throws every mistake in it, in line order, each at its line with
  /// what was expected there. A refused line is skipped, and the lines after it are read as
  /// if it had been what it most likely meant (`ScenarioReader.assumeRefused`), so that one
  /// mistake is reported once.
  public func parseReportingAll(_ text: String, path: String) throws(ScenarioLoadError)
    -> Scenario
  {
    var reader = ScenarioReader(parser: self, path: path)
    var errors: [ScenarioError] = []
    // LF or CRLF ends a line ("\r\n" is one Character); a lone CR is an error.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for line in lines {
      do throws(ScenarioError) {
        try reader.read(line)
      } catch {
        errors.append(error)
        reader.assumeRefused(line)
      }
    }
    do throws(ScenarioError) {
      // A file that ends too early is reported at its last line, not after it.
      let scenario = try reader.finish(
        lastLine: max(1, lines.count - (lines.last?.isEmpty == true ? 1 : 0)))
      if errors.isEmpty { return scenario }
    } catch {
      errors.append(error)
    }
    throw ScenarioLoadError(errors: errors)
  }

  /// The action of one step written without its keyword, such as `I tap "Retry"`.
  public func action(_ sentence: String) throws(ScenarioError) -> StepAction {
    try step(Substring("And " + sentence)) { ScenarioError(path: "step", line: nil, message: $0) }
  }

  fileprivate func step(_ line: Substring, fail: (String) -> ScenarioError)
    throws(ScenarioError) -> StepAction
  {
    guard let keyword = Self.keywords.first(where: { line.hasPrefix($0 + " ") }) else {
      throw fail(
        "expected a step starting with \(Self.keywords.joined(separator: ", ")), "
          + "found '\(line.quoted)'")
    }
    let body = String(line.dropFirst(keyword.count + 1).trimmingWhitespace())
    for (definition, regex) in definitions {
      guard let match = try? regex.wholeMatch(in: body) else { continue }
      let captures = match.output.dropFirst().map { $0.substring.map(String.init) ?? "" }
      switch definition.build(captures) {
      case .success(let action): return action
      case .failure(let error): throw fail(error.message)
      }
    }
    throw fail(
      "expected a known step (listed in Scenarios/README.md), found '\(body.quoted)'"
        + hint(for: body))
  }

  /// "; did you mean 'EXAMPLE'?" with the known step closest to `body`, their quoted parts
  /// left aside (`I tapp "Retry"` is one edit from `I tap "BUTTON"`); nothing when none is
  /// close, or for a line too long to be a step.
  private func hint(for body: String) -> String {
    guard body.count <= 200 else { return "" }
    func shape(_ text: String) -> String { text.replacing(#/"[^"]*"/#, with: #""""#) }
    let examples = definitions.map(\.definition.example)
    let shapes = examples.map(shape)
    guard let closest = Suggestion.closest(to: shape(body), among: shapes),
      let index = shapes.firstIndex(of: closest)
    else { return "" }
    return "; did you mean '\(examples[index])'?"
  }
}

/// The parser part way through a file: what it has read so far, one line at a time.
/// `ScenarioParser.parseReportingAll` reads a whole file through one; `workbench play` reads the lines as
/// they are typed, keeping a copy from before each line to go back to when it is refused.
struct ScenarioReader {
  let parser: ScenarioParser
  /// The path every message names.
  let path: String
  private(set) var title: String?
  private(set) var steps: [Step] = []
  /// The lines read so far: the 1-based number of the last one.
  private(set) var lineNumber = 0
  private var hasStarted = false
  /// Whether the last step's screen block was closed (`closeScreen()`), so that a `|` line
  /// no longer belongs to it.
  private var isScreenClosed = false
  /// Set after a refused line that may have been the app's start: later steps are not told
  /// that the app has not started (`assumeRefused`).
  private var mayHaveStarted = false
  /// Set after a refused line that may have been a screen's header: its `|` lines are
  /// skipped (`assumeRefused`).
  private var skipsScreenLines = false
  /// Set after a second `Scenario:` line: the lines after it are another scenario's, and not
  /// read (`assumeRefused`).
  private var ignoresRest = false

  init(parser: ScenarioParser = ScenarioParser(), path: String) {
    self.parser = parser
    self.path = path
  }

  private func fail(_ message: String, line: Int? = nil) -> ScenarioError {
    ScenarioError(path: path, line: line ?? lineNumber, message: message)
  }

  /// Reads the next line of the file (without its line ending).
  mutating func read(_ rawLine: Substring) throws(ScenarioError) {
    lineNumber += 1
    if ignoresRest { return }
    guard !rawLine.contains("\r") else {
      throw fail(
        "found a carriage return (CR) alone in the line; save the file with LF or CRLF "
          + "line endings")
    }
    // Control characters (NUL, escape sequences) would reach the terminal in titles,
    // screens and messages; a tab is only white space.
    if let control = rawLine.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control && $0 != "\t"
    }) {
      let code = "U+" + String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)
      throw fail("found the control character \(code); scenario files are plain text")
    }
    let line = rawLine.trimmingWhitespace()
    if line.isEmpty || line.hasPrefix("#") { return }
    if line.hasPrefix("|") {
      if skipsScreenLines { return }
      guard case .expectScreen(let lines) = steps.last?.action, !isScreenClosed else {
        throw fail("expected a screen line '|' only after 'Then the screen is:'")
      }
      let screenLine = line.dropFirst().hasPrefix(" ") ? line.dropFirst(2) : line.dropFirst()
      steps[steps.count - 1].action = .expectScreen(lines + [String(screenLine)])
      return
    }
    skipsScreenLines = false
    try checkScreen()
    if title == nil {
      let rest = line.dropFirst("Scenario:".count).trimmingWhitespace()
      guard line.hasPrefix("Scenario:"), !rest.isEmpty else {
        throw fail("expected 'Scenario: TITLE' as the first line")
      }
      title = String(rest)
      return
    }
    let action = try parser.step(line) { fail($0) }
    if action == .startApp {
      guard !hasStarted else { throw fail("expected 'the app starts' only once") }
      hasStarted = true
    }
    // A link opened before the app runs launches it.
    if case .openLink = action { hasStarted = true }
    if action.needsApp, !hasStarted, !mayHaveStarted {
      // Said once: the steps after this one are read as if the app had started.
      mayHaveStarted = true
      throw fail("expected 'When the app starts' before this step")
    }
    if case .useDataSet = action, hasStarted || steps.contains(where: \.action.isDataSet) {
      throw fail("expected the data set once, before 'the app starts'")
    }
    steps.append(Step(line: lineNumber, text: String(line), action: action))
    isScreenClosed = false
  }

  /// After `read` refused `rawLine`, reads on as if the line had been what it most likely
  /// meant, so that one mistake is reported once: a refused first line stands for the title
  /// (and may be a step too); a second `Scenario:` line begins another scenario, whose lines
  /// are not read; a refused step that names the app or a start may have been `the app
  /// starts`; one that ends with `:` may have been `the screen is:`, and its `|` lines are
  /// skipped. A screen left without lines is dropped, so that it is not reported again at
  /// every later step.
  mutating func assumeRefused(_ rawLine: Substring) {
    if case .expectScreen([]) = steps.last?.action { steps.removeLast() }
    let line = rawLine.trimmingWhitespace()
    if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("|") { return }
    if title == nil {
      title = ""
    } else if line.hasPrefix("Scenario:") {
      ignoresRest = true
      return
    }
    let words = line.lowercased()
    if words.contains("app") || words.contains("start") { mayHaveStarted = true }
    if line.hasSuffix(":") { skipsScreenLines = true }
  }

  /// Throws when the last step is `the screen is:` without any `|` line after it; the
  /// problem is reported at that step's line.
  func checkScreen() throws(ScenarioError) {
    if case .expectScreen([]) = steps.last?.action {
      throw fail("expected the lines of the screen, each starting with '|'", line: steps.last?.line)
    }
  }

  /// Ends the last step's screen block: a `|` line read next is an error, as one that
  /// follows no `the screen is:`.
  mutating func closeScreen() throws(ScenarioError) {
    try checkScreen()
    isScreenClosed = true
  }

  /// The scenario read so far, if it is whole; problems found only at the end of the file
  /// are reported at `lastLine` (the file's last line that is not empty), or at the last
  /// line read.
  func finish(lastLine: Int? = nil) throws(ScenarioError) -> Scenario {
    try checkScreen()
    let line = min(lineNumber, lastLine ?? lineNumber)
    guard let title else { throw fail("expected 'Scenario: TITLE' as the first line", line: line) }
    guard hasStarted || mayHaveStarted else {
      throw fail("expected a step 'When the app starts'", line: line)
    }
    return Scenario(path: path, title: title, steps: steps)
  }
}

extension StringProtocol {
  /// `self` with zeros in front, to `count` characters.
  func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: Swift.max(0, count - self.count)) + self
  }

  /// At most 200 characters of a line quoted in a message, with `…` where it was cut.
  var quoted: String {
    count > 200 ? String(prefix(200)) + "…" : String(self)
  }

  func trimmingWhitespace() -> SubSequence {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return self[start..<end]
  }
}
