import Testing

@testable import Mutation
@testable import Reports

struct MutationReportTests {
  /// Results for the three architectures of the test report: the second's unit tests miss
  /// one mutant of two, the others miss none.
  private func measured(_ report: ComparisonReport) -> MutationResults {
    func result(_ id: Int, _ path: String, unit: MutationResults.Outcome)
      -> MutationResults.MutantResult
    {
      MutationResults.MutantResult(
        Mutant(
          id: id, faultClass: .dropCancel, path: path, line: 12, code: "task?.cancel()",
          edits: []), role: "ViewModel", unitTests: unit, scenarios: .killed)
    }
    var architectures: [String: MutationResults.Architecture] = [:]
    for (index, architecture) in report.architectures.enumerated() {
      let path = "Sources/Architectures/\(architecture.registration.target)/Users.swift"
      architectures[architecture.name] = MutationResults.Architecture(
        fingerprint: "f", testCodeLines: 100,
        mutants: [
          result(2 * index + 1, path, unit: .killed),
          result(2 * index + 2, path, unit: index == 1 ? .survived : .timedOut),
        ])
    }
    return MutationResults(
      architectures: architectures, commit: "abc1234", seed: 1, perArchitecture: 40,
      seconds: 300, cores: 2)
  }

  @Test func theReportsListKillsByRoleAndEverySurvivorByItsPlace() throws {
    var report = ReportFilesTests.report
    report.mutation = measured(report)
    let files = ReportFiles.render(report)
    let readme = try #require(files["README.md"])
    let section = try #require(
      readme.components(separatedBy: "## Mutation testing").last?.components(
        separatedBy: "## What is counted"
      ).first)
    #expect(section.contains("commit abc1234, seed 1"))
    let second = report.architectures[1]
    #expect(
      section.contains("| \(second.name) | 2 | 1 (50.0 %) | 2 (100.0 %) | 2 (100.0 %) | 1.0 |"))
    #expect(
      section.contains(
        "| \(second.name) | Sources/Architectures/\(second.registration.target)/Users.swift:12 "
          + "| drop-cancel | `task?.cancel()` | killed |"))
    #expect(
      try #require(files["report.html"]).contains("<h2 id=\"mutation\">Mutation testing</h2>"))
    // The Testability row leads with what the unit tests miss.
    let testability = DecisionMatrix(report).rows[1]
    #expect(testability.figures.first?.title == "of the mutants its unit tests miss")
    #expect(testability.figures.first?.values == [0, 50, 0])
  }

  @Test func staleResultsAreNamedAndLeaveTheMatrixAlone() throws {
    var report = ReportFilesTests.report
    report.mutation = measured(report)
    report.staleMutation = [report.architectures[0].name]
    let readme = try #require(ReportFiles.render(report)["README.md"])
    #expect(readme.contains("The code or tests of \(report.architectures[0].name) changed since"))
    #expect(
      DecisionMatrix(report).rows[1].figures.first?.title != "of the mutants its unit tests miss")
    report.mutation = nil
    #expect(ReportFiles.render(report)["README.md"]!.contains("run `swift run workbench mutate`"))
  }
}
