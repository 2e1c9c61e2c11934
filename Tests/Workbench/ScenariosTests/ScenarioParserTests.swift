import Foundation
import Scenarios
import Testing
import WorkbenchTestSupport

struct ScenarioParserTests {
  private func parse(_ text: String) throws(ScenarioError) -> Scenario {
    try ScenarioParser().parse(text, path: "Scenarios/x.scenario")
  }

  @Test func readsTitleStepsCommentsAndAScreenBlock() throws {
    let scenario = try parse(
      """
      # A comment
      Scenario: Search
        Given the data set "empty"
        When the app starts
        And I type "a "b"" into "Search"
        And 300 ms pass
        Then the screen is:
          | # Users
          |
          | Search: [a]
        But the server received 1 request "GET /users"
      """)

    #expect(scenario.title == "Search")
    #expect(
      scenario.steps.map(\.action) == [
        .useDataSet("empty"), .startApp, .type(#"a "b""#, into: "Search"), .wait(milliseconds: 300),
        .expectScreen(["# Users", "", "Search: [a]"]),
        .expectRequestCount(1, request: "GET /users"),
      ])
    #expect(scenario.steps.map(\.line) == [3, 4, 5, 6, 7, 11])
    #expect(scenario.steps[2].text == #"And I type "a "b"" into "Search""#)
  }

