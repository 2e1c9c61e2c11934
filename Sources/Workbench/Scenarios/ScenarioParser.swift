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

  public func parse(_ text: String, path: String) throws(ScenarioError) -> Scenario {
    var reader = ScenarioReader(parser: self, path: path)
    // LF or CRLF ends a line ("\r\n" is one Character); a lone CR is an error.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for line in lines { try reader.read(line) }
    // A file that ends too early is reported at its last line, not after it.
    return try reader.finish(lastLine: max(1, lines.count - (lines.last?.isEmpty == true ? 1 : 0)))
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
    throw fail("expected a known step (listed in Scenarios/README.md), found '\(body.quoted)'")
  }
}

/// The parser part way through a file: what it has read so far, one line at a time.
/// `ScenarioParser.parse` reads a whole file through one; `workbench play` reads the lines as
/// they are typed, keeping a copy from before each line to go back to when it is refused.
struct ScenarioReader {
  let parser: ScenarioParser
  /// The path every message names.
  package let path: String
  private(set) var title: String?
  private(set) var steps: [Step] = []
  /// The lines read so far: the 1-based number of the last one.
  private(set) var lineNumber = 0
  private var hasStarted = false
  /// Whether the last step's screen block was closed (`closeScreen()`), so that a `|` line
  /// no longer belongs to it.
  private var isScreenClosed = false

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
      guard case .expectScreen(let lines) = steps.last?.action, !isScreenClosed else {
        throw fail("expected a screen line '|' only after 'Then the screen is:'")
      }
      let screenLine = line.dropFirst().hasPrefix(" ") ? line.dropFirst(2) : line.dropFirst()
      steps[steps.count - 1].action = .expectScreen(lines + [String(screenLine)])
      return
    }
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
    if action.needsApp, !hasStarted {
      throw fail("expected 'When the app starts' before this step")
    }
    if case .useDataSet = action, hasStarted || steps.contains(where: \.action.isDataSet) {
      throw fail("expected the data set once, before 'the app starts'")
    }
    steps.append(Step(line: lineNumber, text: String(line), action: action))
    isScreenClosed = false
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
  package func finish(lastLine: Int? = nil) throws(ScenarioError) -> Scenario {
    try checkScreen()
    let line = min(lineNumber, lastLine ?? lineNumber)
    guard let title else { throw fail("expected 'Scenario: TITLE' as the first line", line: line) }
    guard hasStarted else { throw fail("expected a step 'When the app starts'", line: line) }
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
