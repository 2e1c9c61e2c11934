import Foundation
import Testing
import WorkbenchTestSupport

#if os(Linux)
  import Glibc

  /// `workbench play` (the FaultyWorkbench executable, built with the tests) at a
  /// pseudo-terminal `columns` wide that util-linux `script` makes: keys are typed into it,
  /// and what the terminal shows is read as it comes. After play ends, the shell prints its
  /// status and the terminal's mode (`stty -a`).
  final class PlayTerminal {
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

    let columns: Int
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// The bytes the terminal showed so far.
    private var bytes = Data()
    /// How many characters of `shown` a `wait` has read.
    private var consumed = 0

    /// Everything the terminal showed so far.
    var shown: String { String(decoding: bytes, as: UTF8.self) }

    init(architecture: String = "MVC", columns: Int = 80) throws {
      self.columns = columns
      let binary = try #require(faultyWorkbench)
      process.executableURL = URL(filePath: "/usr/bin/script")
      process.arguments = [
        "-q", "-e", "-c",
        "stty cols \(columns) rows 40; '\(binary)' play --architecture \(architecture); "
          + "echo \"status=$?\"; stty -a",
        "/dev/null",
      ]
      process.standardInput = input
      process.standardOutput = output
      process.standardError = output
      try process.run()
    }

    deinit {
      if process.isRunning { process.terminate() }
    }

    /// Reads what the terminal shows until it has shown `text` after what was read before;
    /// fails after 20 s without it.
    func wait(for text: String) throws {
      let deadline = ContinuousClock.now + .seconds(20)
      while true {
        let unread = shown.dropFirst(consumed)
        if let found = unread.range(of: text) {
          consumed += unread.distance(from: unread.startIndex, to: found.upperBound)
          return
        }
        var ready = pollfd(
          fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let remaining = deadline - ContinuousClock.now
        try #require(remaining > .zero, "the terminal never showed \(text); it showed \(shown)")
        guard poll(&ready, 1, 100) > 0 else { continue }
        let data = output.fileHandleForReading.availableData
        try #require(!data.isEmpty, "the terminal never showed \(text); it showed \(shown)")
        bytes += data
      }
    }

    /// Types `keys`, as they are: `\r` is Enter, `\t` Tab, `\u{3}` Ctrl-C.
    func type(_ keys: String) { input.fileHandleForWriting.write(Data(keys.utf8)) }

    /// Waits for a new, empty `prompt`: a redraw of a line being typed shows the prompt too,
    /// with the line after it.
    func waitForPrompt(_ prompt: String = "MVC> ") throws {
      try wait(for: "\u{1B}[J\(prompt)\r\u{1B}[\(prompt.count)C")
    }

    /// Types a line and Enter, then waits for what it shows (a step shows its line first)
    /// and the next prompt.
    func enter(_ line: String, showing text: String = "--- line ", prompt: String = "MVC> ") throws
    {
      type(line + "\r")
      try wait(for: text)
      try waitForPrompt(prompt)
    }

    /// Types `quit`, and Enter when asked where to save: ends without saving.
    func quit() throws -> (status: String, isRestored: Bool) {
      type("quit\r")
      try wait(for: "save to> ")
      type("\r")
      return try end()
    }

    /// Waits until play and the shell after it end: play's status, and whether the terminal
    /// was back in its usual mode (lines read whole, keys echoed).
    func end() throws -> (status: String, isRestored: Bool) {
      try wait(for: "status=")
      bytes += output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      try? input.fileHandleForWriting.close()
      let status = shown[shown.range(of: "status=")!.upperBound...].prefix { $0.isNumber }
      return (String(status), shown.contains(" icanon") && shown.contains(" echo "))
    }

    /// The lines the terminal shows now, as a person reads them (`VirtualTerminal`).
    var lines: [String] {
      var terminal = VirtualTerminal(width: columns)
      terminal.show(shown)
      return terminal.lines
    }

    /// The process id of the play this terminal runs: a child of the shell `script` started.
    func playProcess() throws -> Int32 {
      let binary = try #require(faultyWorkbench)
      func parent(_ id: Int32) -> Int32? {
        let stat = String(
          decoding: FileManager.default.contents(atPath: "/proc/\(id)/stat") ?? Data(),
          as: UTF8.self)
        // pid (name) state ppid …: the name may hold spaces, not a closing parenthesis last.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        return stat[close...].split(separator: " ").dropFirst(2).first.flatMap { Int32($0) }
      }
      let ids = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap(Int32.init)
      return try #require(
        ids.first { id in
          let line = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") ?? Data()
          return line.starts(with: Data(binary.utf8))
            && parent(id).flatMap(parent) == process.processIdentifier
        })
    }
  }
#endif
