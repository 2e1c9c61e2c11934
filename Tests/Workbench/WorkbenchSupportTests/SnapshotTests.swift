import Foundation
import Testing
import WorkbenchTestSupport

/// The snapshot helper every test target uses: a match passes, a mismatch shows the lines,
/// and recording writes the file but never passes.
struct SnapshotTests {
  private let path = FileManager.default.temporaryDirectory
    .appending(path: "snapshot-\(UUID())/help.txt").path

  @Test func aMatchPassesAndAMismatchShowsTheLinesThatDiffer() throws {
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    #expect(
      Snapshot.mismatch("a\n", snapshot: path, recording: false)
        == "no snapshot at \(path); RECORD_SNAPSHOTS=1 records it")
    _ = Snapshot.mismatch("a\nb\nc\n", snapshot: path, recording: true)
    #expect(Snapshot.mismatch("a\nb\nc\n", snapshot: path, recording: false) == nil)
    #expect(
      Snapshot.mismatch("a\nB\nc\n", snapshot: path, recording: false)
        == "\(path) differs (- expected, + actual):\n- b\n+ B\n"
        + "If the change is meant, RECORD_SNAPSHOTS=1 records it.")
  }

  /// A run that records writes the file and fails, so a forgotten RECORD_SNAPSHOTS=1 cannot
  /// pass CI.
  @Test func recordingWritesTheFileAndStillFails() throws {
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    #expect(
      Snapshot.mismatch("new\n", snapshot: path, recording: true)
        == "recorded \(path); run the tests again without RECORD_SNAPSHOTS=1 to check it")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
  }
}