  @Test func aLinkOpenedBeforeTheAppStartsLaunchesIt() throws {
    let scenario = try parse(
      """
      Scenario: A link launches the app
        When I open the link "bank://users/6/pay?amount=12.50"
        Then I see "# Users"
      """)
    #expect(
      scenario.steps.map(\.action) == [
        .openLink("bank://users/6/pay?amount=12.50"), .expectVisible("# Users"),
      ])
  }

  @Test(arguments: [
    ("When the app starts", 1, "expected 'Scenario: TITLE' as the first line"),
    (
      "Scenario: x\nWhen I open the link \"bank://users/1/pay\"\nAnd the app starts", 3,
      "expected 'the app starts' only once"
    ),
    (
      "Scenario: x\nWhen the app starts\nAnd I open the link \"users 1\"", 3,
      "expected a link such as bank://users/6/pay?amount=12.50"
    ),
    (
      "Scenario: x\nWhen I tapp \"Retry\"", 2,
      "expected a known step (listed in Scenarios/README.md), found 'I tapp \"Retry\"'; "
        + "did you mean 'I tap \"BUTTON\"'?"
    ),
    (
      "Scenario: x\nwhen the app starts", 2,
      "expected a step starting with Given, When, Then, And, But, found 'when the app starts'"
    ),
    ("Scenario: x\nWhen I tap \"Retry\"", 2, "expected 'When the app starts' before this step"),
    (
      "Scenario: x\nWhen the app starts\nAnd the app starts", 3,
      "expected 'the app starts' only once"
    ),
    (
      "Scenario: x\nWhen the app starts\nGiven the data set \"empty\"", 3,
      "expected the data set once, before 'the app starts'"
    ),
    (
      "Scenario: x\nGiven the data set \"huge\"", 2,
      "expected a data set named standard, several-accounts, empty, generated-N, found \"huge\""
    ),
    (
      "Scenario: x\nWhen the app starts\nAnd 0 ms pass", 3,
      "expected a duration from 1 to 3600000 ms, found 0"
    ),
    (
      "Scenario: x\nWhen the app starts\nAnd 99999999999999999999 ms pass", 3,
      "expected a duration from 1 to 3600000 ms, found 99999999999999999999"
    ),
    (
      "Scenario: x\nGiven the next request fails with status 200", 2,
      "expected an HTTP error status from 400 to 599, found 200"
    ),
    (
      "Scenario: x\nWhen the app starts\n| # Users", 3,
      "expected a screen line '|' only after 'Then the screen is:'"
    ),
    (
      "Scenario: x\nWhen the app starts\nThen the screen is:\nThen I see \"a\"", 3,
      "expected the lines of the screen, each starting with '|'"
    ),
    (
      "Scenario: x\nWhen the app starts\nThen the screen is:", 3,
      "expected the lines of the screen, each starting with '|'"
    ),
    ("Scenario: x\nGiven the server is offline", 2, "expected a step 'When the app starts'"),
    ("Scenario: x\nGiven the server is offline\n", 2, "expected a step 'When the app starts'"),
    ("Scenario: x\r\nGiven the server is offline\r\n", 2, "expected a step 'When the app starts'"),
    (
      "Scenario: x\rWhen the app starts", 1,
      "found a carriage return (CR) alone in the line; save the file with LF or CRLF line endings"
    ),
    (
      "Scenario: x\nWhen " + String(repeating: "x", count: 5000), 2,
      "expected a known step (listed in Scenarios/README.md), found '"
        + String(repeating: "x", count: 200) + "…'"
    ),
    ("", 1, "expected 'Scenario: TITLE' as the first line"),
  ])
  func reportsTheFileLineAndWhatWasExpected(text: String, line: Int, message: String) {
    #expect(throws: ScenarioError(path: "Scenarios/x.scenario", line: line, message: message)) {
      try parse(text)
    }
  }

  /// A file with several mistakes reports each, in line order, with its line and what was
  /// expected there, in one run.
  @Test func everyMistakeOfAFileIsReportedInOneRun() {
    let text = """
      Scenario: Several mistakes
        When the app starts
        And I tapp "Retry"
        And 0 ms pass
        | # Users
        Then the screen is:
          | # Users
        And I type "a" into
      """
    let error = #expect(throws: ScenarioLoadError.self) {
      try ScenarioParser().parseReportingAll(text, path: "x.scenario")
    }
    #expect(
      error?.errors.map(\.description) == [
        "x.scenario:3: expected a known step (listed in Scenarios/README.md), found "
          + "'I tapp \"Retry\"'; did you mean 'I tap \"BUTTON\"'?",
        "x.scenario:4: expected a duration from 1 to 3600000 ms, found 0",
        "x.scenario:5: expected a screen line '|' only after 'Then the screen is:'",
        "x.scenario:8: expected a known step (listed in Scenarios/README.md), found "
          + "'I type \"a\" into'; did you mean 'I type \"TEXT\" into \"FIELD\"'?",
      ])
    // `parse` stops at the first.
    let first = #expect(throws: ScenarioError.self) {
      try ScenarioParser().parse(text, path: "x.scenario")
    }
    #expect(first != nil && first == error?.errors.first)
  }

  /// A mistake is reported once: the lines after a step that was not understood are read as
  /// if it had been what it most likely was (the app's start, a screen's header), and after
  /// a first line without `Scenario:` as if it had been the title.
  @Test func aMistakeIsNotReportedAgainByTheLinesAfterIt() {
    let text = """
      When the app starts
        When the app strats
        And I tap "Retry"
        Then the screen iss:
          | # Users
          | Retry
        And I tap "Retry"
      """
    let error = #expect(throws: ScenarioLoadError.self) {
      try ScenarioParser().parseReportingAll(text, path: "x.scenario")
    }
    #expect(
      error?.errors.map(\.description) == [
        "x.scenario:1: expected 'Scenario: TITLE' as the first line",
        "x.scenario:2: expected a known step (listed in Scenarios/README.md), found "
          + "'the app strats'; did you mean 'the app starts'?",
        "x.scenario:4: expected a known step (listed in Scenarios/README.md), found "
          + "'the screen iss:'; did you mean 'the screen is:'?",
      ])
  }

  @Test func theSuiteReportsEveryMistakeOfEveryFile() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "mistakes-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "Scenario: a\nWhen the app starts\nAnd 0 ms pass\nAnd I tapp \"x\"\n".write(
      toFile: "\(folder)/a.scenario", atomically: true, encoding: .utf8)
    try "Scenario: b\nWhen the app starts\nAnd 0 ms pass\n".write(
      toFile: "\(folder)/b.scenario", atomically: true, encoding: .utf8)
    let error = #expect(throws: ScenarioLoadError.self) {
      try ScenarioSuite.load([folder], root: "/")
    }
    #expect(
      error?.errors.map { "\($0.path.split(separator: "/").last!):\($0.line!)" } == [
        "a.scenario:3", "a.scenario:4", "b.scenario:3",
      ])
  }

  @Test func aFileWithWindowsLineEndingsReadsLikeOneWithLF() throws {
    let text =
      "Scenario: CRLF\r\n  When the app starts\r\n  Then the screen is:\r\n    | # Users\r\n"
    let scenario = try parse(text)
    #expect(scenario.title == "CRLF")
    #expect(scenario.steps.map(\.action) == [.startApp, .expectScreen(["# Users"])])
    #expect(scenario.steps.map(\.line) == [2, 3])
  }

  /// A mistyped scenario path names the file it is a few letters from.
  @Test func aMistypedScenarioPathGetsTheClosestFileBesideIt() throws {
    let error = #expect(throws: ScenarioLoadError.self) {
      try ScenarioSuite.load(["Scenarios/search-debounse.scenario"], root: packageRoot)
    }
    #expect(
      error?.description
        == "Scenarios/search-debounse.scenario: expected a readable scenario file: No such file "
        + "or directory; did you mean 'Scenarios/search-debounce.scenario'?")
    let folder = #expect(throws: ScenarioLoadError.self) {
      try ScenarioSuite.load(["Scenario/users-load.scenario"], root: packageRoot)
    }
    #expect(folder?.description.contains("did you mean") == false)
  }

  @Test func anUnreadableOrNonUTF8FileIsReportedByName() throws {
    let error = #expect(throws: ScenarioLoadError.self) {
      try ScenarioSuite.load(["Scenarios/missing.scenario"], root: packageRoot)
    }
    #expect(
      error?.description
        == "Scenarios/missing.scenario: expected a readable scenario file: No such file or directory"
    )
  }
}
