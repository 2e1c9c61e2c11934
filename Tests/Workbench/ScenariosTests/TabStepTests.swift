import AppRuntime
import HarnessContract
import HeadlessUI
import MVC
import Testing

@testable import Scenarios

/// MVC's Users flow as the first tab of a tab bar, with an empty second tab: an app shaped as
/// `workbench scale` builds them (docs/SCALE.md).
@MainActor
final class TabbedMVCApp: Architecture {
  nonisolated static var name: String { "Tabbed" }
  let app: MVCApp
  let rootViewController: ViewController

  init(environment: AppEnvironment) {
    app = MVCApp(environment: environment)
    let cards = ViewController()
    cards.title = "Cards"
    let payments = app.rootViewController
    payments.tabBarItem.title = "Payments"
    let tabs = TabBarController()
    tabs.setViewControllers([payments, cards], animated: false)
    rootViewController = tabs
  }
}

@MainActor
struct TabStepTests {
  /// The step reads back as written, switches tabs as a user does, and the bar ends the
  /// screen; a tab the bar lacks fails the step with the screen's title.
  @Test func selectingATabSwitchesTabsAndKeepsEachStack() async throws {
    let text = """
      Scenario: Tabs
        When the app starts
        And I select "Ada Lovelace"
        Then I see "| [Payments] | Cards |"
        When I select the tab "Cards"
        Then the screen is:
          | # Cards
          | | Payments | [Cards] |
        When I select the tab "Payments"
        Then I see "# Ada Lovelace"
        When I select the tab "Payments"
        Then I see "# Users"
        When I select the tab "Savings"
      """
    let scenario = try ScenarioParser().parse(text, path: "tabs.scenario")
    #expect(scenario.steps[3].action == .selectTab("Cards"))
    #expect(scenario.steps[3].action.sentence == #"I select the tab "Cards""#)
    let result = await ScenarioRunner().run(scenario, in: TabbedMVCApp.self)
    #expect(result.failure?.step.line == 13)
    #expect(result.failure?.message.contains(#"no tab "Savings" on screen "Users""#) == true)
    #expect(result.records.count == 10)
  }

  /// Today's scenarios judge the first tab of a grown app unchanged: the bar counts only
  /// when the expected screen ends with one.
  @Test func theScreenComparesTheBarOnlyWhenTheScenarioWritesOne() async throws {
    let text = """
      Scenario: Bar
        When the app starts
        And I select the tab "Cards"
        Then the screen is:
          | # Cards
        And the screen is:
          | # Cards
          | | [Payments] | Cards |
      """
    let scenario = try ScenarioParser().parse(text, path: "bar.scenario")
    let result = await ScenarioRunner().run(scenario, in: TabbedMVCApp.self)
    #expect(result.failure?.step.line == 6)
    #expect(
      result.failure?.details.contains { $0.hasSuffix("| Payments | [Cards] |") } == true)
  }

  /// The header step reads back as written and names the requests that lacked the header.
  @Test func everyRequestMustCarryTheHeader() async throws {
    let text = """
      Scenario: Header
        Given every request carried the header "X-Client: workbench"
        When the app starts
        Then every request carried the header "x-client: workbench"
      """
    let scenario = try ScenarioParser().parse(text, path: "header.scenario")
    #expect(scenario.steps[2].action == .expectHeader(name: "x-client", value: "workbench"))
    #expect(
      scenario.steps[0].action.sentence
        == #"every request carried the header "X-Client: workbench""#)
    let result = await ScenarioRunner().run(scenario, in: MVCApp.self)
    #expect(result.failure?.step.line == 4)
    #expect(result.failure?.message.hasSuffix("these did not: GET /users") == true)
  }
}
