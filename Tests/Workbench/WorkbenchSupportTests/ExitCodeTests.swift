import Testing

@testable import WorkbenchSupport

/// The exit statuses a shell and a CI see.
struct ExitCodeTests {
  @Test func theStatusesAreTheOnesTheDocsName() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.failure.rawValue == 1)
    #expect(ExitCode.usageError.rawValue == 2)
    #expect(ExitCode(succeeded: true) == .success)
    #expect(ExitCode(succeeded: false) == .failure)
  }

  /// A shell reports a command a signal ended as 128 plus the signal: Ctrl-C is 130.
  @Test func aSignalEndsWith128PlusItsNumber() {
    #expect(ExitCode.signal(2).rawValue == 130)
    #expect(ExitCode.signal(15).rawValue == 143)
  }
}
