/// Where a command's words go: its result, which a user may pipe on (standard output), and
/// what it says about its work: progress, warnings and errors (standard error). A command
/// takes one console, never a pair of closures; a test hands in one that keeps what was said.
package struct Console {
  private let write: (String) -> Void
  private let tell: (String) -> Void

  package init(output: @escaping (String) -> Void, errors: @escaping (String) -> Void) {
    write = output
    tell = errors
  }

  /// A line of the command's result, on standard output.
  package func output(_ text: String) { write(text) }

  /// A line about the command's work (progress, a warning, an error), on standard error.
  package func error(_ text: String) { tell(text) }
}
