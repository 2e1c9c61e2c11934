import Foundation
import Testing

@testable import WorkbenchCore

@MainActor
struct CommandLineTests {
  @Test func parsesTheScenariosCommandAndItsOptions() throws {
    var options = ScenarioOptions()
    options.architecture = "MVC"
    options.scenarioPaths = ["a.scenario", "b.scenario"]
    options.printsTranscripts = true
    #expect(
      try Arguments.parse([
        "scenarios", "--architecture", "MVC", "--scenario", "a.scenario", "--scenario",
        "b.scenario", "--transcript",
      ]) == .scenarios(options))
    #expect(try Arguments.parse([]) == .compare(check: false))
    #expect(try Arguments.parse(["compare", "--check"]) == .compare(check: true))
    #expect(try Arguments.parse(["scenarios"]) == .scenarios(ScenarioOptions()))
    #expect(try Arguments.parse(["--help"]) == .help)
    #expect(try Arguments.parse(["help"]) == .help)
  }

  @Test func parsesTheMeasuringCommands() throws {
    #expect(try Arguments.parse(["metrics"]) == .metrics(architecture: nil, format: .table))
    #expect(
      try Arguments.parse(["metrics", "--format", "json", "--architecture", "VIPER"])
        == .metrics(architecture: "VIPER", format: .json))
    #expect(
      try Arguments.parse(["coverage", "--architecture", "MVC"]) == .coverage(architecture: "MVC"))
    #expect(
      try Arguments.parse(["analyze", "Sources", "--lines-only"])
        == .analyze(path: "Sources", format: .table, linesOnly: true))
  }

  @Test func parsesExploreWithSeveralArchitectures() throws {
    var options = ExploreOptions()
    options.seed = 7
    options.walks = 20_000
    options.steps = 40
    options.architectures = ["MVC", "VIPER"]
    options.outputDirectory = "out"
    #expect(
      try Arguments.parse([
        "explore", "--seed", "7", "--walks", "20000", "--architecture", "MVC", "--architecture",
        "VIPER", "--out", "out",
      ]) == .explore(options))
    #expect(try Arguments.parse(["explore"]) == .explore(ExploreOptions()))
  }

  @Test(arguments: [
    (["--verbose"], "unknown option '--verbose' for 'compare'"),
    (
      ["explore", "--walks", "0"],
      "expected a whole number from 1 to 10000000 after '--walks', found '0'"
    ),
    (
      ["explore", "--seed", "-1"],
      "expected a whole number from 0 to 18446744073709551615 after '--seed', found '-1'"
    ),
    (
      ["explore", "--steps", "many"],
      "expected a whole number from 2 to 100000 after '--steps', found 'many'"
    ),
    (["metrics", "--scenario", "x"], "unknown option '--scenario' for 'metrics'"),
    (["metrics", "--format", "xml"], "expected 'table' or 'json' after '--format', found 'xml'"),
    (["analyze"], "expected one PATH to analyze"),
    (["metrics", "Sources"], "unexpected argument 'Sources'"),
    (["deploy"], "unknown command 'deploy'"),
    (["scenarios", "--architecture"], "expected a value after '--architecture'"),
    (["scenarios", "--scenario", "--transcript"], "expected a value after '--scenario'"),
  ])
  func rejectsWhatItDoesNotKnow(arguments: [String], message: String) {
    #expect(throws: UsageError(message: message)) { try Arguments.parse(arguments) }
  }

  @Test func measuringOutsideThePackageRootOrAnalyzingNothingIsABadCommandLine() async {
    var errors = ""
    #expect(!Workbench.isPackageRoot("/tmp", errors: { errors += $0 }))
    #expect(errors.hasPrefix("error: /tmp is not the PatternWorkbench package root"))
    #expect(Workbench.isPackageRoot(packageRoot, errors: { _ in }))
    let status = await Workbench.main(
      ["analyze", "/no/such/path"], output: { _ in }, errors: { errors = $0 })
    #expect(status == 2 && errors == "error: /no/such/path: no such file or folder")
  }

  @Test func anUnknownFlagPrintsUsageAndExitsWith2() async {
    var errors = ""
    let status = await Workbench.main(["--nope"], output: { _ in }, errors: { errors += $0 })
    #expect(status == 2)
    #expect(errors.hasPrefix("error: unknown option '--nope' for 'compare'\n\nUSAGE: workbench"))
  }

  @Test func aMalformedScenarioExitsWith2NamingFileAndLine() async throws {
    let path = FileManager.default.temporaryDirectory.appending(path: "bad-\(UUID()).scenario").path
    try "Scenario: bad\nWhen I dance".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var errors = ""
    let status = await Workbench.main(
      ["scenarios", "--scenario", path], output: { _ in }, errors: { errors += $0 })
    #expect(status == 2)
    #expect(
      errors == "\(path):2: expected a known step (listed in Scenarios/README.md), found 'I dance'")
  }

  @Test func aFailingScenarioExitsWith1AndShowsTheDiff() async throws {
    let path = FileManager.default.temporaryDirectory.appending(path: "fail-\(UUID()).scenario")
      .path
    try "Scenario: wrong\nWhen the app starts\nThen the screen is:\n| # Users\n| Search: [x]"
      .write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var output = ""
    let status = await Workbench.main(
      ["scenarios", "--scenario", path, "--architecture", "mvc"], output: { output += $0 },
      errors: { _ in })
    #expect(status == 1)
    #expect(output.contains("FAIL \(path) in MVC, line 3: Then the screen is:"))
    #expect(output.contains("    - Search: [x]\n    + Search: []\n    + > Ada Lovelace"))
  }

  @Test func lineDiffMarksExpectedAndActualLines() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "c", "d"])
    #expect(diff.lines == ["  a", "- b", "  c", "+ d"])
  }
}
