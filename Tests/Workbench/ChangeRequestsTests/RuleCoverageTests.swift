import Testing

@testable import ChangeRequests
@testable import Scenarios
@testable import WorkbenchCommands

/// The pure tests' coverage of a rule a solution adds, and the lines it writes twice
/// (docs/METRICS.md, "Rule coverage").
struct RuleCoverageTests {
  static let model = "Sources/Architectures/MVVM/Model/DailyLimit.swift"
  static let controller = "Sources/Architectures/MVVM/View/NewPaymentViewController.swift"

  /// Only the lines added to the logic count: the model's, not the view controller's.
  @Test func theRulesLinesAreTheLinesAddedToTheLogic() {
    let before = [
      Self.model: "struct DailyLimit {\n}\n",
      Self.controller: "final class NewPaymentViewController: ViewController {\n}\n",
    ]
    let after = [
      Self.model:
        "struct DailyLimit {\n  let limit = 2000\n  func remaining() -> Int { limit }\n}\n",
      Self.controller:
        "final class NewPaymentViewController: ViewController {\n  let label = Label()\n}\n",
    ]
    #expect(RuleCoverage.ruleLines(before: before, after: after) == [Self.model: [2, 3]])
  }

  /// lcov's executable lines among the rule's, and those that ran; without a pure run, none
  /// ran.
  @Test func theLcovOfThePureTestsSaysWhichRan() {
    let lcov = """
      SF:/work/copy/\(Self.model)
      DA:2,0
      DA:3,4
      DA:9,1
      end_of_record
      SF:/work/copy/\(Self.controller)
      DA:2,1
      end_of_record

      """
    let lines = [Self.model: Set([1, 2, 3])]
    let coverage = RuleCoverage(ruleLines: lines, lcov: lcov, root: "/work/copy")
    #expect(coverage == RuleCoverage(run: 1, executable: 2))
    #expect(coverage.cell == "1 of 2")
    #expect(
      RuleCoverage(ruleLines: lines, lcov: lcov, root: "/work/copy/", ran: false)
        == RuleCoverage(run: 0, executable: 2))
  }

  @Test func aLineAddedAgainIsWrittenTwice() {
    let check = "    guard amount <= remaining else { return .aboveLimit }"
    let after = [
      Self.model: "struct DailyLimit {\n\(check)\n}\n",
      Self.controller: "final class C {\n\(check)\n\(check)\n  }\n",
      "Tests/Architectures/MVVMTests/T.swift": "\(check)\n",
    ]
    #expect(RuleCoverage.linesWrittenTwice(before: [:], after: after) == 2)
    #expect(RuleCoverage.linesWrittenTwice(before: after, after: after) == 0)
  }

  @Test func theStatedFiguresAreReadAndCheckedForTheirForm() throws {
    let text = """
      # Change request: x

      **Rule coverage:** the rule's lines

      | Architecture | Rule lines run by pure tests |
      | --- | --- |
      | MVC | 31 of 33 |
      """
    #expect(try RuleCoverage.stated(in: text, folder: "x") == ["MVC": "31 of 33"])
    #expect(try RuleCoverage.stated(in: "# Change request: y\n", folder: "y") == nil)
    #expect {
      try RuleCoverage.stated(in: text.replacing("31 of 33", with: "most"), folder: "x")
    } throws: { error in
      (error as? ScenarioError).map { $0.path == "x/REQUEST.md" && $0.line == 7 } ?? false
    }
  }

  @Test func dailyLimitStatesAFigureForEveryArchitecture() throws {
    let request = try #require(
      try ChangeRequest.load(["daily-limit"], root: ".", targets: ChangesCommand.targets).first)
    #expect(request.ruleCoverage?.count == ChangesCommand.targets.count)
  }
}
