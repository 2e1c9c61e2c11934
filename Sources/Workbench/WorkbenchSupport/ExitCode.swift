/// How a workbench command ends: the one place its exit statuses are named. What each means
/// for each command is in its help (`EXIT STATUS`) and in docs/COMMANDS.md, "Exit status".
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: Int32

  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// It did what was asked and found nothing wrong.
  public static let success = ExitCode(rawValue: 0)
  /// It ran and found something wrong: a failing scenario or solution, a failed measurement,
  /// stale reports, a difference between architectures, a patch that does not apply.
  public static let failure = ExitCode(rawValue: 1)
  /// It could not start: a bad command line, a malformed or unreadable input file, not run
  /// from the package root.
  public static let usageError = ExitCode(rawValue: 2)

  /// Ended by the signal `number`: 128 plus the number, as a shell reports it (130 for
  /// Ctrl-C, 143 for `SIGTERM`).
  public static func signal(_ number: Int32) -> ExitCode { ExitCode(rawValue: 128 + number) }

  /// `success` when `succeeded`, else `failure`.
  public init(succeeded: Bool) { self = succeeded ? .success : .failure }

  public var description: String { "\(rawValue)" }
}
