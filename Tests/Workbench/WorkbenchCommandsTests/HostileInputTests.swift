import Foundation
import Testing
import WorkbenchTestSupport

@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// A corpus of malformed and hostile inputs (Tests/Workbench/Fixtures/hostile/):
/// scenario files and Swift files that are broken, huge, binary, oddly encoded or cut short.
/// Each must end quickly with what its snapshot (the `.expected` file beside it) says: a
/// clear message naming the file and line, or the right counts. `RECORD_SNAPSHOTS=1` writes
/// the snapshots anew.
@MainActor
struct HostileInputTests {
  nonisolated static let folder = "Tests/Workbench/Fixtures/hostile"

  nonisolated static func inputs(_ kind: String, ending suffix: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: "\(packageRoot)/\(folder)/\(kind)")) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\(kind)/\($0)" }
  }

  private func matchSnapshot(_ text: String, of input: String) {
    let path = "\(packageRoot)/\(input).expected"
    if let problem = Snapshot.mismatch(text, snapshot: path) { Issue.record("\(problem)") }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.inputs("scenarios", ending: ".scenario").count >= 20)
    #expect(Self.inputs("swift", ending: ".swift.txt").count >= 15)
  }

  @Test(.timeLimit(.minutes(1)), arguments: inputs("scenarios", ending: ".scenario"))
  func aScenarioFileParsesOrSaysWhatIsWrongWhere(input: String) throws {
    let text: String
    do throws(ScenarioLoadError) {
      let scenarios = try ScenarioSuite.load([input], root: packageRoot)
      let steps = scenarios.map(\.steps.count).reduce(0, +)
      text = "parses: \(scenarios.count) scenario(s), \(steps) steps\n"
    } catch {
      text = error.description + "\n"
    }
    matchSnapshot(text, of: input)
  }

  @Test(.timeLimit(.minutes(1)), arguments: inputs("swift", ending: ".swift.txt"))
  func aSwiftFileIsCountedWithWarningsNamingIt(input: String) async throws {
    var printed = ""
    let status = await Workbench.main(
      ["analyze", "\(packageRoot)/\(input)", "--format", "json"],
      output: { printed += $0 + "\n" }, errors: { printed += $0 + "\n" })
    // The snapshot holds no absolute path: it is the same in every clone.
    printed = printed.replacingOccurrences(of: packageRoot + "/", with: "")
    #expect(status == .success)
    matchSnapshot(printed, of: input)
  }
}
