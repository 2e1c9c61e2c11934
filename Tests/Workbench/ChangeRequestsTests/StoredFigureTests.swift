import Foundation
import Testing

@testable import ChangeRequests
@testable import Scenarios
@testable import WorkbenchCommands

/// A request's stored figure (docs/METRICS.md, "Stored copies"): what `REQUEST.md` states,
/// which `changes` checks against the running apps.
struct StoredFigureTests {
  static let request = """
    # Change request: x

    **Stored figure:** `20.00 EUR` after `copies.scenario`

    | Architecture | How | Stored copies |
    | --- | --- | --- |
    | MVC | a delegate | 3 |
    | TCA-style | one state | 7 |

    | Other | Table |
    | --- | --- |
    | MVC | 12 |
    """

  @Test func theFigureTheScenarioAndEachArchitecturesStatedCountAreRead() throws {
    let figure = try StoredFigure.read(
      Self.request, folder: "Scenarios/Changes/x", entries: ["copies.scenario"])
    #expect(
      figure
        == StoredFigure(
          figure: "20.00 EUR", scenario: "Scenarios/Changes/x/copies.scenario",
          stated: ["MVC": 3, "TCA-style": 7]))
    #expect(try StoredFigure.read("# Change request: y\n", folder: "y", entries: []) == nil)
  }

  @Test func aMarkerWithoutItsScenarioOrItsCountsNamesTheLine() {
    #expect {
      try StoredFigure.read(Self.request, folder: "Scenarios/Changes/x", entries: [])
    } throws: { error in
      (error as? ScenarioError).map { $0.path == "Scenarios/Changes/x/REQUEST.md" && $0.line == 3 }
        ?? false
    }
    let noTable = "# Change request: x\n\n**Stored figure:** `1.00 EUR` after `a.scenario`\n"
    #expect(throws: ScenarioError.self) {
      try StoredFigure.read(noTable, folder: "x", entries: ["a.scenario"])
    }
    let notANumber = Self.request.replacingOccurrences(of: "| 7 |", with: "| seven |")
    #expect {
      try StoredFigure.read(notANumber, folder: "x", entries: ["copies.scenario"])
    } throws: { error in (error as? ScenarioError)?.line == 8 }
  }

  @Test func sentTodayStatesACountForEveryArchitecture() throws {
    let request = try #require(
      try ChangeRequest.load(["sent-today"], root: ".", targets: ChangesCommand.targets).first)
    let stated = try #require(request.storedFigure).stated
    #expect(Set(stated.keys) == Set(Architectures.all.map(\.name)))
  }

  @Test func changesTakesTheWalksToExploreAndScenariosTheFigureToFind() throws {
    #expect(
      try Arguments.parse(["changes", "--explore", "100"]) == .run(ChangesCommand(walks: 100)))
    #expect(throws: UsageError.self) { try Arguments.parse(["changes", "--explore", "many"]) }
    #expect(
      try Arguments.parse(["scenarios", "--stored", "20.00 EUR"])
        == .run(ScenariosCommand(storedFigure: "20.00 EUR")))
  }
}
