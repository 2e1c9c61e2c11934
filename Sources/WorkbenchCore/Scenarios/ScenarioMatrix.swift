/// The scenario-by-architecture table of results, and the details of each failure.
public struct ScenarioMatrix: Sendable {
  public var scenarios: [Scenario]
  public var architectures: [String]
  public var results: [ScenarioResult]

  public var allPassed: Bool { results.allSatisfy(\.passed) }

  /// The table, a totals line, and then each failure with its step and diff.
  public func render() -> String {
    let width = max(8, scenarios.map(\.path.count).max() ?? 0) + 2
    var lines = ["Scenario".padded(to: width) + architectures.joined(separator: "  ")]
    for scenario in scenarios {
      let cells = architectures.map { architecture in
        let passed = result(scenario, architecture)?.passed ?? false
        return (passed ? "pass" : "FAIL").padded(to: architecture.count)
      }
      lines.append(scenario.path.padded(to: width) + cells.joined(separator: "  "))
    }
    let passed = results.filter(\.passed).count
    lines.append(
      "\(scenarios.count) scenarios x \(architectures.count) architectures: "
        + "\(passed) passed, \(results.count - passed) failed")
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
    return lines.joined(separator: "\n")
  }

  private func result(_ scenario: Scenario, _ architecture: String) -> ScenarioResult? {
    results.first { $0.scenario.path == scenario.path && $0.architecture == architecture }
  }
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
