import Testing

@testable import Scenarios
@testable import SourceMetrics

struct ScenarioMatrixTests {
  private let scenario = Scenario(
    path: "Scenarios/a.scenario", title: "a",
    steps: [
      Step(line: 2, text: "When the app starts", action: .startApp),
      Step(line: 3, text: "And I tap \"Retry\"", action: .tap("Retry")),
    ])

  private func result(_ architecture: String, screens: [String], requests: [[String]] = [])
    -> ScenarioResult
  {
    ScenarioResult(
      scenario: scenario, architecture: architecture,
      records: screens.enumerated().map { index, screen in
        StepRecord(requests: index < requests.count ? requests[index] : [], screen: screen)
      },
      failure: nil)
  }

  @Test func aTranscriptThatDiffersIsReportedAtItsFirstDivergingStepWithADiff() {
    let matrix = ScenarioMatrix(
      scenarios: [scenario], architectures: ["MVC", "VIPER"],
      results: [
        result("MVC", screens: ["# Users", "# Users\nAda"]),
        result("VIPER", screens: ["# Users", "# Users\nGrace"]),
      ])

    #expect(!matrix.allPassed)
    #expect(
      matrix.render() == """
        Scenario              MVC    VIPER
        Scenarios/a.scenario  pass   DIFF
        1 scenarios x 2 architectures: 2 passed, 0 failed; 1 transcripts differ from MVC's

        DIFF Scenarios/a.scenario: VIPER differs from MVC after line 3: And I tap "Retry"
              # Users
            - Ada
            + Grace
        """)
  }

  @Test func theSameScreensAfterDifferentRequestsAreADivergence() {
    let matrix = ScenarioMatrix(
      scenarios: [scenario], architectures: ["MVC", "Clean"],
      results: [
        result("MVC", screens: ["# Users", "# Ada"], requests: [["GET /users"], []]),
        result(
          "Clean", screens: ["# Users", "# Ada"],
          requests: [["GET /users"], ["GET /users/1/payments"]]),
      ])

    #expect(!matrix.allPassed)
    #expect(
      matrix.render().hasSuffix(
        """
        DIFF Scenarios/a.scenario: Clean differs from MVC after line 3: And I tap "Retry"
            + sent: GET /users/1/payments
              # Ada
        """))
  }

  @Test func identicalTranscriptsPass() {
    let matrix = ScenarioMatrix(
      scenarios: [scenario], architectures: ["MVC", "Clean"],
      results: [result("MVC", screens: ["x"]), result("Clean", screens: ["x"])])
    #expect(matrix.allPassed && matrix.divergences.isEmpty)
  }
}
