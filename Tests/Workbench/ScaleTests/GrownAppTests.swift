import Foundation
import Testing
import WorkbenchTestSupport

@testable import Scale

/// The app grown from the committed templates (docs/SCALE.md): what a grown package gets.
struct GrownAppTests {
  /// The architectures that have templates, by folder.
  private var templated: [String] {
    GrownApp.files(in: "\(packageRoot)/\(GrownApp.templates)").compactMap { path in
      let parts = path.split(separator: "/")
      return parts.count > 1 && parts[0] != "Changes" ? String(parts[0]) : nil
    }
    .reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  @Test func theAppOfOneFeatureIsTodays() throws {
    let changes = try GrownApp(size: 1).changes(root: packageRoot, folders: templated)
    #expect(changes.before.isEmpty && changes.after.isEmpty)
  }

  /// Every architecture's templates render at every size, with a pair of scenarios per
  /// added feature, its files under its own folder and the manifest, and nothing left of
  /// the template language.
  @Test(arguments: [2, 4, 8]) func everySizeRendersForEveryArchitecture(size: Int) throws {
    let app = GrownApp(size: size)
    let changes = try app.changes(root: packageRoot, folders: templated)
    let scenarios = changes.after.keys.filter { $0.hasPrefix("Scenarios/grown-") }
    #expect(scenarios.count == 2 * (size - 1))
    for (path, text) in changes.after {
      #expect(
        path.hasPrefix("Scenarios/grown-") || path == "Package.swift"
          || templated.contains { folder in
            path.hasPrefix("Sources/Architectures/\(folder)/")
              || path.hasPrefix("Tests/Architectures/\(folder)Tests/")
          }, "\(path)")
      #expect(!text.contains("// scale:") && !text.contains("__"), "\(path)")
    }
    #expect(templated.contains("MVC"))
  }

  @Test func theScenarioOfAFeatureShowsTheBarWithItsTabSelected() throws {
    let changes = try GrownApp(size: 3).changes(root: packageRoot, folders: [])
    let cards = try #require(changes.after["Scenarios/grown-cards.scenario"])
    #expect(cards.contains("    | | Payments | Contacts | [Cards] |\n"))
    #expect(cards.contains(#"And the server received 1 request "POST /cards/2/freeze""#))
    #expect(!cards.contains("Ada Lovelace"))
  }

  /// A grown app's tests are today's with the architecture's `tests.patch` applied, so they
  /// build against its code: VIPER's reach Payments in the module a grown app gives it.
  @Test func aGrownAppPatchesTheArchitecturesTests() throws {
    let path = "Tests/Architectures/VIPERTests/ViewTests.swift"
    let changes = try GrownApp(size: 2).changes(root: packageRoot, folders: ["VIPER"])
    let before = try #require(changes.before[path])
    let after = try #require(changes.after[path])
    #expect(!before.contains("import VIPERPayments"))
    #expect(after.contains("@testable import VIPERPayments\n"))
    let grown = try GrownApp(size: 8).changes(root: packageRoot, folders: ["VIPER"])
    #expect(grown.after[path] == after)
  }

  @Test func aMissingTemplateFolderIsNamed() {
    #expect(throws: GrownApp.Failure.self) {
      try GrownApp(size: 2).changes(root: packageRoot, folders: ["Nowhere"])
    }
  }

  /// One more feature adds its own files and edits only its pattern's hub: MVC's app type,
  /// and at most three files anywhere.
  @Test func aNewFeatureAddsItsFilesAndEditsTheHubOnly() throws {
    for folder in templated {
      let cost = try #require(try GrownApp(size: 4).addition(root: packageRoot, folder: folder))
      #expect(cost.filesAdded >= 3, "\(folder)")
      #expect((1...3).contains(cost.filesEdited), "\(folder)")
    }
    let mvc = try #require(try GrownApp(size: 4).addition(root: packageRoot, folder: "MVC"))
    #expect(mvc.filesEdited == 1 && mvc.hubLines == 2 && mvc.featuresTouched == 0)
    #expect(try GrownApp(size: 1).addition(root: packageRoot, folder: "MVC") == nil)
  }
}
