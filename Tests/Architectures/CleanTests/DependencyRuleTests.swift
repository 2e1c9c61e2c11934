import Foundation
import Testing

/// The dependency rule, read from the package graph that the compiler enforces: each Clean
/// layer is a target, and a layer can only import what its target depends on. The closure
/// of a target's dependencies is everything its code could reach.
struct DependencyRuleTests {
  /// `swift package dump-package`, run once for the whole suite.
  private static let graph: Result<[String: [String]], DumpError> = dumpPackageGraph()

  struct DumpError: Error, CustomStringConvertible {
    var description: String
  }

  /// The manifest's targets, each with the names of the targets and products it depends on.
  private struct Manifest: Decodable {
    struct Target: Decodable {
      var name: String
      var dependencies: [Dependency]
    }

    /// One dependency, `{"byName": [name, condition]}` or `{"target": [...]}` or
    /// `{"product": [...]}`: the name comes first in every form.
    struct Dependency: Decodable {
      var name: String

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard let kind = container.allKeys.first else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "an empty dependency"))
        }
        var fields = try container.nestedUnkeyedContainer(forKey: kind)
        name = try fields.decode(String.self)
      }
    }

    struct AnyKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    var targets: [Target]
  }

  /// The package root: three folders up from `Tests/Architectures/CleanTests/`.
  private static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func dumpPackageGraph() -> Result<[String: [String]], DumpError> {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    // A scratch path of its own, so it never waits for the lock of the `swift test` that runs it.
    let scratch = FileManager.default.temporaryDirectory
      .appending(path: "clean-dependency-rule-\(ProcessInfo.processInfo.processIdentifier)")
    process.arguments = [
      "swift", "package", "--package-path", packageRoot.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    defer { try? FileManager.default.removeItem(at: scratch) }
    do {
      try process.run()
    } catch {
      return .failure(DumpError(description: "could not run swift: \(error)"))
    }
    let json = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      return .failure(
        DumpError(
          description: "swift package dump-package failed: "
            + String(decoding: message, as: UTF8.self)))
    }
    do {
      let manifest = try JSONDecoder().decode(Manifest.self, from: json)
      return .success(
        Dictionary(
          uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencies.map(\.name)) }))
    } catch {
      return .failure(DumpError(description: "unreadable dump-package output: \(error)"))
    }
  }

  /// Every target `target` depends on, directly or through others.
  private func closure(of target: String) throws -> Set<String> {
    let graph = try Self.graph.get()
    #expect(graph[target] != nil, "no target \(target) in Package.swift")
    var reached: Set<String> = []
    var pending = graph[target] ?? []
    while let next = pending.popLast() {
      guard reached.insert(next).inserted else { continue }
      pending += graph[next] ?? []
    }
    return reached
  }

  @Test("the domain depends on the shared Banking domain only")
  func domainDependsOnBankingOnly() throws {
    #expect(try closure(of: "CleanDomain") == ["Banking"])
    #expect(try closure(of: "Banking").isEmpty)
  }

  @Test("data knows the domain, never presentation or a UI kit")
  func dataKnowsNoPresentation() throws {
    let reached = try closure(of: "CleanData")
    #expect(reached.contains("CleanDomain"))
    #expect(reached.isDisjoint(with: ["CleanPresentation", "HeadlessUI", "Display"]))
  }

  @Test("presentation knows the domain, never data or the backend")
  func presentationKnowsNoData() throws {
    let reached = try closure(of: "CleanPresentation")
    #expect(reached.contains("CleanDomain"))
    #expect(reached.isDisjoint(with: ["CleanData", "FakeBackend"]))
  }

  @Test(
    "no layer depends on the App target, which alone knows them all",
    arguments: ["CleanDomain", "CleanData", "CleanPresentation"])
  func noLayerDependsOnTheApp(layer: String) throws {
    #expect(try !closure(of: layer).contains("Clean"))
    #expect(
      try closure(of: "Clean").isSuperset(of: ["CleanDomain", "CleanData", "CleanPresentation"]))
  }
}
