import Testing

@testable import Mutation
@testable import Reports
@testable import SourceMetrics

struct ClaimsTests {
  @Test func everyClaimOfTheLedgerIsThereOnceAndAtLeastFortyAreDecidedByARule() {
    let groups: [(String, Int)] = [
      ("A", 7), ("B", 11), ("C", 8), ("D", 6), ("E", 15), ("F", 4), ("G", 13),
    ]
    let ledger = groups.flatMap { letter, count in (1...count).map { "\(letter)\($0)" } }
    #expect(Claim.all.map(\.id) == ledger)
    let ruled = Claim.all.filter { if case .rule = $0.decider { true } else { false } }
    #expect(ruled.count >= 40)
    // Every claim cites an article the project cites.
    let articles = Set(Claim.articles.map(\.id))
    #expect(Claim.all.allSatisfy { !$0.sources.isEmpty && Set($0.sources).isSubset(of: articles) })
  }

  /// The test report with MVVM's view controller grown to `lines` code lines.
  private func report(mvvmControllerLines lines: Int) -> ComparisonReport {
    var report = ReportFilesTests.report
    let files = report.architectures[1].metrics.files
    report.architectures[1].metrics.files = files.map { file in
      var file = file
      if file.role == .viewController { file.lines.code = lines }
      return file
    }
    return report
  }

  private func verdict(_ id: String, _ report: ComparisonReport) -> Claim.Decision {
    Claim.all.first { $0.id == id }!.decide(ClaimFigures(report))
  }

  @Test func aVerdictFollowsItsFigureAndATieIsNotSettled() {
    // MVC's view controller has 90 code lines: MVVM's 50 makes it thinner, 120 thicker, and
    // 95 is within the 10 % tie band.
    let thinner = verdict("B3", report(mvvmControllerLines: 50))
    #expect(thinner.verdict == .confirmed)
    #expect(thinner.figures == "view-controller code lines: MVVM 50, MVC 90")
    #expect(verdict("B3", report(mvvmControllerLines: 120)).verdict == .contradicted)
    #expect(verdict("B3", report(mvvmControllerLines: 95)).verdict == .notSettled)
  }

  @Test func aRuleWithoutItsFiguresSaysSoAndAPendingClaimNamesItsExperiment() {
    let report = ReportFilesTests.report
    // No VIPER in the test report, and no mutation results.
    #expect(verdict("D2", report).verdict == .pending)
    #expect(verdict("D2", report).figures == "the report lacks the figures this rule reads")
    #expect(verdict("A2", report).verdict == .pending)
    #expect(verdict("C5", report).figures == "pending: an A/B flow change request")
    #expect(verdict("B10", report).verdict == .untestable)
  }

  @Test func whatTheUnitTestsMissDecidesWhetherMVCIsHardToTest() {
    func results(mvc: Int, mvvm: Int) -> ComparisonReport {
      var report = ReportFilesTests.report
      var architectures: [String: MutationResults.Architecture] = [:]
      for (name, survivors) in [("MVC", mvc), ("MVVM", mvvm), ("TCA-style", 0)] {
        architectures[name] = .init(
          fingerprint: "", testCodeLines: 10,
          mutants: (0..<10).map { index in
            .init(
              Mutant(
                id: index, faultClass: .flipBoolean, path: "A.swift", line: 1, code: "", edits: []),
              role: "Model", unitTests: index < survivors ? .survived : .killed, scenarios: .killed)
          })
      }
      report.mutation = MutationResults(
        architectures: architectures, commit: "c", seed: 1, perArchitecture: 10, seconds: 1,
        cores: 2)
      return report
    }
    #expect(verdict("A2", results(mvc: 5, mvvm: 2)).verdict == .confirmed)
    #expect(verdict("A2", results(mvc: 2, mvvm: 2)).verdict == .notSettled)
    #expect(verdict("A2", results(mvc: 0, mvvm: 5)).verdict == .contradicted)
    #expect(
      verdict("A2", results(mvc: 5, mvvm: 2)).figures
        == "the unit tests miss 50 % of the mutants in MVC, 20 % in MVVM")
  }

  @Test func bothReportsOpenWithFindingsAndListEveryClaim() throws {
    let files = ReportFiles.render(ReportFilesTests.report)
    let readme = try #require(files["README.md"])
    let findings = try #require(
      readme.components(separatedBy: "## Findings\n\n").last?.components(separatedBy: "\n\n## ")
        .first)
    let sentences = findings.split(separator: "\n")
    #expect((2...8).contains(sentences.count))
    #expect(sentences.allSatisfy { $0.hasPrefix("- ") && $0.hasSuffix(".") })
    #expect(
      readme.range(of: "## Findings")!.lowerBound < readme.range(of: "## Summary")!.lowerBound)
    #expect(readme.contains("| G9 | Weak references"))
    let html = try #require(files["report.html"])
    #expect(
      html.range(of: "id=\"findings\"")!.lowerBound < html.range(of: "id=\"summary\"")!.lowerBound)
    #expect(html.contains("<h2 id=\"claims\">Claims</h2>"))
    let document = ClaimsReport(ReportFilesTests.report).document
    #expect(document.contains("## Findings"))
    #expect(document.contains("](../Reports/README.md#scenarios)"))
  }
}
