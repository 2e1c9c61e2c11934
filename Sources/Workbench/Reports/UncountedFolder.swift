import Foundation
import SourceMetrics

/// A folder of the shared code that no architecture's figures count, with its size, so that
/// the reports can say what they leave out and how much it is.
public struct UncountedFolder: Hashable, Sendable {
  /// Relative to the package root: `Sources/Shared/HeadlessUI`.
  public var path: String
  public var files: Int
  public var codeLines: Int

  /// The shared code every architecture builds on and imports.
  static let sharedFolder = "Sources/Shared"
  /// The measuring tool, not counted either. Its size is not reported: it would make every
  /// change to the workbench a change to the reports.
  static let workbenchFolder = "Sources/Workbench"
  /// The headless UI kits in `sharedFolder`, by name, with what each stands in for; every
  /// other folder there is the shared fixture (domain, display, runtime, fake backend,
  /// harness contract).
  static let uiKits = ["HeadlessUI": "UIKit", "HeadlessSwiftUI": "SwiftUI"]

  /// The last part of its path: `HeadlessUI`.
  public var name: String { String(path.split(separator: "/").last ?? "") }

  public var isUIKit: Bool { Self.uiKits[name] != nil }

  /// What a UI kit stands in for, `UIKit` or `SwiftUI`; nil for the fixture.
  public var standsInFor: String? { Self.uiKits[name] }

  /// Every folder of `Sources/Shared` in path order, measured under `root` by the same line
  /// counter as the architectures.
  package static func measure(root: String) -> [UncountedFolder] {
    let shared =
      ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(sharedFolder)")) ?? [])
      .filter { !$0.hasPrefix(".") && isFolder("\(root)/\(sharedFolder)/\($0)") }.sorted()
      .map { "\(sharedFolder)/\($0)" }
    return shared.map { path in
      let files = SourceAnalyzer.analyze(
        "\(root)/\(path)", prefix: "\(path)/", countingDeclarations: false
      ).files
      return UncountedFolder(
        path: path, files: files.count, codeLines: files.map(\.lines.code).reduce(0, +))
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
