import Foundation
import Testing

@testable import ChangeRequests
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// `changes --pairs` writes its verdicts for Reports, with a fingerprint that tells when
/// they went stale.
@MainActor
struct PairsResultsTests {
  @Test func theVerdictsAreWrittenReadBackAndGoStaleWhenASolutionChangesNotItsMarkdown() throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "pairs-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let patch = "\(root)/Scenarios/Changes/a/mvc.patch"
    try FileManager.default.createDirectory(
      atPath: "\(root)/Scenarios/Changes/a", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: "\(root)/docs", withIntermediateDirectories: true)
    try "one\n".write(toFile: patch, atomically: true, encoding: .utf8)
    var output: [String] = []
    let console = Console(output: { output.append($0) }, errors: { _ in })

    let status = ChangesCommand.write(
      [
        ["a + b", "MVC", "clean, passes"], ["a + b", "MVVM", "semantic conflict: fails"],
        ["a + c", "MVC", "textual conflict: X.swift"],
      ], seconds: 12, root: root, console: console)
    let results = try #require(try PairsResults.load(root: root))

    #expect(status == .success)
    #expect(
      results.pairs == [
        PairsResults.Pair(
          first: "a", second: "b",
          verdicts: ["MVC": "clean, passes", "MVVM": "semantic conflict: fails"]),
        PairsResults.Pair(first: "a", second: "c", verdicts: ["MVC": "textual conflict: X.swift"]),
      ])
    #expect(results.fingerprint == PairsResults.fingerprint(root: root))
    // The figures `compare` writes into a README, or a brief, build or run nothing.
    try "# Change request: a\n".write(
      toFile: "\(root)/Scenarios/Changes/a/REQUEST.md", atomically: true, encoding: .utf8)
    #expect(results.fingerprint == PairsResults.fingerprint(root: root))
    try "two\n".write(toFile: patch, atomically: true, encoding: .utf8)
    #expect(results.fingerprint != PairsResults.fingerprint(root: root))
  }
}
