import Coverage
import Foundation
import Testing
import WorkbenchCommands
import WorkbenchSupport
import WorkbenchTestSupport

/// docs/ARCHITECTURE.md's graph of the workbench's targets is the manifest's, as
/// `swift package dump-package` reads it; the arrows point one way, and the source counter
/// stands on support alone.
struct ArchitectureMapTests {
  /// A target of the manifest: its name, kind (`regular`, `test`, `executable`), folder and
  /// the targets it depends on.
  struct Target {
    var name: String
    var type: String
    var path: String
    var dependencies: [String]
  }

  /// The manifest's targets, read with `environment` in a scratch folder of its own, so that
  /// it never waits on the lock of the build that runs these tests.
  static func targets(environment: [String: String] = [:]) throws -> [Target] {
    let scratch = FileManager.default.temporaryDirectory.appending(path: "map-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let swift = try #require(Platform.current.onPath("swift"))
    let json = try ProcessRunner.run(
      swift, ["package", "--package-path", packageRoot, "--scratch-path", scratch, "dump-package"],
      environment: environment)
    let manifest = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    return targets.map { target in
      let dependencies = (target["dependencies"] as? [[String: [Any]]] ?? []).compactMap {
        $0.values.first?.first as? String
      }
      return Target(
        name: target["name"] as? String ?? "", type: target["type"] as? String ?? "",
        path: target["path"] as? String ?? "", dependencies: dependencies)
    }
  }

  /// The graph's lines: one arrow per dependency of a workbench target, the architectures'
  /// modules drawn as one node and the shared targets as another.
  static func graph(_ targets: [Target]) -> [String] {
    let workbench = targets.filter { $0.path.hasPrefix("Sources/Workbench/") }
    func node(_ name: String) -> String {
      guard let target = targets.first(where: { $0.name == name }) else { return name }
      if target.path.hasPrefix("Sources/Architectures/") { return "Architectures" }
      if target.path.hasPrefix("Sources/Shared/") { return "Shared" }
      return name
    }
    var arrows: [String] = []
    for target in workbench {
      for dependency in target.dependencies {
        let arrow = "  \(target.name) --> \(node(dependency))"
        if !arrows.contains(arrow) { arrows.append(arrow) }
      }
    }
    return ["graph TD"] + arrows
  }

  @Test func theMapDrawsTheManifestsTargets() throws {
    let expected = Self.graph(try Self.targets())
    let text = try String(contentsOfFile: "\(packageRoot)/docs/ARCHITECTURE.md", encoding: .utf8)
    let block =
      text.components(separatedBy: "```mermaid\n").dropFirst().first?
      .components(separatedBy: "```").first ?? ""
    let drawn = block.split(separator: "\n").map(String.init)
    let drawing = expected.joined(separator: "\n")
    #expect(
      drawn == expected,
      "docs/ARCHITECTURE.md's graph differs from Package.swift; draw it so:\n\(drawing)")
  }

  @Test func theTargetsFormNoCycleAndTheSourceCounterStandsOnSupportAlone() throws {
    let targets = try Self.targets()
    let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    /// Every target `name` depends on, directly or not.
    func closure(of name: String) -> Set<String> {
      var seen: Set<String> = []
      var queue = byName[name]?.dependencies ?? []
      while let next = queue.popLast() {
        if seen.insert(next).inserted { queue += byName[next]?.dependencies ?? [] }
      }
      return seen
    }
    let workbench = targets.filter { $0.path.hasPrefix("Sources/Workbench/") }
    #expect(workbench.count >= 6)
    for target in workbench {
      #expect(!closure(of: target.name).contains(target.name), "\(target.name) is in a cycle")
    }
    #expect(closure(of: "SourceMetrics") == ["WorkbenchSupport"])
    let importers = workbench.filter { target in
      target.dependencies.contains { byName[$0]?.path.hasPrefix("Sources/Architectures/") == true }
    }
    #expect(importers.map(\.name) == ["WorkbenchCommands"])
  }

  /// The coverage build compiles the tests its runs run and nothing else of the tests: each
  /// architecture's unit tests and the scenario suite, with every target they and the
  /// footprints' `workbench` need.
  @Test func theCoverageBuildLeavesOutTheTestsItDoesNotRun() throws {
    let all = try Self.targets()
    let coverage = try Self.targets(environment: CoverageMeasurement.environment)
    let runs = Architectures.all.map { CoverageMeasurement.Run.unitTests(target: $0.target) }
    #expect(
      Set(coverage.filter { $0.type == "test" }.map(\.name))
        == Set(runs.map(\.name) + ["ScenariosTests"]))
    #expect(
      coverage.filter { $0.type != "test" }.map(\.name)
        == all.filter { $0.type != "test" && $0.name != "FaultyWorkbench" }.map(\.name))
  }
}
