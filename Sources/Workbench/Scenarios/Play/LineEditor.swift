import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines typed at a terminal, for `workbench play`: standard input in raw mode (no
/// echo, a key at a time) while a line is typed, and as it was the rest of the time, so
/// that what the steps print and Ctrl-C behave as usual. Printable characters, Backspace,
/// Ctrl-U (erase the line), Enter; Tab adds what every matching step goes on with, and a
/// second Tab lists them; Ctrl-D on an empty line ends the input. Other control keys and
/// escape sequences (arrows) are ignored. Ctrl-C ends the workbench as it always does
/// (`Interruption`), which restores the terminal first.
package struct LineEditor: LineInput {
  private let original: termios

  /// Nil unless standard input and standard output are both a terminal.
  package init?() {
    var attributes = termios()
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
      tcgetattr(STDIN_FILENO, &attributes) == 0
    else { return nil }
    original = attributes
  }

  package mutating func next(prompt: String, complete: (String) -> StepCompletion) -> String? {
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    // TCSANOW: keys typed ahead are kept.
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return readLine() }
    let original = original
    let cleanup = Interruption.addCleanup { Self.restore(original) }
    defer {
      Self.restore(original)
      Interruption.forgetCleanup(cleanup)
    }
    return edit(prompt: prompt, complete: complete)
  }

  nonisolated private static func restore(_ attributes: termios) {
    var attributes = attributes
    tcsetattr(STDIN_FILENO, TCSANOW, &attributes)
  }

  private func edit(prompt: String, complete: (String) -> StepCompletion) -> String? {
    var line: [UInt8] = []
    var text: String { String(decoding: line, as: UTF8.self) }
    var afterTab = false
    write(prompt)
    while let key = readByte() {
      let wasAfterTab = afterTab
      afterTab = false
      switch key {
      case 10, 13:  // Enter
        write("\r\n")
        return text
      case 4:  // Ctrl-D
        guard line.isEmpty else {
          write("\u{7}")
          continue
        }
        write("\r\n")
        return nil
      case 9:  // Tab
        afterTab = true
        let completion = complete(text)
        if !completion.insertion.isEmpty {
          line += Array(completion.insertion.utf8)
          write(completion.insertion)
        } else if wasAfterTab, !completion.choices.isEmpty {
          write("\r\n" + completion.choices.joined(separator: "\r\n") + "\r\n" + prompt + text)
        } else {
          write("\u{7}")
        }
      case 8, 127:  // Backspace
        var shorter = text
        guard !shorter.isEmpty else { continue }
        shorter.removeLast()
        line = Array(shorter.utf8)
        write("\r\u{1B}[K" + prompt + shorter)
      case 21:  // Ctrl-U
        line = []
        write("\r\u{1B}[K" + prompt)
      case 27:  // an escape sequence: ESC [ or ESC O, then up to a final byte
        guard let next = readByte(), next == UInt8(ascii: "[") || next == UInt8(ascii: "O")
        else { continue }
        while let byte = readByte(), !(0x40...0x7E).contains(byte) {}
      case 0..<32:
        write("\u{7}")
      default:
        line.append(key)
        write([key])
      }
    }
    // Standard input closed or failed.
    write("\r\n")
    return line.isEmpty ? nil : text
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  private func write(_ text: String) { write(Array(text.utf8)) }

  private func write(_ bytes: [UInt8]) {
    var rest = bytes[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count)
        #else
          Darwin.write(STDOUT_FILENO, $0.baseAddress, $0.count)
        #endif
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      rest = rest.dropFirst(written)
    }
  }
}
