import Fixture

/// The scenario-by-architecture table of results, and the details of each failure.
public struct ScenarioMatrix: Sendable {
  public let scenarios: [Scenario]
  public let architectures: [String]
  public let results: [ScenarioResult]
  /// Where a passing run's screens first differ from the first architecture's for the same
  /// scenario: the comparison is only fair if every architecture shows the same bytes.
  /// Compared once, here: screens can be long.
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
    onResult: (ScenarioResult) -> Void = { _ in }
  ) async -> ScenarioMatrix {
    var results: [ScenarioResult] = []
    for scenario in scenarios {
      for architecture in architectures {
        let result = await ScenarioRunner().run(scenario, in: architecture)
        onResult(result)
        results.append(result)
      }
    }
    return ScenarioMatrix(
      scenarios: scenarios, architectures: architectures.map { $0.name }, results: results)
  }

  /// Every scenario passed in every architecture, with the same transcript everywhere.
  public var allPassed: Bool { results.allSatisfy(\.passed) && divergences.isEmpty }

  /// The table, a totals line, and then each failure with its step and diff.
  public func render() -> String {
    let width = max(8, scenarios.map(\.path.count).max() ?? 0) + 2
    let columns = architectures.map { max(4, $0.count) }
    let header = zip(architectures, columns).map { $0.padded(to: $1) }
    var lines = [
      String(("Scenario".padded(to: width) + header.joined(separator: "  ")).trimmingWhitespace())
    ]
    for scenario in scenarios {
      let diverging = Set(divergences.filter { $0.scenario == scenario }.map(\.architecture))
      let cells = zip(architectures, columns).map { architecture, column in
        let passed = result(scenario, architecture)?.passed ?? false
        let cell = !passed ? "FAIL" : diverging.contains(architecture) ? "DIFF" : "pass"
        return cell.padded(to: column)
      }
      let row = scenario.path.padded(to: width) + cells.joined(separator: "  ")
      lines.append(String(row.trimmingWhitespace()))
    }
    let passed = results.filter(\.passed).count
    lines.append(
      "\(scenarios.count) scenarios x \(architectures.count) architectures: "
        + "\(passed) passed, \(results.count - passed) failed; "
        + "\(divergences.count) transcripts differ from \(architectures.first ?? "the first")'s")
    for result in results {
      guard let failure = result.failure else { continue }
      lines += [
        "",
        "FAIL \(result.scenario.path) in \(result.architecture), "
          + "line \(failure.step.line): \(failure.step.text)",
        "  \(failure.message)",
      ]
      lines += failure.details.map { "    " + $0 }
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

  private func result(_ scenario: Scenario, _ architecture: String) -> ScenarioResult? {
    results.first { $0.scenario.path == scenario.path && $0.architecture == architecture }
  }
}

/// The first step after which two architectures show different screens.
public struct TranscriptDivergence: Hashable, Sendable {
  public var scenario: Scenario
  public var baseline: String
  public var architecture: String
  public var step: Step
  /// The baseline's screen against the other's, as `LineDiff` renders it.
  public var diff: [String]

  /// Compares two runs of one scenario; nil when their screens are the same bytes.
  init?(baseline: ScenarioResult, other: ScenarioResult) {
    guard baseline.screens != other.screens else { return nil }
    let index =
      zip(baseline.screens, other.screens).enumerated().first { $0.element.0 != $0.element.1 }?
      .offset
      ?? min(baseline.screens.count, other.screens.count)
    let lines = { (screens: [String]) in
      index < screens.count ? screens[index].split(separator: "\n").map(String.init) : []
    }
    self.scenario = baseline.scenario
    self.baseline = baseline.architecture
    self.architecture = other.architecture
    self.step = baseline.scenario.steps[min(index, baseline.scenario.steps.count - 1)]
    self.diff = LineDiff(expected: lines(baseline.screens), actual: lines(other.screens)).lines
  }
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
