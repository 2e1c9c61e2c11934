import AppRuntime
import Foundation
import HarnessContract
import HeadlessUI
import MVC
import Testing
import WorkbenchTestSupport

@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands

/// MVC as shipped, plus a mistake an attendee might make: an object that watches the
/// navigation stack keeps every screen it was shown in a static list, so the detail screen
/// outlives its pop.
@MainActor
final class LeakyApp: Architecture, NavigationControllerDelegate {
  nonisolated static var name: String { "Leaky" }
  @MainActor static var shownScreens: [ViewController] = []
  let app: any Architecture
  let rootViewController: ViewController
  private weak var forwarded: (any NavigationControllerDelegate)?

  init(environment: AppEnvironment) {
    app = MVCApp(environment: environment)
    rootViewController = app.rootViewController
    let navigation = rootViewController as! NavigationController
    forwarded = navigation.delegate
    navigation.delegate = self
  }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    forwarded?.navigationController(
      navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    Self.shownScreens.append(viewController)
    forwarded?.navigationController(
      navigationController, didShow: viewController, animated: animated)
  }
}

/// A screen that is popped or dismissed and still alive once the app has settled is a leak:
/// the run's cell is `LEAK` with the screen's type name, and it fails like a divergence.
@MainActor
struct LeakTests {
  private func scenario() throws -> Scenario {
    let path = "Tests/Workbench/Fixtures/leak/leak.scenario"
    return try #require(try ScenarioSuite.load([path], root: packageRoot).first)
  }

  @Test func aPoppedScreenKeptByAStaticIsALeakWithItsTypeName() async throws {
    let matrix = await ScenarioMatrix.run(
      [try scenario()], in: [MVCApp.self, LeakyApp.self])
    let leaky = try #require(matrix.results.last)
    #expect(leaky.passed)
    #expect(leaky.leaks == ["UserDetailViewController"])
    #expect(!leaky.succeeded)
    #expect(matrix.results.first?.leaks == [])
    #expect(matrix.cell(matrix.scenarios[0], "Leaky") == "LEAK")
    #expect(matrix.cell(matrix.scenarios[0], "MVC") == "pass")
    #expect(!matrix.allPassed)
    #expect(matrix.leakCount("Leaky") == 1)
    let rendered = matrix.render()
    #expect(rendered.contains("1 passed, 1 failed (1 by a leak only)"))
    #expect(
      rendered.contains(
        "LEAK Tests/Workbench/Fixtures/leak/leak.scenario in Leaky: closed, "
          + "still alive after the app settled: UserDetailViewController"))
  }

  /// A screen closed while its request is held stays alive only until the answer comes:
  /// the check answers held requests first, so that is no leak.
  @Test func aScreenClosedWhileItsRequestIsHeldIsNoLeak() async throws {
    let text = """
      Scenario: Back while the payments are loading
        When the app starts
        And the server holds responses
        And I select "Alan Turing"
        And I go back
      """
    let scenario = try ScenarioParser().parse(text, path: "held.scenario")
    for architecture in Architectures.apps {
      let result = await ScenarioRunner().run(scenario, in: architecture)
      #expect(result.passed, "\(architecture.name): \(result.failure?.message ?? "")")
      #expect(result.leaks == [], "\(architecture.name)")
    }
  }
}
