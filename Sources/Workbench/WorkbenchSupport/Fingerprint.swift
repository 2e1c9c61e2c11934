import Foundation

/// A fingerprint of files, to tell when results committed from a long run are stale.
package enum Fingerprint {
  /// FNV-1a over the paths and bytes of `files` (path → contents), in path order: the same on
  /// every machine.
  package static func of(_ files: [String: Data]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for (path, data) in files.sorted(by: { $0.key < $1.key }) {
      for byte in Array(path.utf8) + [0] + Array(data) + [0] {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
    }
    return String(hash, radix: 16)
  }

  /// The fingerprint of every file under `folders` of the package at `root` that `including`
  /// takes (by its path from the root), but those under a hidden folder or one of `ignored`
  /// (paths from the root).
  package static func of(
    root: String, folders: [String], ignoring ignored: [String],
    including: (String) -> Bool = { _ in true }
  ) -> String {
    var files: [String: Data] = [:]
    for folder in folders {
      let paths = FileManager.default.enumerator(atPath: "\(root)/\(folder)")?.allObjects ?? []
      for case let path as String in paths
      where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
        && !ignored.contains(where: { "\(folder)/\(path)".hasPrefix($0 + "/") })
        && including("\(folder)/\(path)")
      {
        guard let data = FileManager.default.contents(atPath: "\(root)/\(folder)/\(path)") else {
          continue
        }
        files["\(folder)/\(path)"] = data
      }
    }
    return of(files)
  }
}
