import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the report files all or nothing, and tells which committed ones are stale.
public enum ReportWriter {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Writes every file into `directory`: each goes to a temporary file beside its place
  /// first, and only when all are written are they renamed into place, so a failure leaves
  /// the previous reports as they were.
  public static func write(_ files: [String: String], to directory: String) throws(Failure) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "cannot create \(directory)/: \(error.localizedDescription)")
    }
    var written: [(temporary: String, final: String)] = []
    do {
      for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
        let temporary = "\(directory)/.\(name).tmp"
        try Data(contents.utf8).write(to: URL(filePath: temporary))
        written.append((temporary, "\(directory)/\(name)"))
      }
      for file in written where rename(file.temporary, file.final) != 0 {
        throw Failure(description: "cannot rename \(file.temporary): errno \(errno)")
      }
    } catch {
      for file in written { try? manager.removeItem(atPath: file.temporary) }
      throw Failure(
        description: "cannot write the reports into \(directory)/ (previous reports kept): "
          + error.localizedDescription)
    }
  }

  /// The names of the files whose committed contents differ from `files`, sorted.
  public static func staleFiles(_ files: [String: String], in directory: String) -> [String] {
    files.keys.sorted().filter { name in
      FileManager.default.contents(atPath: "\(directory)/\(name)") != Data(files[name]!.utf8)
    }
  }
}
