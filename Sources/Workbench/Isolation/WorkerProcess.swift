import Foundation
import Synchronization
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One `workbench worker` process for one architecture: started on first use, and again
/// after it crashed, hung or finished a hung job.
final class WorkerProcess {
  let architecture: String
  private let executable: String
  private var process: Process?
  private var input: FileHandle?
  private var reader: LineReader?
  private let errorTail = ErrorTail()

  init(executable: String, architecture: String) {
    self.executable = executable
    self.architecture = architecture
  }

  /// What reading from the worker gave.
  enum Event {
    case message(WorkerProtocol.Message)
    /// Nothing came within the time allowed.
    case timeout
    /// The process ended: by a signal (a trap is `SIGILL` or `SIGTRAP`), or with a status.
    case exited(signal: Int32?, status: Int32, errors: [String])
  }

  /// Sends a job, starting the process if it is not running; false if it cannot be started.
  func send(_ job: WorkerProtocol.Job) -> Bool {
    for _ in 0..<2 {
      if process?.isRunning != true { start() }
      guard let input else { return false }
      do {
        try input.write(contentsOf: Data((WorkerProtocol.encode(job) + "\n").utf8))
        return true
      } catch {
        stop()
      }
    }
    return false
  }

  /// The next message, skipping whatever else the app printed.
  func next(timeout: Duration) -> Event {
    let deadline = ContinuousClock.now + timeout
    while let reader {
      switch reader.readLine(until: deadline) {
      case .line(let line):
        guard line.hasPrefix(WorkerProtocol.prefix) else { continue }
        let json = String(line.dropFirst(WorkerProtocol.prefix.count))
        if let message = WorkerProtocol.decode(WorkerProtocol.Message.self, from: json) {
          return .message(message)
        }
      case .timeout:
        return .timeout
      case .end:
        return ended()
      }
    }
    return ended()
  }

  /// Ends the process at once (a hung app does not listen) and forgets it.
  func stop() {
    if let process {
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
      Interruption.ended(process.processIdentifier)
    }
    try? input?.close()
    process = nil
    input = nil
    reader = nil
  }

  private func start() {
    stop()
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = ["worker", "--architecture", architecture]
    // A trap prints a short message instead of a slow symbolicated backtrace.
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["SWIFT_BACKTRACE": "enable=no"]) { $1 }
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    errorTail.follow(errors.fileHandleForReading)
    do {
      try Interruption.launch(process)
    } catch {
      errorTail.append("cannot start \(executable): \(ProcessRunner.reason(error))")
      return
    }
    self.process = process
    self.input = input.fileHandleForWriting
    reader = LineReader(output.fileHandleForReading.fileDescriptor)
  }

  private func ended() -> Event {
    guard let process else {
      return .exited(signal: nil, status: -1, errors: errorTail.lines())
    }
    process.waitUntilExit()
    let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    let event = Event.exited(
      signal: signal, status: process.terminationStatus, errors: errorTail.lines())
    stop()
    return event
  }
}

/// Reads lines from a pipe, giving up at a deadline.
final class LineReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  enum Result {
    case line(String)
    case timeout
    case end
  }

  func readLine(until deadline: ContinuousClock.Instant) -> Result {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return .line(line)
      }
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { return .timeout }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(clamping: remaining.components.seconds * 1000 + 1)
      let ready = poll(&poller, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return ready == 0 ? .timeout : .end }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return .end }
      buffer += chunk[..<count]
    }
  }
}

/// The last lines a worker wrote to standard error: what a trap says, such as
/// `Fatal error: Index out of range`.
final class ErrorTail: Sendable {
  private let text = Mutex("")

  func follow(_ handle: FileHandle) {
    handle.readabilityHandler = { [self] handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
      } else {
        append(String(decoding: data, as: UTF8.self))
      }
    }
  }

  func append(_ more: String) {
    text.withLock { text in
      text = String((text + more).suffix(4_000))
    }
  }

  /// What the trap said (`Fatal error: ...`), or else the last few lines; and forgets them.
  func lines() -> [String] {
    text.withLock { text in
      defer { text = "" }
      let lines = text.split(separator: "\n").map(String.init)
      let traps = lines.filter { line in
        ["Fatal error", "Precondition failed", "Assertion failed"].contains {
          line.contains($0)
        }
      }
      return traps.isEmpty ? Array(lines.suffix(3)) : traps
    }
  }
}
