import Foundation
import Testing
import WorkbenchCore

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

  /// The architecture targets: the source folders with a README.
  static let targets =
    ((try? FileManager.default.contentsOfDirectory(atPath: "\(packageRoot)/Sources/Architectures"))
    ?? [])
    .filter {
      FileManager.default.fileExists(atPath: "\(packageRoot)/Sources/Architectures/\($0)/README.md")
    }
    .sorted()

  @Test func thePlanAndTheFiveArchitecturesAreFound() {
    #expect(Self.items == (1...16).map { "T\($0)" })
    #expect(Self.targets == ["Clean", "MVC", "MVVM", "MVVMCoordinator", "VIPER"])
  }

  @Test(arguments: targets)
  func testsCoverEveryItemOfThePlan(target: String) throws {
    let folder = Architectures.testFolder(ofTarget: target)
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(packageRoot)/\(folder)")
    let covered = Set(
      files.flatMap { file in
        Self.read("\(folder)/\(file)").matches(of: #/@Test\(\s*"(T\d+) /#).map { String($0.1) }
      })
    let missing = Self.items.filter { !covered.contains($0) }
    #expect(missing.isEmpty, "\(folder) covers no test named \(missing.joined(separator: ", "))")
  }
}
