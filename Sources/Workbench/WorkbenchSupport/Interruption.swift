import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What Ctrl-C (`SIGINT`) and `SIGTERM` do to the workbench: stop every child process it
/// started (builds, test binaries, `llvm-cov`, workers), remove its temporary files, restore
/// a terminal `play` put in raw mode, run what was installed around the exit (the reports
/// writer lets a swap in progress finish or undoes it), and exit with 128 plus the signal's
/// number.
public enum Interruption {
  private struct State {
    var children: Set<Int32> = []
    var temporaryPaths: Set<String> = []
    var sources: [any DispatchSourceSignal] = []
    var cleanups: [Int: @Sendable () -> Void] = [:]
    var nextCleanup = 0
    var around: @Sendable (() -> Never) -> Never = { $0() }
  }

  private static let state = Mutex(State())

  /// Starts handling both signals; the executable calls it once. `around` runs the exit: a
  /// caller that must not be cut short (a report swap) waits for it there, and it calls the
  /// function it is given, which cleans up and exits.
  public static func install(around: @escaping @Sendable (() -> Never) -> Never = { $0() }) {
    state.withLock { state in
      guard state.sources.isEmpty else { return }
      state.around = around
      for number in [SIGINT, SIGTERM] {
        // Dispatch handles the signal instead of the default action; a child gets the default
        // again when it starts, so Ctrl-C still reaches a build directly too.
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { stop(signal: number) }
        source.resume()
        state.sources.append(source)
      }
    }
  }

  /// Starts a child process and remembers it, to stop it on a signal: both at once, so a
  /// signal never comes between them.
  package static func launch(_ process: Process) throws {
    try state.withLock { state in
      try process.run()
      state.children.insert(process.processIdentifier)
    }
  }
  package static func ended(_ child: Int32) { state.withLock { _ = $0.children.remove(child) } }

  /// Remembers something to undo before exiting on a signal, such as a terminal left in raw
  /// mode; returns the key that `forgetCleanup` takes once it is undone.
  package static func addCleanup(_ cleanup: @escaping @Sendable () -> Void) -> Int {
    state.withLock { state in
      state.nextCleanup += 1
      state.cleanups[state.nextCleanup] = cleanup
      return state.nextCleanup
    }
  }
  package static func forgetCleanup(_ key: Int) {
    state.withLock { _ = $0.cleanups.removeValue(forKey: key) }
  }

  /// Remembers a temporary file or folder, to remove it on a signal.
  package static func created(_ path: String) {
    state.withLock { _ = $0.temporaryPaths.insert(path) }
  }
  package static func removed(_ path: String) {
    state.withLock { _ = $0.temporaryPaths.remove(path) }
  }

  private static func stop(signal number: Int32) -> Never {
    let around = state.withLock { $0.around }
    around {
      let (children, paths, cleanups) = state.withLock {
        ($0.children, $0.temporaryPaths, $0.cleanups.sorted { $0.key < $1.key }.map(\.value))
      }
      for cleanup in cleanups { cleanup() }
      for child in children {
        kill(child, SIGTERM)
        // A child that leads its own process group (a build) takes its helpers with it.
        if getpgid(child) == child { kill(-child, SIGTERM) }
      }
      for path in paths { try? FileSystem.remove(path) }
      let name = number == SIGINT ? "SIGINT" : "SIGTERM"
      printToStandardError(
        "\nInterrupted (\(name)): stopped \(children.count) child process"
          + (children.count == 1 ? "" : "es") + " and removed the temporary files")
      exit(ExitCode.signal(number).rawValue)
    }
  }
}
