import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a tool and returns its standard output; its standard error passes through.
package enum ProcessRunner {
  package struct Failure: Error, CustomStringConvertible {
    package var description: String

    package init(description: String) { self.description = description }
  }

  /// Runs `executable` and returns what it printed on standard output. With `lines`, each
  /// line of standard output is also handed over as it comes (for progress). With `timeout`,
  /// a run that lasts longer is killed and fails. With `directory`, it runs there.
  package static func run(
    _ executable: String, _ arguments: [String], input: Data? = nil,
    environment: [String: String] = [:], directory: String? = nil, timeout: Duration? = nil,
    lines: ((String) -> Void)? = nil
  ) throws(Failure) -> Data {
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(filePath: directory) }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    process.standardOutput = output
    // Standard error goes to a file, shown only when the tool fails: a test binary's
    // running commentary is not progress.
    let errorPath = FileManager.default.temporaryDirectory
      .appending(path: "workbench-\(UUID().uuidString).stderr").path
    Interruption.created(errorPath)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let errorFile = FileHandle(forWritingAtPath: errorPath)
    process.standardError = errorFile
    defer {
      try? errorFile?.close()
      try? FileManager.default.removeItem(atPath: errorPath)
      Interruption.removed(errorPath)
    }
    let inputPipe = input.map { _ in Pipe() }
    if let inputPipe { process.standardInput = inputPipe }
    do {
      try Interruption.launch(process)
    } catch {
      throw Failure(description: "cannot run \(executable): \(Self.reason(error))")
    }
    defer { Interruption.ended(process.processIdentifier) }
    let watchdog = timeout.map { Watchdog(process.processIdentifier, after: $0) }
    if let input, let inputPipe {
      // Feed input from another thread, so a tool that writes as it reads never blocks us.
      let writer = inputPipe.fileHandleForWriting
      Thread.detachNewThread {
        writer.write(input)
        try? writer.close()
      }
    }
    let data = read(output.fileHandleForReading, lines: lines)
    process.waitUntilExit()
    watchdog?.cancel()
    guard process.terminationStatus == 0 else {
      let command = ([executable] + arguments).joined(separator: " ")
      if let timeout, watchdog?.fired == true {
        throw Failure(description: "\(command) did not finish within \(timeout)")
      }
      throw failure(of: process, command: command, output: data, errorPath: errorPath)
    }
    return data
  }

  /// How `process` failed: its command, its status, and what it printed, standard output
  /// (where a build prints its compiler errors) and standard error (kept in `errorPath`), each
  /// to at most its last 4,000 bytes, from a line's start.
  private static func failure(
    of process: Process, command: String, output: Data, errorPath: String
  ) -> Failure {
    let shown = [output, FileManager.default.contents(atPath: errorPath) ?? Data()]
      .map { tail(of: $0) }.filter { !$0.isEmpty }.joined(separator: "\n")
    let how =
      process.terminationReason == .uncaughtSignal
      ? "was stopped by signal \(process.terminationStatus)"
      : "exited with status \(process.terminationStatus)"
    return Failure(description: "\(command) \(how)" + (shown.isEmpty ? "" : ":\n\(shown)"))
  }

  private static func tail(of data: Data) -> String {
    guard data.count > 4000 else { return String(decoding: data, as: UTF8.self) }
    let end = data.suffix(4000)
    let start = end.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? end.startIndex
    return String(decoding: end[start...], as: UTF8.self)
  }

  /// Reads to the end, handing each complete line to `lines` as it comes.
  private static func read(_ handle: FileHandle, lines: ((String) -> Void)?) -> Data {
    guard let lines else { return handle.readDataToEndOfFile() }
    var data = Data()
    var lineStart = 0
    while case let chunk = handle.availableData, !chunk.isEmpty {
      data.append(chunk)
      while let newline = data[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
        lines(String(decoding: data[lineStart..<newline], as: UTF8.self))
        lineStart = newline + 1
      }
    }
    return data
  }

  /// An error as a person reads it: ours say what they are; Foundation's name the file and
  /// the system's reason, never `NSCocoaErrorDomain error 512`.
  package static func describe(_ error: any Error) -> String {
    let foundation = error as NSError
    guard [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains(foundation.domain) else {
      return "\(error)"
    }
    let path = foundation.userInfo[NSFilePathErrorKey] as? String
    return (path.map { "\($0): " } ?? "") + reason(error)
  }

  /// The system's reason for a Foundation error (`No such file or directory`), not its
  /// domain and code.
  package static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return FileSystem.reason(Int32(underlying.code))
    }
    return error.domain == NSPOSIXErrorDomain
      ? FileSystem.reason(Int32(error.code)) : error.localizedDescription
  }
}

/// Kills a process that runs past its time, and every process it started (`swift test`
/// runs the test binary as its child, which would keep the output open), unless cancelled
/// first.
private final class Watchdog: Sendable {
  private let state = Mutex((cancelled: false, fired: false))

  init(_ process: Int32, after timeout: Duration) {
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      guard !state.withLock({ $0.cancelled }) else { return }
      let descendants = Self.descendants(of: process)
      state.withLock { state in
        guard !state.cancelled else { return }
        state.fired = true
        kill(process, SIGKILL)
        for child in descendants { kill(child, SIGKILL) }
      }
    }
  }

  /// The processes `process` started, and theirs, from `ps` (the same on Linux and macOS).
  static func descendants(of process: Int32) -> [Int32] {
    guard let data = try? ProcessRunner.run("/bin/ps", ["-A", "-o", "pid=", "-o", "ppid="])
    else { return [] }
    var children: [Int32: [Int32]] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ").compactMap { Int32($0) }
      if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
    }
    var found: [Int32] = []
    var queue = children[process] ?? []
    while let next = queue.popLast() {
      found.append(next)
      queue += children[next] ?? []
    }
    return found
  }

  /// Whether it killed the process.
  var fired: Bool { state.withLock { $0.fired } }

  func cancel() {
    state.withLock { $0.cancelled = true }
  }
}
