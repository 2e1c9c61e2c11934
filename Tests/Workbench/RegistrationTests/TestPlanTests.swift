import Foundation
import Registration
import SourceMetrics
import Testing
import WorkbenchCommands
import WorkbenchTestSupport

/// Fair tests: every architecture's test target covers every item of docs/TEST_PLAN.md, named
/// at the start of a test's display name (`@Test("T6 ...")`).
struct TestPlanTests {
  private static func read(_ path: String) -> String {
    (try? String(contentsOfFile: "\(packageRoot)/\(path)", encoding: .utf8)) ?? ""
  }

  /// The plan's items, `T1` to `Tn`, from its table.
  static let items = read("docs/TEST_PLAN.md").matches(
    of: /^\| (T\d+) \|/.anchorsMatchLineEndings()
  )
  .map { String($0.1) }

  /// The architecture targets: every folder in `Sources/Architectures`, registered or not
  /// (`ArchitectureRegistrationTests` checks that each is registered).
  static let targets = ArchitectureRegistrationTests.folders

  @Test func thePlanAndEveryArchitectureAreFound() {
    #expect(Self.items == (1...16).map { "T\($0)" })
    #expect(!Self.targets.isEmpty, "no folder in Sources/Architectures")
  }

  @Test(arguments: targets)
  func testsCoverEveryItemOfThePlan(target: String) throws {
    let folder = RegisteredArchitecture.testFolder(ofTarget: target)
    let files = try #require(
      try? FileManager.default.contentsOfDirectory(atPath: "\(packageRoot)/\(folder)"),
      "\(folder) is missing: step 1 of docs/ADDING_AN_ARCHITECTURE.md")
    let covered = Set(
      files.flatMap { file in
        Self.read("\(folder)/\(file)").matches(of: #/@Test\(\s*"(T\d+) /#).map { String($0.1) }
      })
    let missing = Self.items.filter { !covered.contains($0) }
    #expect(
      missing.isEmpty,
      Comment(
        rawValue: "\(folder) covers no test named \(missing.joined(separator: ", ")) "
          + "(docs/TEST_PLAN.md): step 5 of docs/ADDING_AN_ARCHITECTURE.md"))
  }
}
