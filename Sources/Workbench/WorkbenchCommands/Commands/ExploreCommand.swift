import Foundation
import Registration
import Scenarios
import WorkbenchSupport

/// `workbench explore`: differential random testing. Generates random walks, runs each in
/// every architecture, compares the transcripts step by step, and shrinks each walk that
/// finds a divergence, a crash or a hang to a small scenario file that reproduces it.
struct ExploreCommand: Subcommand {
  static let defaultDirectory = ".build-explore"

  var seed: UInt64 = 1
  var walks = 100
  var steps = 40
  /// The architectures to compare, by name; empty for all. The first one's screens choose
  /// the steps.
  var architectures: [String] = []
  /// Where the shrunk walks are written.
  var outputDirectory = ExploreCommand.defaultDirectory

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "explore",
      overview:
        "Random walks run in every architecture and compared step by step; each divergence, "
        + "crash or hang is shrunk to a scenario file that reproduces it (docs/EXPLORE.md).",
      options: [
        .init(name: "--seed", value: "<n>", help: "The random seed.", defaultValue: "1"),
        .init(name: "--walks", value: "<n>", help: "How many walks.", defaultValue: "100"),
        .init(
          name: "--steps", value: "<n>", help: "Steps in each walk, counting the setup.",
          defaultValue: "40"),
        CommandSpec.architectureOption(
          "Only this architecture; the first one named chooses the steps (default: all).",
          names: names),
        .init(
          name: "--out", value: "<folder>", help: "Where the shrunk walks are written.",
          defaultValue: ExploreCommand.defaultDirectory, values: .folders),
      ],
      exitStatus: "0 every architecture behaved the same, 1 a walk found a difference, a crash "
        + "or a hang, 2 a bad command line.")
  }

  init() {}

  init(_ arguments: ParsedArguments) throws(UsageError) {
    seed = try arguments.number("--seed", in: 0...UInt64.max) ?? seed
    walks = try arguments.number("--walks", in: 1...10_000_000) ?? walks
    steps = try arguments.number("--steps", in: 2...100_000) ?? steps
    architectures = arguments.list("--architecture")
    outputDirectory = arguments.list("--out").first ?? outputDirectory
  }

  /// One thing a run found, after shrinking.
  struct Finding: Sendable {
    var walk: Int
    /// How the architectures behaved on the walk as found.
    var verdict: Verdict
    /// How they behaved on the shrunk walk, run once more; nil if it could not run.
    var shrunkVerdict: Verdict?
    var originalLength: Int
    var shrunk: Walk
    var path: String

    /// Whether the shrunk walk, run once more, failed the same way: if not, the difference
    /// comes and goes, and something depends on timing.
    var isReproducible: Bool { shrunkVerdict?.signature == verdict.signature }
  }

  func run(in context: CommandContext) async -> ExitCode {
    guard let selected = context.select(architectures) else { return .usageError }
    let (runner, console) = (context.runner, context.console)
    let names = selected.map { $0.name }.joined(separator: ", ")
    console.output(
      "Exploring \(walks) walks of \(steps) steps in \(names) "
        + "(seed \(seed))")
    let progress = TerminalProgress()
    let apps = selected.map { $0.app }
    let shrinker = Shrinker(runner: runner, architectures: apps)
    var findings: [String: Finding] = [:]
    var failures = 0
    var stepsRun = 0
    for index in 0..<walks {
      let walk = await runner.walk(
        seed: seed, index: index, steps: steps, in: apps[0])
      stepsRun += walk.actions.count
      guard let verdict = await shrinker.verdict(of: walk), verdict.isFailure else {
        progress.show("walks \(index + 1)/\(walks), steps \(stepsRun), found \(failures)")
        continue
      }
      failures += 1
      if let earlier = findings[verdict.signature] {
        console.output("walk \(index): the same as walk \(earlier.walk) (\(verdict.signature))")
        continue
      }
      progress.clear()
      let shrunk = await shrinker.shrink(walk, keeping: verdict.signature)
      // Run once more: a difference that does not come back is a race, worth saying so.
      let again = await shrinker.verdict(of: shrunk)
      let finding = Finding(
        walk: index, verdict: verdict, shrunkVerdict: again,
        originalLength: walk.actions.count, shrunk: shrunk,
        path: "\(outputDirectory)/seed\(seed)-walk\(index).scenario")
      do {
        try write(finding)
      } catch {
        console.error(
          "error: \(finding.path): cannot write the shrunk walk: \(ProcessRunner.describe(error))")
        return .failure
      }
      findings[verdict.signature] = finding
      console.output(
        "walk \(index): \(verdict.signature); shrunk from \(walk.actions.count) to "
          + "\(shrunk.actions.count) steps: \(finding.path)"
          + (finding.isReproducible ? "" : " (it did not happen again: a race)"))
      progress.show("walks \(index + 1)/\(walks), steps \(stepsRun), found \(failures)")
    }
    progress.clear()
    console.output(
      "Explored \(walks) walks, \(stepsRun) steps: "
        + (failures == 0
          ? "every architecture behaved the same"
          : "\(failures) walks failed, \(findings.count) different ways; run each file with "
            + "`workbench scenarios --scenario PATH`"))
    return ExitCode(succeeded: failures == 0)
  }

  /// The shrunk walk as a scenario file, with comments naming how the architectures
  /// behaved and the first step where they part.
  func text(of finding: Finding) -> String {
    let verdict = finding.verdict
    let step = finding.shrunkVerdict?.firstDifferingStep
    let notes =
      step.map { [$0: ["The architectures part after this step: \(verdict.signature)"]] }
      ?? [:]
    let title = "Explored walk \(finding.walk) of seed \(seed)"
    func render(line: String) -> String {
      finding.shrunk.text(
        title: title,
        comments: [
          "Found by `workbench explore --seed \(seed) --walks \(walks) "
            + "--steps \(steps)`, walk \(finding.walk),",
          "shrunk from \(finding.originalLength) to \(finding.shrunk.actions.count) steps.",
          "How the architectures behaved: \(verdict.signature)"
            + (finding.isReproducible
              ? "." : "; a second run did not do it again: it depends on timing."),
          "First differing step: \(line).",
        ], notes: notes)
    }
    let draft = render(line: "?")
    let parsed = try? ScenarioParser().parse(draft, path: finding.path)
    let line = step.flatMap { index in parsed?.steps[safe: index] }.map { "line \($0.line)" }
    return render(line: line ?? "none")
  }

  func write(_ finding: Finding) throws {
    try FileManager.default.createDirectory(
      atPath: outputDirectory, withIntermediateDirectories: true)
    try Data(text(of: finding).utf8).write(
      to: URL(filePath: finding.path), options: .atomic)
  }
}
