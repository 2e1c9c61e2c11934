/// Reads the tokens of code that `LineLexer` hands it: identifiers, keywords,
/// `@attributes`, `#directives`, numbers, `->`, and single punctuation characters. The
/// lexer itself makes the tokens of strings (`""`, whatever they hold) and parentheses, and
/// leaves out comments and white space.
///
/// A token is its kind and where its bytes are: a word becomes a string only when someone
/// asks for its text.
package struct SwiftTokenizer {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Copies, so that reading a token does not check the statics' one-time initialization.
  private let keywords = SwiftToken.Kind.keywords
  private let specialInCode = LineLexer.specialInCodeMask

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The text of a token of `bytes`; a string literal is `""`.
  package static func text(of token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard token.kind != .string else { return "\"\"" }
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
  }

  /// The text of every token of the code in `source`: for tests.
  package static func tokens(_ source: [UInt8]) -> [String] {
    tokensWithLines(source).map(\.token)
  }

  /// The text of every token of the code in `source` with the line it starts on, counted
  /// from 1: what the pattern rules report.
  package static func tokensWithLines(_ source: [UInt8]) -> [(token: String, line: Int)] {
    source.withUnsafeBufferPointer { bytes in
      var texts = TokenTexts(bytes: bytes)
      _ = LineLexer.scan(bytes, tokens: &texts)
      return texts.tokens
    }
  }

  /// The bytes of identifiers below 128 as bits: digits (in the first 64 bytes), and
  /// letters and `_` (in the next 64). Every byte from 128 up is part of an identifier.
  private static let identifierBytesBelow64: UInt64 = 0x03FF_0000_0000_0000
  private static let identifierBytesFrom64: UInt64 = 0x07FF_FFFE_87FF_FFFE

  /// `a`–`z`, `A`–`Z`, `0`–`9`, `_` and any byte of a non-ASCII character, without a branch:
  /// this is the tokenizer's inner loop.
  @inline(__always)
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    let bits = byte < 64 ? identifierBytesBelow64 : identifierBytesFrom64
    return (bits >> UInt64(byte & 63)) & 1 != 0 || byte >= 0x80
  }

  /// Where the identifier bytes from `start` end: eight bytes at a time, then one at a
  /// time near the end of the file. The end of a word is the tokenizer's one unpredictable
  /// branch; taken once a word rather than once a byte, it costs far less.
  @inline(__always)
  private func wordEnd(from start: Int) -> Int {
    var end = start
    if let base = bytes.baseAddress {
      while end + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
        let stops = Self.nonIdentifierBytes(UInt64(littleEndian: word))
        if stops != 0 { return end + stops.trailingZeroBitCount / 8 }
        end += 8
      }
    }
    while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
    return end
  }

  /// The high bit of each of eight bytes (the first lowest) that is not an identifier byte.
  @inline(__always)
  private static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high = ones &* 0x80
    let ascii = word & ~high
    /// The high bit of each byte from `low` to `top`, for bytes below 128: adding cannot
    /// carry from one byte into the next.
    func within(_ value: UInt64, _ low: UInt64, _ top: UInt64) -> UInt64 {
      (value &+ ones &* (0x80 - low)) & ~(value &+ ones &* (0x7F - top)) & high
    }
    let letters = within(ascii | ones &* 0x20, 0x61, 0x7A)
    let digits = within(ascii, 0x30, 0x39)
    let underscores = ~((ascii ^ ones &* 0x5F) &+ ones &* 0x7F) & high
    return ~(word | letters | digits | underscores) & high
  }

  /// The token at `start`, a byte of code that is none of the lexer's own.
  @inline(__always)
  package func token(at start: Int, line: Int) -> SwiftToken {
    let byte = bytes[start]
    if Self.isIdentifierByte(byte) {
      let end = wordEnd(from: start + 1)
      let kind = keywords(UnsafeBufferPointer(rebasing: bytes[start..<end])) ?? .word
      return SwiftToken(kind: kind, start: start, end: end, line: line)
    }
    switch byte {
    case UInt8(ascii: "@"):
      return SwiftToken(kind: .attribute, start: start, end: wordEnd(from: start + 1), line: line)
    case UInt8(ascii: "`"):
      return escapedWord(at: start, line: line)
    case UInt8(ascii: "-") where start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: ">"):
      return SwiftToken(kind: .arrow, start: start, end: start + 2, line: line)
    default:
      return SwiftToken(kind: Self.punctuation(byte), start: start, end: start + 1, line: line)
    }
  }

  /// `#` at `start`, with the word after it if any: `#if`, `#selector`.
  package func directive(at start: Int, line: Int) -> SwiftToken {
    SwiftToken(kind: .directive, start: start, end: wordEnd(from: start + 1), line: line)
  }

  /// An identifier in backticks, which keeps them, so that it never reads as a keyword; it
  /// may hold spaces (`` `adds two numbers` ``). An unterminated one ends before the line
  /// break, or before a byte the lexer must see (a quote, `/`, `#`, a parenthesis).
  private func escapedWord(at start: Int, line: Int) -> SwiftToken {
    var end = start + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A,
      !LineLexer.isSpecialInCode(bytes[end], mask: specialInCode)
        || LineLexer.isWhitespace(bytes[end])
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
    return SwiftToken(kind: .escapedWord, start: start, end: end, line: line)
  }

  /// The kind of a punctuation character.
  @inline(__always)
  package static func punctuation(_ byte: UInt8) -> SwiftToken.Kind {
    switch byte {
    case UInt8(ascii: "("): .openParenthesis
    case UInt8(ascii: ")"): .closeParenthesis
    case UInt8(ascii: "["): .openBracket
    case UInt8(ascii: "]"): .closeBracket
    case UInt8(ascii: "{"): .openBrace
    case UInt8(ascii: "}"): .closeBrace
    case UInt8(ascii: ";"): .semicolon
    case UInt8(ascii: "."): .dot
    case UInt8(ascii: ":"): .colon
    case UInt8(ascii: "<"): .less
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: "&"): .ampersand
    case UInt8(ascii: "="): .equals
    case UInt8(ascii: "?"): .question
    case UInt8(ascii: "!"): .exclamation
    default: .other
    }
  }
}
