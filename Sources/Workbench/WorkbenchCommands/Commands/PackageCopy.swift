import Foundation
import Scenarios
import WorkbenchSupport

/// The copy of the package `changes` builds in: its manifest, sources, tests and scenarios,
/// written file by file only where they differ, so that the build sees as changed only what
/// changed.
enum PackageCopy {
  static let contents = ["Package.swift", "Sources", "Tests", ScenarioSuite.directory]

  /// The files of the package at `root` that a build reads (`files(in:)`), path to bytes.
  static func read(_ root: String) -> [String: Data] {
    var package: [String: Data] = [:]
    for path in files(in: root) {
      package[path] = FileManager.default.contents(atPath: "\(root)/\(path)")
    }
    return package
  }

  /// Makes `copy` hold `package` with the files `changed` as the patches leave them: a file
  /// of `changed.before` missing from `changed.after` was removed.
  static func sync(
    _ package: [String: Data], changed: (before: [String: String], after: [String: String]),
    into copy: String
  ) throws {
    var wanted = package
    for path in changed.before.keys { wanted[path] = nil }
    for (path, text) in changed.after { wanted[path] = Data(text.utf8) }
    for path in files(in: copy) where wanted[path] == nil {
      try FileManager.default.removeItem(atPath: "\(copy)/\(path)")
    }
    for (path, data) in wanted.sorted(by: { $0.key < $1.key }) {
      let file = "\(copy)/\(path)"
      guard FileManager.default.contents(atPath: file) != data else { continue }
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileSystem.replace(file, bytes: data)
    }
  }

  /// The files of the package at `root` that a build reads, relative to it; hidden files
  /// and folders (a build folder) are left out.
  static func files(in root: String) -> [String] {
    var files: [String] = []
    for entry in contents {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: "\(root)/\(entry)", isDirectory: &isDirectory)
      else { continue }
      guard isDirectory.boolValue else {
        files.append(entry)
        continue
      }
      let walker = FileManager.default.enumerator(atPath: "\(root)/\(entry)")
      while let path = walker?.nextObject() as? String {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".") {
          walker?.skipDescendants()
          continue
        }
        if walker?.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
          files.append("\(entry)/\(path)")
        }
      }
    }
    return files
  }
}
