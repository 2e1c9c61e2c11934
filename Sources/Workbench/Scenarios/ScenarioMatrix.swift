import HarnessContract
import WorkbenchSupport

/// The scenario-by-architecture table of results, and the details of each failure.
public struct ScenarioMatrix: Sendable {
  public let scenarios: [Scenario]
  public let architectures: [String]
  public let results: [ScenarioResult]
  /// Where a passing run's transcript (the requests and the screen after each step) first
  /// differs from the first architecture's for the same scenario: the comparison is only
  /// fair if every architecture behaves the same. Compared once, here: screens can be long.
  public let divergences: [TranscriptDivergence]

  public init(scenarios: [Scenario], architectures: [String], results: [ScenarioResult]) {
    self.scenarios = scenarios
    self.architectures = architectures
    self.results = results
    divergences = scenarios.flatMap { scenario -> [TranscriptDivergence] in
      let runs = results.filter { $0.scenario.path == scenario.path && $0.passed }
      guard let baseline = runs.first else { return [] }
      return runs.dropFirst().compactMap { TranscriptDivergence(baseline: baseline, other: $0) }
    }
  }

  /// Runs every scenario in every architecture, in order, handing each result to
  /// `onResult` as it comes.
  @MainActor
  public static func run(
    _ scenarios: [Scenario], in architectures: [any Architecture.Type],
    runner: any ScenarioRunning = InProcessRunner(),
    onResult: (ScenarioResult) -> Void = { _ in }
  ) async -> ScenarioMatrix {
    var results: [ScenarioResult] = []
    for scenario in scenarios {
      for result in await runner.run(scenario, in: architectures) {
        onResult(result)
        results.append(result)
      }
    }
    return ScenarioMatrix(
      scenarios: scenarios, architectures: architectures.map { $0.name }, results: results)
  }

  /// Every scenario passed in every architecture without a leak, with the same transcript
  /// everywhere.
  public var allPassed: Bool { results.allSatisfy(\.succeeded) && divergences.isEmpty }

  /// How many closed screens stayed alive in each architecture's runs, summed over the
  /// scenarios.
  public func leakCount(_ architecture: String) -> Int {
    results.filter { $0.architecture == architecture }.map(\.leaks.count).reduce(0, +)
  }

  /// The table, a totals line, and then each failure with its step and diff.
  public func render() -> String {
    let width = max(8, scenarios.map(\.path.count).max() ?? 0) + 2
    let columns = architectures.map { max(5, $0.count) }
    let header = zip(architectures, columns).map { $0.padded(to: $1) }
    var lines = [
      String(("Scenario".padded(to: width) + header.joined(separator: "  ")).trimmingWhitespace())
    ]
    for scenario in scenarios {
      let cells = zip(architectures, columns).map { architecture, column in
        cell(scenario, architecture).padded(to: column)
      }
      let row = scenario.path.padded(to: width) + cells.joined(separator: "  ")
      lines.append(String(row.trimmingWhitespace()))
    }
    let passed = results.filter(\.succeeded).count
    let leaking = results.filter { $0.passed && !$0.leaks.isEmpty }.count
    lines.append(
      "\(scenarios.count) scenarios x \(architectures.count) architectures: "
        + "\(passed) passed, \(results.count - passed) failed"
        + (leaking > 0 ? " (\(leaking) by a leak only)" : "") + "; "
        + "\(divergences.count) transcripts differ from \(architectures.first ?? "the first")'s")
    for result in results {
      guard let failure = result.failure else { continue }
      lines += [
        "",
        "\(failure.kind.cell) \(result.scenario.path) in \(result.architecture), "
          + "line \(failure.step.line): \(failure.step.text)",
      ]
      lines += failure.explanation
    }
    for result in results where !result.leaks.isEmpty {
      lines += [
        "",
        "LEAK \(result.scenario.path) in \(result.architecture): "
          + "closed, still alive after the app settled: "
          + result.leaks.joined(separator: ", "),
      ]
    }
    for divergence in divergences {
      lines += [
        "",
        "DIFF \(divergence.scenario.path): \(divergence.architecture) differs from "
          + "\(divergence.baseline) after line \(divergence.step.line): \(divergence.step.text)",
      ]
      lines += divergence.diff.map { "    " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// `pass`, how the run failed (`FAIL`, `HANG`, `CRASH`), `LEAK` (every step passed but a
  /// closed screen stayed alive) or `DIFF`, for one scenario in one architecture.
  package func cell(_ scenario: Scenario, _ architecture: String) -> String {
    let result = results.first {
      $0.scenario.path == scenario.path && $0.architecture == architecture
    }
    guard let result else { return "FAIL" }
    if let failure = result.failure { return failure.kind.cell }
    if !result.leaks.isEmpty { return "LEAK" }
    let diverges = divergences.contains {
      $0.scenario == scenario && $0.architecture == architecture
    }
    return diverges ? "DIFF" : "pass"
  }

  /// The cell with the leaked screens' type names after a `LEAK`
  /// (`LEAK: UserDetailViewController`), as the reports show it.
  package func cellWithLeaks(_ scenario: Scenario, _ architecture: String) -> String {
    let cell = cell(scenario, architecture)
    let result = results.first {
      $0.scenario.path == scenario.path && $0.architecture == architecture
    }
    guard cell == "LEAK", let result else { return cell }
    return "LEAK: " + result.leaks.joined(separator: ", ")
  }
}

/// The first step after which two architectures sent different requests or show different
/// screens.
public struct TranscriptDivergence: Hashable, Sendable {
  public var scenario: Scenario
  public var baseline: String
  public var architecture: String
  public var step: Step
  /// The baseline's requests and screen against the other's, as `LineDiff` renders them.
  public var diff: [String]

  /// Compares two runs of one scenario; nil when their transcripts are the same.
  init?(baseline: ScenarioResult, other: ScenarioResult) {
    guard let index = StepRecord.firstDifference(baseline.records, other.records) else {
      return nil
    }
    let lines = { (records: [StepRecord]) in index < records.count ? records[index].lines : [] }
    self.scenario = baseline.scenario
    self.baseline = baseline.architecture
    self.architecture = other.architecture
    self.step = baseline.scenario.steps[min(index, baseline.scenario.steps.count - 1)]
    self.diff = LineDiff(expected: lines(baseline.records), actual: lines(other.records)).lines
  }
}

extension StepRecord {
  /// The index of the first step whose records differ, or where one run stopped before the
  /// other; nil when both are the same.
  static func firstDifference(_ first: [StepRecord], _ second: [StepRecord]) -> Int? {
    guard first != second else { return nil }
    return zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(first.count, second.count)
  }
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
