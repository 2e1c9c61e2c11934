import Foundation
import Testing

/// The dependency rule, folder by folder: a layer's files name no type declared in a layer
/// outside it. Domain is innermost; Data and Presentation know Domain only; the composition
/// root (App) knows everything.
struct DependencyRuleTests {
  private static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Sources/Architectures/Clean")

  /// The Swift sources of a layer folder, by file name.
  private static func sources(of layer: String) -> [String: String] {
    let folder = root.appending(path: layer)
    let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return Dictionary(
      uniqueKeysWithValues: files.filter { $0.hasSuffix(".swift") }.map { file in
        (file, (try? String(contentsOf: folder.appending(path: file), encoding: .utf8)) ?? "")
      })
  }

  /// The names of the types a layer declares.
  private static func declaredTypes(in layer: String) -> Set<String> {
    let declaration = /(?:class|struct|enum|protocol|actor)\s+([A-Z][A-Za-z0-9]*)/
    return Set(
      sources(of: layer).values.flatMap { $0.matches(of: declaration).map { String($0.1) } })
  }

  @Test(arguments: [
    ("Domain", ["Data", "Presentation", "App"]),
    ("Data", ["Presentation", "App"]),
    ("Presentation", ["Data", "App"]),
  ])
  func layerNamesNoOuterType(layer: String, outer: [String]) throws {
    let forbidden = outer.reduce(into: Set<String>()) { $0.formUnion(Self.declaredTypes(in: $1)) }
    #expect(!forbidden.isEmpty)
    for (file, text) in Self.sources(of: layer) {
      let words = Set(text.split { !$0.isLetter && !$0.isNumber }.map(String.init))
      let offending = words.intersection(forbidden).sorted()
      #expect(offending.isEmpty, "\(layer)/\(file) names \(offending)")
    }
  }
}
