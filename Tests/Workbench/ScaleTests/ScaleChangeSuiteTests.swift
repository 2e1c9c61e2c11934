import Foundation
import Testing
import WorkbenchTestSupport

@testable import Scale

/// The change suite (docs/SCALE.md): each change a folder of patches, measured on the grown
/// app it leaves.
struct ScaleChangeSuiteTests {
  @Test func theSuiteNamesEachChangeItsOriginAndItsSolutions() throws {
    let suite = try ScaleChangeSuite.load(root: packageRoot)
    #expect(
      suite.changes.map(\.name) == [
        "balance-after-payment", "client-header", "deep-link", "sort-contacts",
      ])
    let sort = try #require(suite.changes.last)
    #expect(sort.origin == "contacts" && sort.solved.contains("MVC"))
    #expect(suite.changes.first?.origin == "payments")
  }

  /// Every change is measured in every architecture, so each table has a row per pattern and
  /// the parallel teams merge every change.
  @Test func everyArchitectureSolvesEveryChange() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: "\(packageRoot)/Sources/Architectures")
    for change in try ScaleChangeSuite.load(root: packageRoot).changes {
      #expect(change.solved == Set(folders), "\(change.name)")
    }
  }

  /// A local change lands in its own feature only, whatever the app's size.
  @Test(arguments: [2, 8]) func aLocalChangeTouchesItsFeatureOnly(size: Int) throws {
    let cost = try #require(
      try GrownApp(size: size, change: "sort-contacts").cost(
        root: packageRoot, folder: "MVC", origin: "contacts", scenarios: "pass"))
    #expect(cost.featuresTouched == 1 && cost.filesEdited == 1 && cost.filesAdded == 0)
    #expect(cost.hubLines == 0 && cost.filesOutsideOrigin == 0)
    #expect(cost.linesAdded == 2 && cost.linesRemoved == 1)
  }

  @Test func aChangeWithoutItsOriginIsAnErrorNamingItsFile() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "scale-suite-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = "\(root)/Scenarios/Scale/Changes/rename"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("# Rename\n".utf8).write(to: URL(filePath: "\(folder)/REQUEST.md"))
    #expect {
      try ScaleChangeSuite.load(root: root)
    } throws: { error in
      (error as? GrownApp.Failure)?.description.contains(
        "Scenarios/Scale/Changes/rename/REQUEST.md: no line `**Originating feature:** FEATURE`")
        == true
    }
  }
}
