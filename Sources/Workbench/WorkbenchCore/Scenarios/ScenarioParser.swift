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
    var title: String?
    var steps: [Step] = []
    var hasStarted = false
    var lineNumber = 0

    func fail(_ message: String, line: Int? = nil) -> ScenarioError {
      ScenarioError(path: path, line: line ?? lineNumber, message: message)
    }
    /// Rows missing after `the screen is:` are reported at that step's line.
    func missingScreen() -> ScenarioError {
      fail("expected the lines of the screen, each starting with '|'", line: steps.last?.line)
    }

    // LF or CRLF ends a line ("\r\n" is one Character); a lone CR is an error.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    // A file that ends too early is reported at its last line, not after it.
    let lastLine = max(1, lines.count - (lines.last?.isEmpty == true ? 1 : 0))
    for rawLine in lines {
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
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("|") {
        guard case .expectScreen(let lines) = steps.last?.action else {
          throw fail("expected a screen line '|' only after 'Then the screen is:'")
        }
        let screenLine = line.dropFirst().hasPrefix(" ") ? line.dropFirst(2) : line.dropFirst()
        steps[steps.count - 1].action = .expectScreen(lines + [String(screenLine)])
        continue
      }
      if case .expectScreen([]) = steps.last?.action { throw missingScreen() }
      if title == nil {
        let rest = line.dropFirst("Scenario:".count).trimmingWhitespace()
        guard line.hasPrefix("Scenario:"), !rest.isEmpty else {
          throw fail("expected 'Scenario: TITLE' as the first line")
        }
        title = String(rest)
        continue
      }
      let action = try step(line) { fail($0) }
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
    }
    if case .expectScreen([]) = steps.last?.action { throw missingScreen() }
    lineNumber = min(lineNumber, lastLine)
    guard let title else { throw fail("expected 'Scenario: TITLE' as the first line") }
    guard hasStarted else { throw fail("expected a step 'When the app starts'") }
    return Scenario(path: path, title: title, steps: steps)
  }

  /// The action of one step written without its keyword, such as `I tap "Retry"`.
  public func action(_ sentence: String) throws(ScenarioError) -> StepAction {
    try step(Substring("And " + sentence)) { ScenarioError(path: "step", line: nil, message: $0) }
  }

  private func step(_ line: Substring, fail: (String) -> ScenarioError) throws(ScenarioError)
    -> StepAction
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
