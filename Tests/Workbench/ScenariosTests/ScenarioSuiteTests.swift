import Foundation
import Scenarios
import SourceMetrics
import Testing
import WorkbenchCommands
import WorkbenchTestSupport

/// Every scenario file, as the command line names them.
let scenarioPaths =
  ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Scenarios")) ?? [])
  .filter { $0.hasSuffix(".scenario") }.sorted().map { "Scenarios/\($0)" }

/// The conformance suite: every scenario in every architecture, the same expectations.
@MainActor
struct ScenarioSuiteTests {
  @Test func thereAreAtLeastTwentyScenarios() {
    #expect(scenarioPaths.count >= 20)
  }

  @Test(arguments: scenarioPaths, Architectures.all.map { $0.name })
  func scenarioPasses(path: String, architecture: String) async throws {
    let scenario = try #require(try ScenarioSuite.load([path], root: packageRoot).first)
    let result = await ScenarioRunner().run(scenario, in: Architectures.named(architecture)!.app)
    let failure = result.failure.map { failure in
      (["line \(failure.step.line): \(failure.step.text)", failure.message] + failure.details)
        .joined(separator: "\n")
    }
    #expect(result.passed, "\(failure ?? "")")
    #expect(result.leaks == [], "closed and still alive: \(result.leaks)")
  }

  @Test(arguments: scenarioPaths)
  func everyArchitectureShowsTheSameScreens(path: String) async throws {
    let scenario = try #require(try ScenarioSuite.load([path], root: packageRoot).first)
    let matrix = await ScenarioMatrix.run([scenario], in: Architectures.apps)
    #expect(matrix.divergences.isEmpty, "\(matrix.render())")
  }

  @Test(arguments: scenarioPaths)
  func transcriptsAreTheSameOnEveryRun(path: String) async throws {
    let scenario = try #require(try ScenarioSuite.load([path], root: packageRoot).first)
    for architecture in Architectures.apps {
      var transcripts: Set<String> = []
      for _ in 0..<3 {
        transcripts.insert(await ScenarioRunner().run(scenario, in: architecture).transcript)
      }
      #expect(transcripts.count == 1, "\(architecture.name) varies between runs")
    }
  }
}
