import Foundation
import Testing
import WorkbenchTestSupport

@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

@MainActor
struct CommandLineTests {
  @Test func parsesTheScenariosCommandAndItsOptions() throws {
    let options = ScenariosCommand(
      architectures: ["MVC", "VIPER"], scenarioPaths: ["a.scenario", "b.scenario"],
      printsTranscripts: true)
    #expect(
      try Arguments.parse([
        "scenarios", "--architecture", "MVC", "--scenario", "a.scenario", "--scenario=b.scenario",
        "--transcript", "--architecture", "VIPER",
      ]) == .run(options))
    #expect(try Arguments.parse([]) == .run(CompareCommand(check: false)))
    #expect(try Arguments.parse(["compare", "--check"]) == .run(CompareCommand(check: true)))
    #expect(try Arguments.parse(["--check"]) == .run(CompareCommand(check: true)))
    #expect(try Arguments.parse(["scenarios"]) == .run(ScenariosCommand()))
    #expect(try Arguments.parse(["scenarios"]) != .run(CompareCommand()))
  }

  @Test func helpAndVersionAreAskedForTheConventionalWays() throws {
    #expect(try Arguments.parse(["--help"]) == .help(command: nil))
    #expect(try Arguments.parse(["-h"]) == .help(command: nil))
    #expect(try Arguments.parse(["help"]) == .help(command: nil))
    #expect(try Arguments.parse(["help", "analyze"]) == .help(command: "analyze"))
    #expect(try Arguments.parse(["analyze", "--help"]) == .help(command: "analyze"))
    #expect(try Arguments.parse(["explore", "--walks", "3", "-h"]) == .help(command: "explore"))
    #expect(try Arguments.parse(["--version"]) == .version)
  }

  @Test func parsesTheMeasuringCommands() throws {
    #expect(try Arguments.parse(["metrics"]) == .run(MetricsCommand(format: .table)))
    #expect(
      try Arguments.parse(["metrics", "--format", "json", "--architecture", "VIPER"])
        == .run(MetricsCommand(architectures: ["VIPER"], format: .json)))
    #expect(
      try Arguments.parse(["coverage", "--architecture", "MVC", "--architecture", "Clean"])
        == .run(CoverageCommand(architectures: ["MVC", "Clean"])))
    #expect(
      try Arguments.parse(["analyze", "Sources", "--lines-only"])
        == .run(AnalyzeCommand(path: "Sources", format: .table, linesOnly: true)))
  }

  @Test func parsesExploreWithSeveralArchitectures() throws {
    var options = ExploreCommand()
    options.seed = 7
    options.walks = 20_000
    options.steps = 40
    options.architectures = ["MVC", "VIPER"]
    options.outputDirectory = "out"
    #expect(
      try Arguments.parse([
        "explore", "--seed", "7", "--walks", "20000", "--architecture", "MVC", "--architecture",
        "VIPER", "--out", "out",
      ]) == .run(options))
    #expect(try Arguments.parse(["explore"]) == .run(ExploreCommand()))
  }

  @Test func parsesMutateWithItsSeedCountAndArchitectures() throws {
    var options = MutateCommand()
    options.seed = 9
    options.mutants = 30
    options.architectures = ["VIPER"]
    #expect(
      try Arguments.parse(["mutate", "--seed", "9", "--mutants", "30", "--architecture", "VIPER"])
        == .run(options))
    #expect(try Arguments.parse(["mutate"]) == .run(MutateCommand()))
    #expect(throws: UsageError.self) { try Arguments.parse(["mutate", "--mutants", "0"]) }
  }

  @Test(arguments: [
    (["--verbose"], "Unknown option '--verbose'", nil),
    (
      ["explore", "--walks", "0"],
      "The value '0' is invalid for '--walks <n>': expected a whole number from 1 to 10000000",
      "explore"
    ),
    (
      ["explore", "--seed", "-1"],
      "The value '-1' is invalid for '--seed <n>': expected a whole number from 0 to "
        + "18446744073709551615", "explore"
    ),
    (["metrics", "--scenario", "x"], "Unknown option '--scenario'", "metrics"),
    (
      ["metrics", "--format", "xml"],
      "The value 'xml' is invalid for '--format <format>': expected table or json", "metrics"
    ),
    (["analyze"], "Missing expected argument '<path>'", "analyze"),
    (["analyze", "a", "b"], "Unexpected argument 'b'", "analyze"),
    (["metrics", "Sources"], "Unexpected argument 'Sources'", "metrics"),
    (["deploy"], "Unknown command 'deploy'", nil),
    (["help", "deploy"], "Unknown command 'deploy'", nil),
    (["scenarios", "--architecture"], "Missing value for '--architecture <name>'", "scenarios"),
    (
      ["scenarios", "--scenario", "--transcript"], "Missing value for '--scenario <path>'",
      "scenarios"
    ),
    (
      ["explore", "--seed", "1", "--seed", "2"],
      "The option '--seed' was given more than once; give it once", "explore"
    ),
    (["compare", "--check=yes"], "The flag '--check' takes no value", "compare"),
  ])
  func rejectsWhatItDoesNotKnow(arguments: [String], message: String, command: String?) {
    #expect(throws: UsageError(message, command: command)) { try Arguments.parse(arguments) }
  }

  /// Each command's help, and what a bad command line prints, as committed snapshots
  /// (Tests/Workbench/Snapshots/command-line/): a change to either shows in review.
  /// `RECORD_SNAPSHOTS=1 swift test --filter CommandLineTests` writes them anew. The help names
  /// the architectures the workbench knows: here two examples, so that registering another
  /// architecture changes no snapshot.
  @Test(arguments: [
    ("help.txt", ["--help"]),
    ("help-compare.txt", ["help", "compare"]),
    ("help-scenarios.txt", ["scenarios", "--help"]),
    ("help-metrics.txt", ["metrics", "-h"]),
    ("help-coverage.txt", ["coverage", "--help"]),
    ("help-analyze.txt", ["analyze", "--help"]),
    ("help-explore.txt", ["explore", "--help"]),
    ("help-play.txt", ["play", "--help"]),
    ("help-mutate.txt", ["mutate", "--help"]),
    ("help-changes.txt", ["changes", "--help"]),
    ("help-changes-check.txt", ["help", "changes", "check"]),
    ("help-changes-start.txt", ["changes", "start", "--help"]),
    ("version.txt", ["--version"]),
    ("error-unknown-option.txt", ["analyze", "Sources", "--frob"]),
    ("error-unknown-option-no-command.txt", ["--frob"]),
    ("error-unknown-command.txt", ["deploy"]),
    ("error-twice.txt", ["metrics", "--format", "json", "--format", "table"]),
    ("error-unknown-architecture.txt", ["scenarios", "--architecture", "MVP"]),
  ])
  func printsWhatSwiftToolsPrint(snapshot: String, arguments: [String]) async throws {
    var printed = ""
    let status = await Workbench.main(
      arguments, architectures: [Architectures.named("MVC")!, Architectures.named("VIPER")!],
      output: { printed += $0 + "\n" }, errors: { printed += $0 + "\n" })
    #expect(status == (snapshot.hasPrefix("error") ? ExitCode.usageError : .success))
    let path =
      "\(packageRoot)/Tests/Workbench/Snapshots/command-line/\(snapshot)"
    if let problem = Snapshot.mismatch(printed, snapshot: path) { Issue.record("\(problem)") }
  }

  /// The real help names every registered architecture, and the overview counts them.
  /// Each command's help and docs/COMMANDS.md's "Exit status" table name the same exit
  /// statuses: a status one promises and the other does not (as `metrics --help` once promised
  /// a 1 it never returned) fails here.
  @Test func theHelpAndTheDocsAgreeOnEveryCommandsExitStatuses() throws {
    let text = try String(contentsOfFile: "\(packageRoot)/docs/COMMANDS.md", encoding: .utf8)
    var documented: [String: Set<Int32>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, let name = cells[0].firstMatch(of: /`([a-z ]+)`/)?.1 else {
        continue
      }
      documented[String(name)] = Set(
        zip([ExitCode.success, .failure, .usageError], cells[1...3]).compactMap { code, cell in
          cell.isEmpty || cell == "(not used)" ? nil : code.rawValue
        })
    }
    for command in Arguments.commands where !command.isHidden {
      let helped = Set(
        command.exitStatus.matches(of: #/(?:^|, )(\d+) /#).compactMap { Int32($0.1) })
      #expect(documented[command.name] == helped, "\(command.name)")
    }
  }

  /// A near miss names what was meant, as swift-argument-parser does.
  @Test(arguments: [
    (["scenaros"], "Unknown command 'scenaros'; did you mean 'scenarios'?", nil),
    (["help", "explor"], "Unknown command 'explor'; did you mean 'explore'?", nil),
    (
      ["scenarios", "--archtecture", "MVC"],
      "Unknown option '--archtecture'; did you mean '--architecture'?", "scenarios"
    ),
  ])
  func aMistypedCommandOrOptionGetsADidYouMean(
    arguments: [String], message: String, command: String?
  ) {
    #expect(throws: UsageError(message, command: command)) { try Arguments.parse(arguments) }
  }

  /// An architecture answers to its name, its folder's name and its alias, in any case.
  @Test(arguments: [
    ("MVVM+C", "MVVM+C"), ("mvvmcoordinator", "MVVM+C"), ("TCA-style", "TCA-style"),
    ("Unidirectional", "TCA-style"), ("tca", "TCA-style"), ("clean", "Clean"),
  ])
  func anArchitectureIsFoundByItsNameItsFolderOrItsAlias(typed: String, name: String) {
    #expect(Architectures.named(typed)?.name == name)
  }

  @Test func aScenarioRunsInTheArchitectureNamedByItsFolder() async {
    var output = ""
    let status = await Workbench.main(
      [
        "scenarios", "--architecture", "unidirectional", "--scenario",
        "Scenarios/back-keeps-search.scenario",
      ], output: { output += $0 }, errors: { _ in })
    #expect(status == .success)
    #expect(output.contains("TCA-style"))
    #expect(!output.contains("MVC"))
  }

  @Test func theHelpNamesEveryRegisteredArchitecture() {
    let names = Architectures.all.map { $0.name }
    let option = Arguments.spec("metrics")?.option(named: "--architecture")?.help ?? ""
    for name in names {
      #expect(option.contains(name), "--architecture's help does not name \(name)")
    }
    #expect(
      Arguments.help(nil, architectures: names).contains(
        "built in \(names.count) iOS architectures"))
  }

  @Test func measuringOutsideThePackageRootOrAnalyzingNothingIsABadCommandLine() async {
    var errors = ""
    #expect(
      !CommandContext.isPackageRoot(
        "/tmp", console: Console(output: { _ in }, errors: { errors += $0 })))
    #expect(errors.hasPrefix("error: /tmp is not the PatternWorkbench package root"))
    #expect(
      CommandContext.isPackageRoot(
        packageRoot, console: Console(output: { _ in }, errors: { _ in })))
    let status = await Workbench.main(
      ["analyze", "/no/such/path"], output: { _ in }, errors: { errors = $0 })
    #expect(status == .usageError && errors == "error: /no/such/path: no such file or folder")
  }

  @Test func aMalformedScenarioExitsWith2NamingFileAndLine() async throws {
    let path = FileManager.default.temporaryDirectory.appending(path: "bad-\(UUID()).scenario").path
    try "Scenario: bad\nWhen I dance".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var errors = ""
    let status = await Workbench.main(
      ["scenarios", "--scenario", path], output: { _ in }, errors: { errors += $0 })
    #expect(status == .usageError)
    #expect(
      errors == "\(path):2: expected a known step (listed in Scenarios/README.md), found 'I dance'"
        + "\n\(path):2: expected a step 'When the app starts'")
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
    #expect(status == .failure)
    #expect(output.contains("FAIL \(path) in MVC, line 3: Then the screen is:"))
    #expect(output.contains("    - Search: [x]\n    + Search: []\n    + > Ada Lovelace"))
  }

  @Test func lineDiffMarksExpectedAndActualLines() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "c", "d"])
    #expect(diff.lines == ["  a", "- b", "  c", "+ d"])
  }
}
