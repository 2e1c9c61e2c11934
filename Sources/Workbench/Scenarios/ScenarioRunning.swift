import HarnessContract

/// Runs a scenario in several architectures, each run on its own app, server and clock.
@MainActor
public protocol ScenarioRunning {
  /// The results in the order of `architectures`.
  func run(_ scenario: Scenario, in architectures: [any Architecture.Type]) async
    -> [ScenarioResult]

  /// Walk `index` of `seed`, its steps chosen on `architecture`'s screens.
  func walk(seed: UInt64, index: Int, steps: Int, in architecture: any Architecture.Type) async
    -> Walk
}

/// Runs every architecture in this process, one after the other: fast, and what the tests
/// use; a trap in an architecture ends the process.
public struct InProcessRunner: ScenarioRunning {
  public init() {}

  public func run(_ scenario: Scenario, in architectures: [any Architecture.Type]) async
    -> [ScenarioResult]
  {
    var results: [ScenarioResult] = []
    for architecture in architectures {
      results.append(await ScenarioRunner().run(scenario, in: architecture))
    }
    return results
  }

  public func walk(
    seed: UInt64, index: Int, steps: Int, in architecture: any Architecture.Type
  ) async -> Walk {
    await WalkGenerator(steps: steps, architecture: architecture).walk(seed: seed, index: index)
  }
}
