// Role: Runtime. Where the runtime reports a mistake it can go on from, as TCA's
// `reportIssue` does: a test store binds a reporter and fails the test; an app binds none,
// and the runtime goes on (TCA's runtime warning, in a debug build).

public enum RuntimeIssue {
  /// The reporter of the code running now, if a test store bound one.
  @TaskLocal public static var reporter: (@MainActor @Sendable (String) -> Void)?

  /// Reports `message` to the bound reporter, if any.
  @MainActor
  static func report(_ message: String) {
    reporter?(message)
  }
}
