import Foundation
import Testing
import WorkbenchTestSupport

@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// Every architecture runs in a worker process of its own: the FaultyWorkbench executable
/// (in Tests/, the workbench plus four architectures that break on purpose) shows that a
/// trap and two kinds of hang each end in their own cell while every other cell comes out.
struct IsolationTests {
  /// Runs the faulty workbench from the package root with a 3 s step budget.
  private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(filePath: try #require(faultyWorkbench))
    process.arguments = arguments
    process.currentDirectoryURL = URL(filePath: packageRoot)
    process.environment = ProcessInfo.processInfo.environment.merging([
      "WORKBENCH_STEP_TIMEOUT": "3"
    ]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func aTrapAndTwoHangsShowInTheirCellsAndEveryOtherCellStillComesOut() throws {
    let (status, output) = try run([
      "scenarios", "--scenario", "Tests/Workbench/Fixtures/isolation",
    ])
    #expect(status == 1)
    // Columns stand two spaces or more apart; a name may hold one ("SwiftUI state").
    let lines = output.split(separator: "\n").map {
      $0.split(separator: #/ {2,}/#).map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let header = try #require(lines.first)
    func cell(_ scenario: String, _ architecture: String) -> String? {
      let row = lines.first { $0.first?.hasSuffix("/\(scenario).scenario") == true }
      return header.firstIndex(of: architecture).flatMap { row?[$0] }
    }
    #expect(cell("crash", "Trap") == "CRASH")
    #expect(cell("loop", "Loop") == "HANG")
    #expect(cell("spin", "Spin") == "HANG")
    for architecture in Architectures.all.map({ $0.name }) {
      #expect(cell("plain", architecture) == "pass")
      #expect(cell("crash", architecture) == "FAIL")
    }
    #expect(cell("plain", "Trap") == "DIFF")
    #expect(cell("plain", "Leak") == "pass")
    // Every architecture, the four faulty ones too, passes the plain scenario and fails the
    // three that tap a button it lacks or that breaks it.
    let count = Architectures.all.count + 4
    #expect(
      output.contains(
        "4 scenarios x \(count) architectures: \(count) passed, \(3 * count) failed"))
    #expect(
      output.contains("CRASH: signal 4 (SIGILL) during this step") || output.contains("(SIGTRAP)"))
    #expect(output.contains("Fatal error: Index out of range"))
    #expect(
      output.contains("HANG: the app did not settle: it still started requests after 1000 rounds"))
    #expect(output.contains("HANG: the step did not finish within 3 s"))
  }

  /// The leak check runs in the worker too, and its answer carries the leaked type names.
  @Test func aLeakFoundInAWorkerShowsInItsCellWithTheTypeName() throws {
    let (status, output) = try run([
      "scenarios", "--architecture", "MVC", "--architecture", "Leak", "--scenario",
      "Tests/Workbench/Fixtures/leak",
    ])
    #expect(status == 1)
    let rows = output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(rows.first == ["Scenario", "MVC", "Leak"])
    #expect(rows.dropFirst().first?.suffix(2) == ["pass", "LEAK"])
    #expect(output.contains("1 passed, 1 failed (1 by a leak only)"))
    #expect(
      output.contains(
        "in Leak: closed, still alive after the app settled: UserDetailViewController"))
  }

  @Test func exploreShrinksACrashFoundWhileChoosingSteps() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "explore-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, output) = try run([
      "explore", "--architecture", "Trap", "--architecture", "MVC", "--walks", "20", "--out",
      folder,
    ])
    #expect(status == 1)
    // Walk 0's: each walk that ends apart writes its own file.
    let file = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted().first)
    let text = try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
    #expect(text.contains("How the architectures behaved: Trap (CRASH) | MVC (FAIL)."), "\(output)")
    // Trap's screen differs from the start (it shows a Crash button), and it traps on a tap.
    #expect(text.hasSuffix("  When the app starts\n  And I tap \"Crash\"\n"))
  }

  #if os(Linux)
    /// SIGTERM (and Ctrl-C) stop the workers too: a worker stuck in Spin's busy loop does not
    /// outlive the workbench, and the workbench exits with 128 + 15.
    @Test(.timeLimit(.minutes(1)))
    func sigtermStopsTheWorkersAndTheWorkbench() throws {
      let process = Process()
      process.executableURL = URL(filePath: try #require(faultyWorkbench))
      process.arguments = [
        "scenarios", "--architecture", "Spin", "--scenario",
        "Tests/Workbench/Fixtures/isolation/spin.scenario",
      ]
      process.currentDirectoryURL = URL(filePath: packageRoot)
      process.environment = ProcessInfo.processInfo.environment.merging([
        "WORKBENCH_STEP_TIMEOUT": "600"
      ]) { $1 }
      let errors = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errors
      try process.run()
      let pid = process.processIdentifier
      // The worker shows up in /proc as a child of one of the workbench's threads.
      var worker: Int32?
      while worker == nil {
        let threads =
          (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        worker =
          threads.lazy.compactMap { thread in
            (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/children", encoding: .utf8))
              .flatMap { $0.split(separator: " ").first.flatMap { Int32($0) } }
          }.first
        if worker == nil { usleep(10_000) }
      }
      kill(pid, SIGTERM)
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 143)
      let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(said.contains("Interrupted (SIGTERM): stopped 1 child process"))
      // The worker ends (gone, or a zombie waiting for whoever adopted it) within moments;
      // the time limit fails the test if it does not.
      let stat = "/proc/\(try #require(worker))/stat"
      while let state = try? String(contentsOfFile: stat, encoding: .utf8), !state.contains(") Z ")
      {
        usleep(10_000)
      }
    }
  #endif
}
