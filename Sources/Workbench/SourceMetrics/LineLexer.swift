/// Classifies every line of Swift source as code, comment or blank, in one pass over the
/// bytes, and can hand the tokens of the code, with comments and string contents left out,
/// to the declaration counter in the same pass (`TokenSink`).
///
/// The rules (docs/METRICS.md): comments are `//`, `///`, `/* */` and `/** */`, nested; strings
/// are `"…"`, `"""…"""` and raw strings with any number of `#`, with interpolation `\(…)` (or
/// `\#(…)` in raw strings) holding code, nested parentheses and strings; regex literals are
/// `#/…/#`. A line with any code token, or that a string literal spans, is code; a line with
/// only comment text is comment; any other line is blank.
public struct LineLexer {
  /// What went wrong in a file, though counting went on.
  public enum Problem: String, Hashable, Sendable {
    case unterminatedString = "unterminated string literal"
    case unterminatedComment = "unterminated block comment"
    case unterminatedRegex = "unterminated regex literal"
  }

  public struct Result: Sendable {
    public var counts: LineCounts
    public var problems: Set<Problem>
  }

  enum Context {
    case code
    /// `\(…)` inside a string: code, until its own closing parenthesis.
    case interpolation(parentheses: Int)
    case string(multiline: Bool, hashes: Int)
    case regex(hashes: Int)
    case blockComment(depth: Int)
  }

  static let newline = UInt8(ascii: "\n")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")

  @inline(__always)
  package static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  public static func scan(_ bytes: [UInt8]) -> Result {
    bytes.withUnsafeBufferPointer { scan($0) }
  }

  public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
    var none = NoTokens()
    return scan(bytes, tokens: &none)
  }

  /// Bytes that need a look in code, as bits of a mask over bytes 0 to 63: the starts of
  /// comments, strings and regexes (`/`, `"`, `#`), the parentheses of interpolations, white
  /// space and line breaks. Any other byte is code.
  package static let specialInCodeMask: UInt64 = [
    0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x22, 0x23, 0x28, 0x29, 0x2F,
  ].reduce(0) { $0 | (1 << $1) }

  @inline(__always)
  package static func isSpecialInCode(_ byte: UInt8, mask: UInt64) -> Bool {
    byte < 64 && mask & (1 << UInt64(byte)) != 0
  }

  /// Bytes that need a look inside a string: escapes, quotes and line breaks.
  @inline(__always)
  static func isSpecialInString(_ byte: UInt8) -> Bool {
    byte == backslash || byte == quote || byte == newline
  }

}
