import Foundation

/// Results a long run commits under `docs/` and `compare` reads without running it again
/// (mutation, the runtime benchmark, the pairs): read and written the same way.
package enum CommittedJSON {
  /// The value in the file at `path` under `root`; nil when there is no such file. Throws
  /// the decoding error for a file that is there but does not decode.
  package static func read<Value: Decodable>(_ type: Value.Type, root: String, path: String)
    throws -> Value?
  {
    let url = URL(filePath: "\(root)/\(path)")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try JSONDecoder().decode(type, from: Data(contentsOf: url))
  }

  /// `value` as committed: pretty, keys sorted, slashes unescaped, a newline at the end.
  package static func encoded(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value) + Data("\n".utf8)
  }
}
