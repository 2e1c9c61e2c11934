import Testing

@testable import ChangeRequests
@testable import Reports

struct MergeTableTests {
  @Test func theReportCountsTheConflictsOfEveryPairOfRequestsPerArchitecture() throws {
    var report = ReportFilesTests.report
    let names = report.changes!.requests.map(\.name)
    report.changes!.pairs = [
      ChangeCosts.Pair(
        first: names[0], second: names[1],
        conflicts: [.init(sources: 2, tests: 1), .init(), .init(sources: 1)])
    ]
    let readme = try #require(ReportFiles.render(report)["README.md"])
    #expect(readme.contains("### Merged in pairs"))
    #expect(readme.contains("| \(names[0]) + \(names[1]) | 2 / 1 | 0 / 0 | 1 / 0 |"))
    #expect(readme.contains("| Pairs whose sources conflict | 1 | 0 | 1 |"))
    // The claims about teams show the figure and wait for the grown app.
    let g6 = Claim.all.first { $0.id == "G6" }!.decide(ClaimFigures(report))
    #expect(g6.verdict == .notSettled)
    #expect(
      g6.figures.hasPrefix(
        "conflicting regions in the sources, 1 pair merged: MVC 2, MVVM 0, TCA-style 1"))
  }
}
