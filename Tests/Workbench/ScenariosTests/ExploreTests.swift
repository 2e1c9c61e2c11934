import AppRuntime
import Foundation
import HarnessContract
import HeadlessUI
import MVC
import Testing

@testable import Registration
@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// MVC with one planted difference: once the search field holds a `z`, the Users screen
/// shows one more line. Only `explore` can find it; the shrinker should boil any walk that
/// finds it down to starting the app and typing.
final class PlantedApp: Architecture {
  static let name = "Planted"
  let rootViewController: ViewController
  private let app: MVCApp

  init(environment: AppEnvironment) {
    app = MVCApp(environment: environment)
    rootViewController = app.rootViewController
    let users = (rootViewController as! NavigationController).viewControllers[0]
    users.view.addSubview(PlantedView(screen: users))
  }

  private final class PlantedView: View {
    weak var screen: ViewController?

    init(screen: ViewController) {
      self.screen = screen
    }

    override var renderedLines: [String] {
      let fields = screen?.view.visibleViews.compactMap { $0 as? TextField } ?? []
      return fields.contains { $0.text.lowercased().contains("z") } ? ["planted"] : []
    }
  }
}

@MainActor
struct ExploreTests {
  private let generator = WalkGenerator(steps: 40, architecture: MVCApp.self)

  @Test func theSameSeedGivesTheSameWalksAndEachWalkIsItsOwn() async {
    let first = await generator.walk(seed: 1, index: 3)
    #expect(await generator.walk(seed: 1, index: 3) == first)
    #expect(await generator.walk(seed: 2, index: 3) != first)
    #expect(await generator.walk(seed: 1, index: 4) != first)
    #expect(first.actions.count == 40)
  }

  @Test(arguments: 0..<12)
  func everyStepOfAWalkIsLegalOnTheScreenItWasChosenFor(index: Int) async throws {
    let walk = await generator.walk(seed: 5, index: index)
    let scenario = try walk.scenario(path: "walk", title: "walk")
    #expect(scenario.steps.map(\.action) == walk.actions)
    let result = await ScenarioRunner().run(scenario, in: MVCApp.self)
    #expect(result.passed, "\(result.failure.map { "\($0.step.text): \($0.message)" } ?? "")")
  }

  @Test func aPlantedDivergenceShrinksToAHandfulOfSteps() async throws {
    let runner = InProcessRunner()
    let shrinker = Shrinker(runner: runner, architectures: [MVCApp.self, PlantedApp.self])
    var found: (Walk, Verdict)?
    for index in 0..<200 where found == nil {
      let walk = await generator.walk(seed: 1, index: index)
      if let verdict = await shrinker.verdict(of: walk), verdict.isFailure {
        found = (walk, verdict)
      }
    }
    let (walk, verdict) = try #require(found)
    #expect(verdict.groups == [["MVC"], ["Planted"]])

    let shrunk = await shrinker.shrink(walk, keeping: verdict.signature)
    #expect(shrunk.actions.count <= 3, "\(shrunk.actions.map(\.sentence))")
    #expect(await shrinker.verdict(of: shrunk)?.signature == verdict.signature)
    #expect(shrunk.actions.contains(.startApp))
  }

  @Test func theWrittenFileParsesAndReproducesTheDivergence() async throws {
    var options = ExploreCommand()
    options.walks = 60
    options.outputDirectory =
      FileManager.default.temporaryDirectory
      .appending(path: "explore-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: options.outputDirectory) }
    var output: [String] = []
    let status = await options.run(
      in: CommandContext(
        architectures: [
          RegisteredArchitecture.mvc,
          RegisteredArchitecture(app: PlantedApp.self, target: "MVC", readingOrder: []),
        ], runner: InProcessRunner(),
        console: Console(output: { output.append($0) }, errors: { _ in }), command: "explore"))

    #expect(status == .failure)
    let files = try FileManager.default.contentsOfDirectory(atPath: options.outputDirectory)
    #expect(files.count == 1, "one way to differ, written once: \(output)")
    let path = "\(options.outputDirectory)/\(try #require(files.first))"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("# How the architectures behaved: MVC (pass) | Planted (pass)."))
    #expect(
      text.contains("  # The architectures part after this step: MVC (pass) | Planted (pass)\n"))

    let scenarios = try ScenarioSuite.load([path])
    let matrix = await ScenarioMatrix.run(scenarios, in: [MVCApp.self, PlantedApp.self])
    #expect(matrix.divergences.map(\.architecture) == ["Planted"])
    let line = try #require(matrix.divergences.first?.step.line)
    #expect(text.contains("# First differing step: line \(line)."))
  }

  @Test func exploringEveryArchitectureFindsNothingAndPrintsTheSameBytesEachTime() async {
    var options = ExploreCommand()
    options.walks = 15
    var outputs: [[String]] = []
    for _ in 0..<2 {
      var output: [String] = []
      let status = await options.run(
        in: CommandContext(
          architectures: Architectures.all, runner: InProcessRunner(),
          console: Console(output: { output.append($0) }, errors: { _ in }), command: "explore"))
      #expect(status == .success)
      outputs.append(output)
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].last == "Explored 15 walks, 600 steps: every architecture behaved the same")
  }
}
