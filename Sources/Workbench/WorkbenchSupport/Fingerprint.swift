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
}
