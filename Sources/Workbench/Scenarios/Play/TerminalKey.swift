/// A key pressed at the terminal, from the bytes it sends in raw mode: a character (a UTF-8
/// sequence), a control key, or an escape sequence (arrows, Home, End, Delete) as xterm and
/// the macOS Terminal send them.
package enum TerminalKey: Equatable {
  case character(Character)
  case enter, tab, backspace, delete
  case left, right, up, down, home, end
  /// Ctrl-C, Ctrl-D, Ctrl-U.
  case interrupt, endOfInput, eraseLine
  /// Anything else: another control key, an escape sequence play does not use.
  case ignored

  /// The key that starts with `first`; `next` gives the bytes after it, nil at the end.
  package static func read(_ first: UInt8, next: () -> UInt8?) -> TerminalKey {
    switch first {
    case 10, 13: return .enter
    case 9: return .tab
    case 8, 127: return .backspace
    case 1: return .home  // Ctrl-A
    case 5: return .end  // Ctrl-E
    case 2: return .left  // Ctrl-B
    case 6: return .right  // Ctrl-F
    case 16: return .up  // Ctrl-P
    case 14: return .down  // Ctrl-N
    case 3: return .interrupt
    case 4: return .endOfInput
    case 21: return .eraseLine
    case 27: return escapeSequence(next: next)
    case 0..<32: return .ignored
    default: return character(first, next: next)
    }
  }

  /// ESC [ or ESC O, then parameters, then a final byte: `ESC [ D` is Left, `ESC [ 3 ~`
  /// Delete.
  private static func escapeSequence(next: () -> UInt8?) -> TerminalKey {
    guard let introducer = next(),
      introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O")
    else { return .ignored }
    var parameters = ""
    while let byte = next() {
      guard (0x40...0x7E).contains(byte) else {
        parameters.append(Character(Unicode.Scalar(byte)))
        continue
      }
      switch (Character(Unicode.Scalar(byte)), parameters) {
      case ("A", _): return .up
      case ("B", _): return .down
      case ("C", _): return .right
      case ("D", _): return .left
      case ("H", _): return .home
      case ("F", _): return .end
      case ("~", "1"), ("~", "7"): return .home
      case ("~", "4"), ("~", "8"): return .end
      case ("~", "3"): return .delete
      default: return .ignored
      }
    }
    return .ignored
  }

  /// The character whose UTF-8 sequence starts with `first`; a broken sequence is ignored.
  private static func character(_ first: UInt8, next: () -> UInt8?) -> TerminalKey {
    let length =
      switch first {
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      case 0x80..<0xC0, 0xF8...: 0
      default: 1
      }
    guard length > 0 else { return .ignored }
    var bytes = [first]
    while bytes.count < length, let byte = next() { bytes.append(byte) }
    let text = String(decoding: bytes, as: UTF8.self)
    guard bytes.count == length, !text.contains("\u{FFFD}"), let character = text.first
    else { return .ignored }
    return .character(character)
  }
}
