import Foundation
import Synchronization

/// The app's small persistent settings, as `UserDefaults` keeps them on iOS: values by key,
/// kept in one file and read back by the next launch. It offers `UserDefaults`' data
/// methods only: what an app stores, it encodes and decodes itself.
///
/// The harness gives each app session a folder of its own, so nothing one scenario stores
/// reaches another; a relaunch reads the same file again.
public final class KeyValueStore: Sendable {
  /// The file the values live in.
  public let fileURL: URL
  private let values: Mutex<[String: Data]>

  /// The store kept in `fileURL`, with the values the file holds (none when there is no
  /// such file or it cannot be read, as a fresh install has none).
  public init(fileURL: URL) {
    self.fileURL = fileURL
    let data = try? Data(contentsOf: fileURL)
    let stored = data.flatMap { try? JSONDecoder().decode([String: Data].self, from: $0) }
    values = Mutex(stored ?? [:])
  }

  /// The value stored for `key`, or nil.
  public func data(forKey key: String) -> Data? {
    values.withLock { $0[key] }
  }

  /// Stores `value` for `key` (nil removes it) and writes the file at once.
  public func set(_ value: Data?, forKey key: String) {
    values.withLock { values in
      values[key] = value
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      guard let data = try? encoder.encode(values) else { return }
      try? FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? data.write(to: fileURL, options: .atomic)
    }
  }

  /// Removes the value for `key`.
  public func removeObject(forKey key: String) {
    set(nil, forKey: key)
  }
}
