import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of progress on standard error, rewritten in place, and only on a terminal: what
/// a pipe or a file gets stays the same bytes on every run.
struct TerminalProgress {
  var isVisible = isatty(STDERR_FILENO) == 1

  func show(_ line: String) {
    guard isVisible else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
  }

  func clear() {
    guard isVisible else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
