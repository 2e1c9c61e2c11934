import Foundation
import Scenarios
import Testing
import WorkbenchTestSupport

/// The one list of lifetime cases (docs/TEST_PLAN.md, "Lifetime cases"): each way of closing
/// a screen has a scenario, and every scenario runs with its leak check in every
/// architecture (`ScenarioSuiteTests`), so each case is checked in all six.
struct LifetimeCasesTests {
  /// The cases a scenario's steps go through, named as the plan's table names them.
  static func cases(of scenario: Scenario) -> Set<String> {
    var (isHolding, cases) = (false, Set<String>())
    for step in scenario.steps {
      let held = isHolding ? " while a request is held" : ""
      switch step.action {
      case .holdResponses: isHolding = true
      case .releaseResponses: isHolding = false
      case .goBack: cases.insert("Back" + held)
      case .swipeBack: cases.insert("Swipe back" + held)
      case .swipeBackAndLetGo: cases.insert("A swipe back let go of")
      case .swipeDownSheet: cases.insert("Swipe down" + held)
      case .tap("Cancel"): cases.insert("Cancel")
      case .tap("Submit"): cases.insert("Sent")
      default: break
      }
    }
    return cases
  }

  /// The cases the plan lists, from the first cells of its "Lifetime cases" table.
  static let planned: [String] = {
    let plan =
      (try? String(contentsOfFile: "\(packageRoot)/docs/TEST_PLAN.md", encoding: .utf8)) ?? ""
    let table = plan.components(separatedBy: "## Lifetime cases").last ?? ""
    return table.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard line.hasPrefix("| "), let first = cells.first, first != "Case", !first.hasPrefix("---")
      else { return nil }
      return first
    }
  }()

  @Test func everyPlannedCaseHasAScenarioAndEveryCaseFoundIsPlanned() throws {
    let scenarios = try ScenarioSuite.load(scenarioPaths, root: packageRoot)
    let found = scenarios.reduce(into: Set<String>()) { $0.formUnion(Self.cases(of: $1)) }
    #expect(Self.planned.count == 9)
    #expect(Set(Self.planned) == found, "planned \(Self.planned), found \(found.sorted())")
  }
}
