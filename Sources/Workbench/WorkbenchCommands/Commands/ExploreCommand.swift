import Foundation
import HarnessContract
import Registration
import Scenarios
import WorkbenchSupport

/// The options of `workbench explore`.
public struct ExploreOptions: Equatable, Sendable {
  public var seed: UInt64 = 1
  public var walks = 100
  public var steps = 40
  /// The architectures to compare, by name; empty for all. The first one's screens choose
  /// the steps.
  public var architectures: [String] = []
  /// Where the shrunk walks are written.
  public var outputDirectory = ExploreCommand.defaultDirectory

  public init() {}
}

/// `workbench explore`: differential random testing. Generates random walks, runs each in
/// every architecture, compares the transcripts step by step, and shrinks each walk that
/// finds a divergence, a crash or a hang to a small scenario file that reproduces it.
public enum ExploreCommand {
  public static let defaultDirectory = ".build-explore"

  /// One thing a run found, after shrinking.
  public struct Finding: Sendable {
    public var walk: Int
    /// How the architectures behaved on the walk as found.
    public var verdict: Verdict
    /// How they behaved on the shrunk walk, run once more; nil if it could not run.
    public var shrunkVerdict: Verdict?
    public var originalLength: Int
    public var shrunk: Walk
    public var path: String

    /// Whether the shrunk walk, run once more, failed the same way: if not, the difference
    /// comes and goes, and something depends on timing.
    public var isReproducible: Bool { shrunkVerdict?.signature == verdict.signature }
  }

  @MainActor
  public static func run(
    _ options: ExploreOptions, architectures: [RegisteredArchitecture],
    runner: any ScenarioRunning, output: (String) -> Void, errors: (String) -> Void
  ) async -> ExitCode {
    let names = architectures.map { $0.name }.joined(separator: ", ")
    output(
      "Exploring \(options.walks) walks of \(options.steps) steps in \(names) "
        + "(seed \(options.seed))")
    let progress = TerminalProgress()
    let apps = architectures.map { $0.app }
    let shrinker = Shrinker(runner: runner, architectures: apps)
    var findings: [String: Finding] = [:]
    var failures = 0
    var stepsRun = 0
    for index in 0..<options.walks {
      let walk = await runner.walk(
        seed: options.seed, index: index, steps: options.steps, in: apps[0])
      stepsRun += walk.actions.count
      guard let verdict = await shrinker.verdict(of: walk), verdict.isFailure else {
        progress.show("walks \(index + 1)/\(options.walks), steps \(stepsRun), found \(failures)")
        continue
      }
      failures += 1
      if let earlier = findings[verdict.signature] {
        output("walk \(index): the same as walk \(earlier.walk) (\(verdict.signature))")
        continue
      }
      progress.clear()
      let shrunk = await shrinker.shrink(walk, keeping: verdict.signature)
      // Run once more: a difference that does not come back is a race, worth saying so.
      let again = await shrinker.verdict(of: shrunk)
      let finding = Finding(
        walk: index, verdict: verdict, shrunkVerdict: again,
        originalLength: walk.actions.count, shrunk: shrunk,
        path: "\(options.outputDirectory)/seed\(options.seed)-walk\(index).scenario")
      do {
        try write(finding, options: options)
      } catch {
        errors(
          "error: \(finding.path): cannot write the shrunk walk: \(ProcessRunner.describe(error))")
        return .failure
      }
      findings[verdict.signature] = finding
      output(
        "walk \(index): \(verdict.signature); shrunk from \(walk.actions.count) to "
          + "\(shrunk.actions.count) steps: \(finding.path)"
          + (finding.isReproducible ? "" : " (it did not happen again: a race)"))
      progress.show("walks \(index + 1)/\(options.walks), steps \(stepsRun), found \(failures)")
    }
    progress.clear()
    output(
      "Explored \(options.walks) walks, \(stepsRun) steps: "
        + (failures == 0
          ? "every architecture behaved the same"
          : "\(failures) walks failed, \(findings.count) different ways; run each file with "
            + "`workbench scenarios --scenario PATH`"))
    return ExitCode(succeeded: failures == 0)
  }

  /// The shrunk walk as a scenario file, with comments naming how the architectures
  /// behaved and the first step where they part.
  static func text(of finding: Finding, options: ExploreOptions) -> String {
    let verdict = finding.verdict
    let step = finding.shrunkVerdict?.firstDifferingStep
    let notes =
      step.map { [$0: ["The architectures part after this step: \(verdict.signature)"]] }
      ?? [:]
    let title = "Explored walk \(finding.walk) of seed \(options.seed)"
    func render(line: String) -> String {
      finding.shrunk.text(
        title: title,
        comments: [
          "Found by `workbench explore --seed \(options.seed) --walks \(options.walks) "
            + "--steps \(options.steps)`, walk \(finding.walk),",
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

  static func write(_ finding: Finding, options: ExploreOptions) throws {
    try FileManager.default.createDirectory(
      atPath: options.outputDirectory, withIntermediateDirectories: true)
    try Data(text(of: finding, options: options).utf8).write(
      to: URL(filePath: finding.path), options: .atomic)
  }
}
