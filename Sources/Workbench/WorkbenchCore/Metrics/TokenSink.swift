/// What `LineLexer` hands the tokens of the code to, in order, as it finds them: lines and
/// tokens come from one pass over a file's bytes.
protocol TokenSink {
  /// False for a sink that takes no tokens: the lexer then only counts lines, skipping runs
  /// of code at once.
  static var takesTokens: Bool { get }
  /// True for a sink that is told where each line ends and whether it was code
  /// (`endLine(isCode:)`); false, the default, costs nothing.
  static var takesLines: Bool { get }

  mutating func add(_ token: SwiftToken)
  /// A line ended; `isCode` tells whether the line rules count it as code.
  mutating func endLine(isCode: Bool)
}

extension TokenSink {
  static var takesTokens: Bool { true }
  static var takesLines: Bool { false }
  mutating func endLine(isCode: Bool) {}
}

/// Takes no tokens: for counting lines only.
struct NoTokens: TokenSink {
  static var takesTokens: Bool { false }

  func add(_ token: SwiftToken) {}
}

/// Keeps the text of every token and its line: for the pattern rules and for tests.
struct TokenTexts: TokenSink {
  let bytes: UnsafeBufferPointer<UInt8>
  var tokens: [(token: String, line: Int)] = []

  mutating func add(_ token: SwiftToken) {
    tokens.append((SwiftTokenizer.text(of: token, in: bytes), token.line))
  }
}
