import ChangeRequests
import Foundation
import Scenarios
import SourceMetrics
import WorkbenchSupport

/// `workbench changes`: every change request's solutions applied to a copy of the package,
/// built and run (docs/COMMANDS.md); `changes start` and `changes check` are the workshop's
/// (docs/WORKSHOP.md).
struct ChangesCommand: Subcommand {
  /// Only these change requests, by name; empty for all.
  var requests: [String] = []
  /// Merge every pair of the requests instead, and run each clean merge.
  var pairs = false
  /// Apply the stack instead (Scenarios/Stack/), build it and run the unit tests.
  var stack = false
  /// Random walks to run in each changed app that passes its scenarios; 0 for none.
  var walks = 0

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "changes",
      overview:
        "Build and run every change request's solutions in a copy of the package "
        + "(Scenarios/Changes/, built in \(ChangesCommand.buildFolder)): each request's "
        + "scenarios and all the others; and print what each solution costs.",
      options: [
        .init(
          name: "--request", value: "<name>", help: "Only this change request.",
          isRepeatable: true, values: CommandSpec.requests),
        .init(
          name: "--pairs",
          help:
            "Merge every pair of the requests, as two teams would, and build and run each "
            + "merge that has no textual conflict: a failure is a semantic conflict."),
        .init(
          name: "--stack",
          help:
            "Apply the stack (Scenarios/Stack/: the requests one after another), build it, run "
            + "every architecture's unit tests, and print the largest type after each step."),
        .init(
          name: "--explore", value: "<walks>",
          help:
            "Also run this many random walks (`explore --seed 1 --steps 40`) in each changed "
            + "app that passes its scenarios.",
          defaultValue: "0"),
      ],
      exitStatus: "0 every solution applied and passed (with --pairs: every pair was merged "
        + "and the clean merges run; with --stack: the stack built and every unit test "
        + "passed), 1 one did not, 2 a bad command line, a malformed request "
        + "or not run from the package root.")
  }

  init(requests: [String] = [], pairs: Bool = false, stack: Bool = false, walks: Int = 0) {
    self.requests = requests
    self.pairs = pairs
    self.stack = stack
    self.walks = walks
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    self.init(
      requests: arguments.list("--request"), pairs: arguments.flag("--pairs"),
      stack: arguments.flag("--stack"),
      walks: try arguments.number("--explore", in: 0...10_000_000) ?? 0)
  }

  func run(in context: CommandContext) async -> ExitCode {
    if stack { return Self.runStack(console: context.console) }
    return pairs
      ? Self.runPairs(requests: requests, console: context.console)
      : Self.run(requests: requests, walks: walks, console: context.console)
  }

  /// Where `changes` builds: one copy of the package, changed request after request, so that
  /// each build compiles only what the request changes, not the whole package.
  static let buildFolder = ".build-changes"

  /// The architectures' targets, in report order.
  static var targets: [String] { Architectures.all.map { $0.target } }

  /// What became of one architecture's solution.
  enum Verdict: String {
    case passes
    /// Its scenarios pass, but its screens or requests differ from another architecture's.
    case differs = "passes alone, differs from the others"
    /// Its scenarios pass, but its code breaks a rule of its pattern (docs/METRICS.md).
    case breaksRule = "passes, breaks a pattern rule"
    /// Its scenarios pass, but its own unit tests, as the solution leaves them, fail.
    case testsFail = "passes, its unit tests fail"
    /// Its scenarios pass, but it keeps the request's stored figure in more or fewer places
    /// than `REQUEST.md` says.
    case copiesDiffer = "passes, its stored copies are not REQUEST.md's"
    /// Its scenarios pass, but its pure tests run another share of its rule's lines than
    /// `REQUEST.md` says.
    case ruleCoverageDiffers = "passes, its rule coverage is not REQUEST.md's"
    /// Its scenarios pass, but a random walk finds a difference between the architectures.
    case exploreDiffers = "passes, a random walk differs"
    case fails
    case buildFails = "does not build"
    case doesNotApply = "does not apply"
  }

  /// Applies, builds and runs the solutions of the requests `names` (all for none) in a copy of
  /// the package at `root`, and prints a verdict and the cost of each.
  @MainActor
  static func run(
    requests names: [String], walks: Int = 0, root: String = ".", console: Console
  ) -> ExitCode {
    guard let requests = load(names, root: root, console: console) else { return .usageError }
    guard let swift = Platform.current.onPath("swift") else {
      console.error(
        "error: swift was not found on PATH; `changes` builds the changed package with it")
      return .usageError
    }
    let copy = "\(root)/\(buildFolder)/package"
    // Read once: every request's copy is this package with the request's files changed.
    let package = PackageCopy.read(root)
    var table = TextTable(header: ["Request", "Architecture", "Scenarios"] + ChangeCost.header)
    var failures = 0
    for request in requests {
      var verdicts: [String: Verdict] = [:]
      var costs: [String: ChangeCost] = [:]
      do throws(ScenarioError) {
        costs = try request.costs(targets: targets, read: ChangeRequest.reader(root))
        let changed = try request.applying(targets, root: root)
        verdicts = build(
          request, package: package, changed: changed, copy: copy, root: root, swift: swift,
          walks: walks, console: console)
      } catch {
        console.error("error: \(error)")
        verdicts = Dictionary(uniqueKeysWithValues: targets.map { ($0, .doesNotApply) })
      }
      for architecture in Architectures.all {
        let target = architecture.target
        let verdict = verdicts[target] ?? .fails
        if verdict != .passes { failures += 1 }
        table.rows.append(
          [request.name, architecture.name, verdict.rawValue]
            + (costs[target].map(\.cells) ?? ChangeCost.header.map { _ in "-" }))
      }
    }
    console.output(table.render())
    console.output(
      failures == 0
        ? "Every solution of \(requests.count) change request(s) applies, builds and passes."
        : "\(failures) solution(s) did not pass (the messages above say why).")
    return ExitCode(succeeded: failures == 0)
  }

  /// The requests named, or all; nil after saying why.
  @MainActor
  static func load(
    _ names: [String], root: String, targets: [String] = ChangesCommand.targets,
    console: Console
  ) -> [ChangeRequest]? {
    guard CommandContext.isPackageRoot(root, console: console) else { return nil }
    do throws(ScenarioLoadError) {
      let requests =
        names.isEmpty
        ? try ChangeRequest.loadAll(root: root, targets: targets)
        : try ChangeRequest.load(names, root: root, targets: targets)
      guard !requests.isEmpty else {
        console.error("error: \(ChangeRequest.directory)/ holds no change request")
        return nil
      }
      return requests
    } catch {
      console.error(error.description)
      return nil
    }
  }

  /// Builds the package with `changed` in the copy, tests included, and runs the request's
  /// suite there: one run of every architecture (which also compares them), and when it
  /// fails, a run of each alone, to tell which fail. An architecture whose suite passes has
  /// its own unit tests run too, as its solution leaves them.
  @MainActor
  static func build(
    _ request: ChangeRequest, package: [String: Data],
    changed: (before: [String: String], after: [String: String]), copy: String, root: String,
    swift: String, walks: Int = 0, console: Console
  ) -> [String: Verdict] {
    func all(_ verdict: Verdict) -> [String: Verdict] {
      Dictionary(uniqueKeysWithValues: targets.map { ($0, verdict) })
    }
    let executable: String
    do {
      try PackageCopy.sync(package, changed: changed, into: copy)
      console.error("\(request.name): building the changed package in \(copy)")
      let heartbeat = Heartbeat("building")
      defer { heartbeat.stop() }
      // The tests too: a solution changes its architecture's unit tests with its code.
      _ = try ProcessRunner.run(
        swift, ["build", "--package-path", copy, "--build-tests"], lines: heartbeat.saw)
      heartbeat.stop()
      let bin = try ProcessRunner.run(swift, ["build", "--package-path", copy, "--show-bin-path"])
      executable =
        String(decoding: bin, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        + "/workbench"
    } catch {
      console.error("error: \(request.name): \(ProcessRunner.describe(error))")
      return all(.buildFails)
    }
    let suite = request.suite(root: root)
    console.error("\(request.name): running \(suite.count) scenarios in every architecture")
    let scenarios = suite.flatMap { ["--scenario", $0] }
    func passes(_ architectures: [String]) -> Bool {
      do {
        _ = try ProcessRunner.run(
          executable, ["scenarios"] + architectures.flatMap { ["--architecture", $0] } + scenarios,
          directory: copy, timeout: .seconds(600))
        return true
      } catch {
        if architectures.isEmpty { console.error("error: \(request.name): \(error)") }
        return false
      }
    }
    guard passes([]) else {
      return Dictionary(
        uniqueKeysWithValues: Architectures.all.map {
          ($0.target, passes([$0.name]) ? Verdict.differs : .fails)
        })
    }
    var verdicts = rulesAndUnitTests(request, copy: copy, swift: swift, console: console)
    check(
      request, walks: walks, executable: executable, copy: copy, root: root, console: console,
      verdicts: &verdicts)
    return verdicts
  }

  /// The verdicts of solutions whose scenarios pass: the code as the pattern's rules read it
  /// (a solution that works must also be the pattern's way), then its own unit tests.
  @MainActor
  static func rulesAndUnitTests(
    _ request: ChangeRequest, copy: String, swift: String, console: Console
  ) -> [String: Verdict] {
    var verdicts: [String: Verdict] = [:]
    let (metrics, _) = MetricsReport.measure(packageRoot: copy, architectures: Architectures.all)
    for architecture in metrics.architectures {
      if !architecture.violations.isEmpty {
        console.error(
          "error: \(request.name): " + MetricsReport.describeViolations(of: architecture))
      }
      let testsPass = { unitTestsPass(architecture.target, request, copy, swift, console) }
      verdicts[architecture.target] =
        !architecture.violations.isEmpty ? .breaksRule : testsPass() ? .passes : .testsFail
    }
    return verdicts
  }
}
