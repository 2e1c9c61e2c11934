import Foundation
import Synchronization
import Testing
import WorkbenchTestSupport

@testable import Isolation
@testable import Reports
@testable import SourceMetrics

/// Reports/ changes all together or not at all: the new folder is written whole, then swapped
/// in; whatever a killed run left behind is cleaned up by the next one.
struct ReportWriterTests {
  /// A temporary folder holding `Reports/` (and `.build-reports/` beside it).
  private let root = FileManager.default.temporaryDirectory.appending(path: "reports-\(UUID())")
    .path
  private var reports: String { "\(root)/Reports" }

  private func contents(_ folder: String) throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    return try Dictionary(
      uniqueKeysWithValues: names.map {
        ($0, try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8))
      })
  }

  private func workFolderContents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/.build-reports")) ?? [])
      .filter { $0 != "lock" }
  }

  @Test func writesEveryFileKeepsOtherFilesAndLeavesNothingBehind() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try ReportWriter.write(["a.txt": "one", "b.txt": "two"], to: reports)
    try "mine".write(toFile: "\(reports)/notes.txt", atomically: false, encoding: .utf8)
    // A folder where a report goes (someone made `report.html` a folder): replaced too.
    try FileManager.default.createDirectory(
      atPath: "\(reports)/c.txt/inside", withIntermediateDirectories: true)

    try ReportWriter.write(["a.txt": "1", "b.txt": "2", "c.txt": "3"], to: reports)

    #expect(
      try contents(reports) == ["a.txt": "1", "b.txt": "2", "c.txt": "3", "notes.txt": "mine"])
    #expect(workFolderContents().isEmpty)
  }

  @Test func aFailedWriteLeavesTheReportsAsTheyWereAndNamesTheReason() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try ReportWriter.write(["a.txt": "one", "b.txt": "two"], to: reports)

    // The second file cannot be created (its folder does not exist) after the first was.
    let error = #expect(throws: ReportWriter.Failure.self) {
      try ReportWriter.write(["a.txt": "new", "missing/b.txt": "new"], to: reports)
    }
    #expect(
      error?.description
        == "cannot create \(root)/.build-reports/next/missing/b.txt: No such file or directory; "
        + "\(reports)/ is left as it was")
    #expect(try contents(reports) == ["a.txt": "one", "b.txt": "two"])
    #expect(workFolderContents().isEmpty)
  }

  @Test func theNextRunCleansUpAfterARunKilledAtAnyStep() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let work = "\(root)/.build-reports"
    try ReportWriter.write(["a.txt": "old"], to: reports)

    // Killed while writing the new folder: the half-written folder goes.
    try FileManager.default.createDirectory(
      atPath: "\(work)/next", withIntermediateDirectories: true)
    try "half".write(toFile: "\(work)/next/a.txt", atomically: false, encoding: .utf8)
    try ReportWriter.recover(reports)
    #expect(try contents(reports) == ["a.txt": "old"])
    #expect(workFolderContents().isEmpty)

    // Killed between the two renames of a file system that cannot swap: the old folder
    // comes back.
    try FileManager.default.createDirectory(
      atPath: "\(work)/next", withIntermediateDirectories: true)
    try "new".write(toFile: "\(work)/next/a.txt", atomically: false, encoding: .utf8)
    try FileManager.default.moveItem(atPath: reports, toPath: "\(work)/previous")
    try ReportWriter.recover(reports)
    #expect(try contents(reports) == ["a.txt": "old"])
    #expect(workFolderContents().isEmpty)

    // Killed after the swap, before the old folder was removed: the new one stays.
    try FileManager.default.createDirectory(
      atPath: "\(work)/previous", withIntermediateDirectories: true)
    try ReportWriter.recover(reports)
    #expect(try contents(reports) == ["a.txt": "old"])
    #expect(workFolderContents().isEmpty)
  }

  @Test func aWriterKilledWithSIGKILLLeavesTheOldReportsOrTheNewOnesNeverAMix() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    // FaultyWorkbench writes generation after generation of five files, printing each
    // number when it is in place; it is killed right after, in the middle of the next.
    for _ in 0..<10 {
      let writer = Process()
      writer.executableURL = URL(filePath: try #require(faultyWorkbench))
      writer.arguments = ["write-reports-forever", reports]
      let output = Pipe()
      writer.standardOutput = output
      try writer.run()
      let reader = LineReader(output.fileHandleForReading.fileDescriptor)
      _ = reader.readLine(until: .now + .seconds(60))
      kill(writer.processIdentifier, SIGKILL)
      writer.waitUntilExit()
      try ReportWriter.recover(reports)
      let files = try contents(reports)
      #expect(files.count == 5)
      #expect(Set(files.values).count == 1)
      #expect(workFolderContents().isEmpty)
    }
  }

  @Test func staleAndUnknownFilesAreTold() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try ReportWriter.write(["a.txt": "one", "b.txt": "two", "timings.json": "{}"], to: reports)
    try "mine".write(toFile: "\(reports)/notes.txt", atomically: false, encoding: .utf8)
    let expected = ["a.txt": "one", "b.txt": "2", "c.txt": ""]
    #expect(ReportWriter.staleFiles(expected, in: reports) == ["b.txt", "c.txt"])
    #expect(ReportWriter.unknownFiles(expected, in: reports) == ["notes.txt"])
  }

  @Test(.timeLimit(.minutes(1))) func aSecondRunWaitsForTheFirstAndSaysSo() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    var first: RunLock? = try RunLock.acquire(for: reports) { _ in
      Issue.record("the first run waited")
    }
    let waiting = DispatchSemaphore(value: 0)
    let acquired = DispatchSemaphore(value: 0)
    let message = Mutex("")
    let reports = reports
    Thread.detachNewThread {
      let second = try? RunLock.acquire(for: reports) { text in
        message.withLock { $0 = text }
        waiting.signal()
      }
      withExtendedLifetime(second) { _ = acquired.signal() }
    }
    waiting.wait()
    #expect(
      message.withLock { $0 }
        == "Waiting for another workbench run in this package to finish (process \(getpid()))...")
    // Still waiting while the first holds the lock.
    #expect(acquired.wait(timeout: .now()) == .timedOut)
    #expect(first != nil)
    first = nil
    acquired.wait()
  }
}
