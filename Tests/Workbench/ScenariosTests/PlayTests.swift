import Foundation
import HarnessContract
import Testing
import WorkbenchTestSupport

@testable import Registration
@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// `workbench play`: the session in process with its lines given, and one end-to-end run of
/// the executable with piped input; at a terminal, `PlayAtATerminalTests`.
@MainActor
struct PlayTests {
  /// Lines given in advance, as a pipe gives them.
  private struct Lines: LineInput {
    var lines: [String]
    /// The prompts asked for, in order.
    var prompts: [String] = []

    mutating func next(prompt: String, complete: (String) -> StepCompletion) -> String? {
      prompts.append(prompt)
      return lines.isEmpty ? nil : lines.removeFirst()
    }
  }

  /// What one session printed: each `output` and `errors` call, in order.
  private struct Played {
    var status: ExitCode
    var output: [String] = []
    var errors: [String] = []
  }

  private func play(
    _ lines: [String], architecture: String = "MVC", dataSet: String = "standard"
  ) async -> Played {
    var output: [String] = []
    var errors: [String] = []
    let status = await PlayCommand(architecture: architecture, dataSet: dataSet).run(
      in: CommandContext(
        architectures: Architectures.all, runner: InProcessRunner(),
        console: Console(output: { output.append($0) }, errors: { errors.append($0) }),
        command: "play"),
      input: Lines(lines: lines))
    return Played(status: status, output: output, errors: errors)
  }

