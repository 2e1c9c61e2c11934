import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines typed at a terminal, for `workbench play`: standard input in raw mode (no
/// echo, a key at a time, Ctrl-C a key rather than a signal) while a line is typed, and as
/// it was the rest of the time, so that what the steps print and Ctrl-C during a step behave
/// as usual. The keys (`TerminalKey`): characters anywhere in the line, Left, Right, Home,
/// End (and Ctrl-A, Ctrl-E), Backspace, Delete; Up and Down walk the lines typed before;
/// Tab adds what every match goes on with, and a second Tab lists them; Ctrl-U erases the
/// line; Ctrl-C leaves it unsent and starts a new one; Ctrl-D on an empty line ends the
/// input. The line is redrawn whole after each key (`LineDisplay`), so a line wrapped over
/// several rows stays clean at any width.
package struct LineEditor: LineInput {
  private let original: termios
  private var line = EditedLine()
  private var display = LineDisplay()

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
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN | ISIG)
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

  /// The terminal's width in columns; 80 when it does not say.
  private static func width() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  private mutating func edit(prompt: String, complete: (String) -> StepCompletion) -> String? {
    display.startOver()
    write(display.redraw(prompt: prompt, line, width: Self.width()))
    var afterTab = false
    while let byte = readByte() {
      let key = TerminalKey.read(byte) { readByte() }
      let wasAfterTab = afterTab
      afterTab = key == .tab
      switch key {
      case .enter:
        write(display.finish(prompt: prompt, line, width: Self.width()))
        return line.accept()
      case .endOfInput where line.characters.isEmpty:
        write(display.finish(prompt: prompt, line, width: Self.width()))
        return nil
      case .interrupt:
        var stopped = line
        stopped.moveToEnd()
        stopped.insert("^C")
        write(display.finish(prompt: prompt, stopped, width: Self.width()))
        line.erase()
      case .tab:
        let typed = String(line.characters[..<line.cursor])
        let completion = complete(typed)
        if !completion.insertion.isEmpty {
          line.insert(completion.insertion)
        } else if wasAfterTab, !completion.choices.isEmpty {
          write(display.finish(prompt: prompt, line, width: Self.width()))
          write(completion.choices.joined(separator: "\r\n") + "\r\n")
        } else {
          write("\u{7}")
          continue
        }
      case .ignored:
        write("\u{7}")
        continue
      default:
        guard edit(key) else {
          write("\u{7}")
          continue
        }
      }
      write(display.redraw(prompt: prompt, line, width: Self.width()))
    }
    // Standard input closed or failed.
    write(display.finish(prompt: prompt, line, width: Self.width()))
    return line.characters.isEmpty ? nil : line.accept()
  }

  /// Applies an editing key to the line; false when it changes nothing.
  private mutating func edit(_ key: TerminalKey) -> Bool {
    let before = line
    switch key {
    case .character(let character): line.insert(String(character))
    case .backspace: line.deleteBackward()
    case .delete, .endOfInput: line.deleteForward()
    case .left: line.moveLeft()
    case .right: line.moveRight()
    case .home: line.moveToStart()
    case .end: line.moveToEnd()
    case .up: line.older()
    case .down: line.newer()
    case .eraseLine: line.erase()
    default: break
    }
    return line != before
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
