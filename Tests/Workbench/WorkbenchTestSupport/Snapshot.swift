import Foundation
import WorkbenchSupport

/// The one way the workbench's tests compare what they print with a committed snapshot file:
/// a mismatch shows a line diff, and recording (`RECORD_SNAPSHOTS=1`) writes the files and
/// still fails, so a run that records can never pass CI.
package enum Snapshot {
  /// The environment variable that asks for the snapshots to be written anew.
  package static let recordVariable = "RECORD_SNAPSHOTS"

  /// Whether this run records (`RECORD_SNAPSHOTS=1`).
  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// Nil when the file at `path` holds `text`; else what a reader needs to see: the lines
  /// that differ (`- ` expected, `+ ` actual) and how to accept the change. When `recording`,
  /// writes `text` to `path` (and the folders above it) first, and says it did.
  package static func mismatch(_ text: String, snapshot path: String, recording: Bool = isRecording)
    -> String?
  {
    if recording {
      do {
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        return "could not record \(path): \(ProcessRunner.describe(error))"
      }
      return "recorded \(path); run the tests again without \(recordVariable)=1 to check it"
    }
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
      return "no snapshot at \(path); \(recordVariable)=1 records it"
    }
    guard text != expected else { return nil }
    let diff = LineDiff(
      expected: expected.components(separatedBy: "\n"), actual: text.components(separatedBy: "\n"))
    return "\(path) differs (- expected, + actual):\n"
      + diff.lines.filter { !$0.hasPrefix("  ") }.joined(separator: "\n")
      + "\nIf the change is meant, \(recordVariable)=1 records it."
  }
}
