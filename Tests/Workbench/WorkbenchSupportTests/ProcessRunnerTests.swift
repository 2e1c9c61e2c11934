import Foundation
import Testing

@testable import WorkbenchSupport

struct ProcessRunnerTests {
  /// `swift test` runs the test binary as its child: a time limit that killed only the
  /// parent would leave the child holding the output open, and the run would wait for it.
  @Test func aTimeLimitEndsTheProcessAndEveryProcessItStarted() throws {
    // A duration no other process sleeps for names the child in `ps`.
    let marker = "sleep 30.\(ProcessInfo.processInfo.processIdentifier)"
    let started = ContinuousClock.now
    #expect(throws: ProcessRunner.Failure.self) {
      try ProcessRunner.run(
        "/bin/sh", ["-c", "\(marker) & wait"], timeout: .milliseconds(500))
    }
    #expect(ContinuousClock.now - started < .seconds(20))
    let left = try ProcessRunner.run("/bin/ps", ["-A", "-o", "args="])
    #expect(!String(decoding: left, as: UTF8.self).contains(marker))
  }
}
