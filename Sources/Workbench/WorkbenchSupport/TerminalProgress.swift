import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of progress on standard error, rewritten in place, and only on a terminal: what
/// a pipe or a file gets stays the same bytes on every run.
package struct TerminalProgress: Sendable {
  package var isVisible = isatty(STDERR_FILENO) == 1

  package init() {}

  package func show(_ line: String) {
    guard isVisible else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
  }

  package func clear() {
    guard isVisible else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

/// A sign of life during long silent work (the first coverage build takes minutes): the
/// elapsed time and the last line of the work's output, on standard error. On a terminal one
/// line rewritten every second; in a log a line every 15 seconds.
/// (Unchecked: a dispatch source is safe to use from any thread.)
package final class Heartbeat: @unchecked Sendable {
  private let lastLine = Mutex("")
  private let started = ContinuousClock.now
  private let timer = DispatchSource.makeTimerSource(queue: .global())

  package init(_ title: String) {
    let progress = TerminalProgress()
    let interval = progress.isVisible ? 1 : 15
    timer.schedule(deadline: .now() + .seconds(interval), repeating: .seconds(interval))
    timer.setEventHandler { [self] in
      let seconds = (ContinuousClock.now - started).components.seconds
      let line = "  \(title): \(seconds)s " + lastLine.withLock { $0 }
      if progress.isVisible {
        progress.show(String(line.prefix(120)))
      } else {
        printToStandardError(line)
      }
    }
    timer.resume()
  }

  /// The work printed `line`: the next beat shows it.
  package func saw(_ line: String) {
    lastLine.withLock { $0 = line.trimmingCharacters(in: .whitespaces) }
  }

  package func stop() {
    timer.cancel()
    TerminalProgress().clear()
  }
}

/// Writes a line to standard error.
public func printToStandardError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
