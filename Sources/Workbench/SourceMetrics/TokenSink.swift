/// What `LineLexer` hands the tokens of the code to, in order, as it finds them: lines and
/// tokens come from one pass over a file's bytes.
package protocol TokenSink {
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
  package static var takesTokens: Bool { true }
  package static var takesLines: Bool { false }
  package mutating func endLine(isCode: Bool) {}
}

/// Takes no tokens: for counting lines only.
package struct NoTokens: TokenSink {
  package static var takesTokens: Bool { false }

  package func add(_ token: SwiftToken) {}
}

/// Keeps the text of every token and its line: for the pattern rules and for tests.
package struct TokenTexts: TokenSink {
  package let bytes: UnsafeBufferPointer<UInt8>
  package var tokens: [(token: String, line: Int)] = []

  package mutating func add(_ token: SwiftToken) {
    tokens.append((SwiftTokenizer.text(of: token, in: bytes), token.line))
  }
}