  private func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appending(path: "play-\(UUID())").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A session with a search, a check that passes and one that fails, a line the parser
  /// refuses, a comment and an expected screen; saved, and replayed by `workbench scenarios`:
  /// the replay passes and its transcript is every screen the session showed, byte for
  /// byte, with the same line numbers.
  @Test(arguments: Architectures.all.map { $0.name })
  func aSavedSessionReplaysWithTheSameScreens(architecture: String) async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/played.scenario"
    let played = await play(
      [
        "When the app starts",
        "And I dance",
        "  And I type \"gra\" into \"Search\"",
        "# the debounce",
        "And 300 ms pass",
        "Then I see \"Grace Hopper\"",
        "Then I see \"Ada Lovelace\"",
        "And I select \"Grace Hopper\"",
        "Then the screen is:",
        "| < Users",
        "| # Grace Hopper",
        "",
        "When I go back",
        "save \(path)",
      ], architecture: architecture, dataSet: "several-accounts")
    #expect(played.status == .success)
    #expect(
      played.errors.dropFirst()
        == [
          "play:4: expected a known step (listed in Scenarios/README.md), found 'I dance'",
          "Saved 7 steps to \(path); replay it with `workbench scenarios --architecture "
            + "\(architecture.shellWord) --scenario \(path)`.",
        ])
    #expect(played.output.filter { $0.hasSuffix("\npass") }.count == 1)
    #expect(
      played.output.contains {
        $0.hasPrefix(
          "FAIL line 8: Then I see \"Ada Lovelace\" (left out of the session)\n"
            + "  expected to see \"Ada Lovelace\" on the screen\n    screen:\n      # Users")
      })
    #expect(played.output.contains { $0.hasPrefix("FAIL line 9: Then the screen is:") })
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text == """
        Scenario: Played in \(architecture)
          Given the data set "several-accounts"
          When the app starts
          And I type "gra" into "Search"
          # the debounce
          And 300 ms pass
          Then I see "Grace Hopper"
          And I select "Grace Hopper"
          When I go back

        """)

    var replayed: [String] = []
    let status = await Workbench.main(
      ["scenarios", "--architecture", architecture, "--scenario", path, "--transcript"],
      output: { replayed.append($0) }, errors: { replayed.append($0) })
    #expect(status == .success, "\(replayed)")
    let shown = played.output.filter { !$0.hasPrefix("FAIL ") }.map {
      $0.hasSuffix("\npass") ? String($0.dropLast("\npass".count)) : $0
    }
    #expect(
      replayed.first
        == "=== \(path) in \(architecture)\nScenario: Played in \(architecture)\n"
        + shown.joined(separator: "\n") + "\n")
  }

  @Test func anExpectedScreenIsCheckedWhenItsLinesEnd() async throws {
    let played = await play([
      "When the app starts", "Then the screen is:", "| # Users", "| Search: []",
      "| > Ada Lovelace | ada@example.com", "When I type \"zz\" into \"Search\"",
      "Then the screen is:", "Then the screen is:", "| # Users",
    ])
    // The first block ends at the next step; the second has no lines, which the parser
    // says; the third ends with the input, and fails.
    #expect(played.output.count == 5)
    #expect(played.output[2].hasPrefix("FAIL line 4: Then the screen is:"))
    #expect(
      played.errors.last
        == "play:5: expected the lines of the screen, each starting with '|'")
    #expect(played.output[4].hasPrefix("FAIL line 5: Then the screen is:"))
    #expect(played.output[4].contains("\n      # Users\n    + Search: [zz]\n"))
  }

  @Test func helpListsTheStepsTheParserKnows() async throws {
    let played = await play(["help"])
    let help = try #require(played.output.last)
    let listed = help.split(separator: "\n").filter { $0.hasPrefix("  ") }.map {
      $0.dropFirst(2)
    }
    let examples = StepDefinition.all.map(\.example)
    #expect(Array(listed.prefix(examples.count)) == examples[...].map { Substring($0) })
    // The parser knows each (`the data set "NAME"` names no data set, and says so).
    for example in examples {
      do throws(ScenarioError) {
        _ = try ScenarioParser().action(example)
      } catch {
        #expect(error.message.hasPrefix("expected a data set named"), "\(example)")
      }
    }
    #expect(help.contains("save FILE"))
  }

  @Test func quitExitAndTheEndOfTheInputEndTheSession() async {
    for end in ["quit", "exit"] {
      let played = await play(["When the app starts", end, "When I pull to refresh"])
      #expect(played.status == .success)
      #expect(played.output.count == 2)
    }
    let played = await play([])
    #expect(played.status == .success)
    #expect(
      played.output == ["--- line 2: Given the data set \"standard\"\n(the app has not started)"])
    #expect(played.errors.first?.hasPrefix("workbench play: MVC, data set \"standard\".") == true)
  }

  @Test func thePromptSaysWhenTheLinesOfAScreenAreExpected() async {
    var input = Lines(lines: ["When the app starts", "Then the screen is:", "| # Users", ""])
    let session = try! PlaySession(architecture: RegisteredArchitecture.viper.app, dataSet: "empty")
    _ = await session.start()
    while let line = input.next(
      prompt: session.isReadingScreen ? "|" : ">",
      complete: { _ in
        StepCompletion(insertion: "", choices: [])
      })
    {
      _ = await session.enter(line)
    }
    #expect(input.prompts == [">", ">", "|", "|", ">"])
  }

  @Test func savingNeedsAWholeScenarioAndAPlaceToWriteIt() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let played = await play([
      "save \(folder)/early.scenario", "save", "When the app starts",
      "save \(folder)/missing/x.scenario", "save \(folder)", "save \(folder)/x.scenario",
      "save \(folder)/x.scenario",
    ])
    #expect(
      Array(played.errors.dropFirst().prefix(4)) == [
        "error: cannot save \(folder)/early.scenario yet: expected a step 'When the app starts'",
        "error: expected a file to save to: save FILE",
        "error: cannot write \(folder)/missing/x.scenario: No such file or directory",
        "error: cannot write \(folder): Is a directory",
      ])
    // Saving again replaces the file; nothing else is left in the folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["x.scenario"])
  }

  @Test func aDataSetTheParserDoesNotKnowIsABadCommandLine() async throws {
    var errors = ""
    let status = await Workbench.main(
      ["play", "--architecture", "MVC", "--data-set", "huge"], output: { _ in },
      errors: { errors += $0 })
    #expect(status == .usageError)
    #expect(
      errors.hasPrefix(
        "Error: The value 'huge' is invalid for '--data-set <name>': expected a data set named "
          + "standard, several-accounts, empty or generated-N"))
    #expect(throws: UsageError("Missing expected option '--architecture <name>'", command: "play"))
    {
      try Arguments.parse(["play"])
    }
    #expect(
      try Arguments.parse(["play", "--data-set", "generated-30", "--architecture", "VIPER"])
        == .run(PlayCommand(architecture: "VIPER", dataSet: "generated-30")))
  }

  @Test func switchReplaysTheSessionInAnotherArchitectureAndGoesOnThere() async {
    let played = await play([
      "When the app starts", "When I select \"Ada Lovelace\"", "switch viper",
      "Then I see \"# Ada Lovelace\"", "switch Cobol", "screen",
    ])
    #expect(
      played.errors.contains("Replayed 2 steps in VIPER.\nVIPER ends on the same screen as MVC."))
    #expect(played.output.contains { $0.hasPrefix("--- line 5: Then I see \"# Ada Lovelace\"") })
    #expect(
      played.errors.contains {
        $0.hasPrefix("error: expected an architecture to switch to: MVC, MVVM")
      })
    #expect(played.output.last?.hasPrefix("< Users\n# Ada Lovelace\n") == true)
  }

  // MARK: Tab completion

  @Test(arguments: [
    ("", "", 11),
    ("W", "hen ", 1),
    ("sa", "ve ", 1),
    ("s", "", 3),
    ("When the app st", "arts", 1),
    ("When I ty", "pe \"", 1),
    ("When I t", "", 2),
    ("When I type \"gr", "", 1),
    ("When I type \"gra\"", " into \"", 1),
    ("Given the next ", "", 3),
    ("Given the next 3 ", "requests fail with status ", 1),
    ("Then the server received 3 ", "request", 2),
    ("And 250", "", 1),
    ("And 250 ", "ms pass", 1),
    ("Then \"Submit\" is ", "", 2),
    ("Then I dance", "", 0),
    ("| # U", "sers", 1),
    ("|", " ", 3),
  ])
  func tabCompletesWhatEveryMatchGoesOnWith(typed: String, insertion: String, choices: Int) {
    expectCompletion(
      of: typed, on: "# Users\nSearch: []\n> Ada Lovelace", insertion: insertion,
      choices: choices)
  }

  /// What Tab adds to `typed` on `screen`, and how many choices a second Tab lists.
  private func expectCompletion(
    of typed: String, on screen: String, insertion: String, choices: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let completion = StepCompletion(typed, screen: screen)
    #expect(completion.insertion == insertion, sourceLocation: sourceLocation)
    #expect(
      completion.choices.count == choices, "\(completion.choices)", sourceLocation: sourceLocation)
  }

  /// Names on the screen fill a step's quoted text: the rows for `ROW`, the buttons for
  /// `BUTTON`, the fields for `FIELD`; the closing quote and the words after it come too
  /// when one name fits.
  @Test(arguments: [
    ("When I select \"Gr", "ace Hopper\"", 1),
    ("When I select \"", "", 2),
    ("When I tap \"S", "end payment\"", 1),
    ("When I clear \"A", "mount\"", 1),
    ("When I swipe \"Ada Lovelace\" and tap \"", "Send payment\"", 1),
    ("When I type \"G", "", 1),
    ("When I select the tab \"C", "ontacts\"", 1),
  ])
  func tabFillsAQuotedTextWithTheNamesOnTheScreen(typed: String, insertion: String, choices: Int) {
    let screen = """
      # Users
      Amount: [10]
      > Ada Lovelace | ada@example.com
      > Grace Hopper | grace@example.com
      [Send payment]
      | [Payments] | Contacts |
      """
    expectCompletion(of: typed, on: screen, insertion: insertion, choices: choices)
  }

  @Test func everyStepCompletesToItselfAndIsListedWithItsKeyword() {
    for definition in StepDefinition.all {
      let completion = StepCompletion("Then " + definition.example)
      #expect(completion.choices.contains("Then " + definition.example))
    }
    #expect(
      StepCompletion("And I tap \"").choices == ["And I tap \"BUTTON\""])
  }

  // MARK: The executable

  /// The workbench executable (FaultyWorkbench is the workbench plus four broken
  /// architectures, and is built with the tests), with piped input: standard output holds
  /// only what the steps show, the banner and the parser's messages go to standard error.
  @Test(.timeLimit(.minutes(1)))
  func theExecutableReadsPipedInputWithoutAPrompt() throws {
    let process = Process()
    process.executableURL = URL(filePath: try #require(faultyWorkbench))
    process.arguments = ["play", "--architecture", "mvvm", "--data-set", "empty"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(
      Data("When the app starts\nWhen I wave\nThen I see \"No users\"\n".utf8))
    try input.fileHandleForWriting.close()
    let shown = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      shown == """
        --- line 2: Given the data set "empty"
        (the app has not started)
        --- line 3: When the app starts
        sent: GET /users
        # Users
        Search: []
        No users yet
        --- line 4: Then I see "No users"
        # Users
        Search: []
        No users yet
        pass

        """)
    #expect(said.hasPrefix("workbench play: MVVM, data set \"empty\"."))
    #expect(
      said.hasSuffix(
        "play:4: expected a known step (listed in Scenarios/README.md), found 'I wave'\n"))
  }
}
