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

/// MVC as shipped, with an object in front of its navigation controller's delegate that
/// hears every screen shown (`shown(_:in:)`) and forwards it: the apps below add a mistake an
/// attendee might make to it.
@MainActor
class WatchingMVCApp: Architecture, NavigationControllerDelegate {
  nonisolated class var name: String { "Watching" }
  let app: any Architecture
  let rootViewController: ViewController
  private weak var forwarded: (any NavigationControllerDelegate)?

  required init(environment: AppEnvironment) {
    app = MVCApp(environment: environment)
    rootViewController = app.rootViewController
    let navigation = rootViewController as! NavigationController
    forwarded = navigation.delegate
    navigation.delegate = self
  }

  /// A screen was shown: nothing, unless a subclass watches.
  func shown(_ viewController: ViewController, in navigationController: NavigationController) {}

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
    shown(viewController, in: navigationController)
    forwarded?.navigationController(
      navigationController, didShow: viewController, animated: animated)
  }
}

/// The mistake: every screen shown is kept in a static list, so the detail screen outlives
/// its pop.
final class LeakyApp: WatchingMVCApp {
  nonisolated override class var name: String { "Leaky" }
  static var shownScreens: [ViewController] = []

  override func shown(
    _ viewController: ViewController, in navigationController: NavigationController
  ) {
    Self.shownScreens.append(viewController)
  }
}

/// A flow object belongs to each detail screen, as a coordinator does, and says so to the
/// lifetime tracker; the app keeps every one it made, as a parent coordinator that never
/// removes a finished child would.
final class KeptFlowApp: WatchingMVCApp {
  final class DetailFlow {}

  nonisolated override class var name: String { "KeptFlow" }
  private var flows: [DetailFlow] = []

  override func shown(
    _ viewController: ViewController, in navigationController: NavigationController
  ) {
    guard navigationController.viewControllers.count > 1 else { return }
    let flow = DetailFlow()
    flows.append(flow)
    LifetimeTracker.track(flow, endsWith: viewController)
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

  /// A tracked object alive after its screen is gone (a finished flow its parent kept) is a
  /// leak too, named after its type; while its screen is shown it is none.
  @Test func aFlowObjectKeptAfterItsScreenIsGoneIsALeak() async throws {
    let matrix = await ScenarioMatrix.run([try scenario()], in: [KeptFlowApp.self])
    let result = try #require(matrix.results.first)
    #expect(result.passed)
    #expect(result.leaks == ["DetailFlow"])
    #expect(matrix.cell(matrix.scenarios[0], "KeptFlow") == "LEAK")

    let shown = try ScenarioParser().parse(
      "Scenario: Still open\n  When the app starts\n  And I select \"Alan Turing\"\n",
      path: "open.scenario")
    #expect(await ScenarioRunner().run(shown, in: KeptFlowApp.self).leaks == [])
  }

  /// MVVM+C's child coordinators are checked: the detail's and the payment form's flows
  /// each say which screen they end with, so one kept after its screen is a LEAK.
  @Test func theCoordinatorsOfMVVMCAreTracked() async throws {
    let text = """
      Scenario: A payment flow and a detail flow end
        When the app starts
        And I select "Alan Turing"
        And I tap "Send payment"
        And I tap "Cancel"
        And I go back
      """
    let scenario = try ScenarioParser().parse(text, path: "flows.scenario")
    let architecture = try #require(Architectures.apps.first { $0.name == "MVVM+C" })
    let execution = ScenarioExecution(architecture: architecture, dataSet: .standard)
    for step in scenario.steps { _ = await execution.perform(step) }
    #expect(
      execution.lifetimes.trackedTypeNames == ["UserDetailCoordinator", "NewPaymentCoordinator"])
    #expect(await execution.leaks() == [])
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
