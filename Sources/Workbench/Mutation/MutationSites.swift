import Foundation
import SourceMetrics

/// Finds where each fault class can be planted in a Swift file, with the workbench's own
/// lexer: comments and strings are never touched.
public enum MutationSites {
  /// A token of code with its text.
  struct Token {
    var kind: SwiftToken.Kind
    var text: String
    var start: Int
    var end: Int
    var line: Int
  }

  /// Keeps every token of a file.
  private struct Collector: TokenSink {
    let bytes: UnsafeBufferPointer<UInt8>
    var tokens: [Token] = []

    mutating func add(_ token: SwiftToken) {
      tokens.append(
        Token(
          kind: token.kind, text: SwiftTokenizer.text(of: token, in: bytes), start: token.start,
          end: token.end, line: token.line))
    }
  }

  /// The calls whose dropping is a fault of each class.
  static let droppedCalls: [String: FaultClass] = [
    "cancel": .dropCancel, "removeChild": .skipNavigation, "dismiss": .skipNavigation,
    "popViewController": .skipNavigation, "finish": .skipNavigation,
    "onFinish": .skipNavigation,
  ]

  /// Every mutant that can be planted in `source`, the file at `path`, in the order of
  /// their places; their ids are 0.
  public static func find(in source: String, path: String) -> [Mutant] {
    let bytes = Array(source.utf8)
    let tokens = bytes.withUnsafeBufferPointer { buffer in
      var collector = Collector(bytes: buffer)
      _ = LineLexer.scan(buffer, tokens: &collector)
      return collector.tokens
    }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var finder = Finder(tokens: tokens, bytes: bytes, path: path, lines: lines.map(String.init))
    finder.run()
    return finder.mutants.sorted { ($0.line, $0.faultClass) < ($1.line, $1.faultClass) }
  }

  /// One pass over one file's tokens.
  private struct Finder {
    let tokens: [Token]
    let bytes: [UInt8]
    let path: String
    let lines: [String]
    var mutants: [Mutant] = []
    /// The indices of each line's tokens.
    let byLine: [Int: [Int]]

    init(tokens: [Token], bytes: [UInt8], path: String, lines: [String]) {
      self.tokens = tokens
      self.bytes = bytes
      self.path = path
      self.lines = lines
      byLine = Dictionary(grouping: tokens.indices, by: { tokens[$0].line })
    }

    mutating func add(_ faultClass: FaultClass, line: Int, _ edits: [Mutant.Edit]) {
      let code = line <= lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
      mutants.append(
        Mutant(faultClass: faultClass, path: path, line: line, code: code, edits: edits))
    }

    /// A mutant that replaces the token `index` by `text`.
    mutating func replace(_ faultClass: FaultClass, _ index: Int, with text: String) {
      let token = tokens[index]
      add(faultClass, line: token.line, [.init(start: token.start, end: token.end, text: text)])
    }

    /// The source from the start of one token to the end of another.
    func text(_ from: Int, _ to: Int) -> String {
      String(decoding: bytes[tokens[from].start..<tokens[to].end], as: UTF8.self)
    }

    mutating func run() {
      for index in tokens.indices {
        let token = tokens[index]
        switch (token.kind, token.text) {
        case (.word, "if"), (.word, "while"), (.word, "guard"): condition(at: index)
        case (.word, "true"), (.word, "false"): boolean(at: index)
        case (.func, _): returnEarly(at: index)
        case (.word, let name) where droppedCalls[name] != nil: droppedCall(at: index)
        case (.word, "milliseconds"), (.word, "seconds"): duration(at: index)
        default: break
        }
      }
      mappings()
    }

    /// `if COND {`, `while COND {`, `guard COND else`: a single clause without bindings.
    mutating func condition(at index: Int) {
      let isGuard = tokens[index].text == "guard"
      var depth = 0
      var end = index + 1
      while end < tokens.count {
        let token = tokens[end]
        if depth == 0, isGuard ? token.text == "else" : token.kind == .openBrace { break }
        switch token.kind {
        case .openParenthesis, .openBracket, .openBrace: depth += 1
        case .closeParenthesis, .closeBracket, .closeBrace: depth -= 1
        default: break
        }
        if depth < 0 { return }
        end += 1
      }
      guard end < tokens.count, end > index + 1 else { return }
      let clause = tokens[(index + 1)..<end]
      guard
        !clause.contains(where: {
          [.let, .var, .case, .comma, .directive, .openBrace].contains($0.kind)
        })
      else { return }
      add(
        .negateCondition, line: tokens[index].line,
        [
          .init(
            start: tokens[index + 1].start, end: tokens[index + 1].start,
            text: "__mutantNegate(\(Mutant.idMark), "),
          .init(start: tokens[end - 1].end, end: tokens[end - 1].end, text: ")"),
        ])
    }

    /// A Boolean literal outside a `case` pattern.
    mutating func boolean(at index: Int) {
      guard index > 0, tokens[index - 1].kind != .case else { return }
      let flipped = tokens[index].text == "true" ? "false" : "true"
      replace(
        .flipBoolean, index,
        with: "(__mutant(\(Mutant.idMark)) ? \(flipped) : \(tokens[index].text))")
    }

    /// A `func` with a body and no result: `return` first.
    mutating func returnEarly(at index: Int) {
      var depth = 0
      var cursor = index + 1
      while cursor < tokens.count {
        let token = tokens[cursor]
        if depth == 0 {
          if token.kind == .openBrace { break }
          if token.kind == .arrow || token.kind == .closeBrace || token.kind == .func
            || token.kind == .var || token.kind == .let || token.kind == .case
          {
            return
          }
        }
        switch token.kind {
        case .openParenthesis, .openBracket: depth += 1
        case .closeParenthesis, .closeBracket: depth -= 1
        default: break
        }
        cursor += 1
      }
      guard cursor + 1 < tokens.count, tokens[cursor + 1].kind != .closeBrace else { return }
      add(
        .returnEarly, line: tokens[index].line,
        [
          .init(
            start: tokens[cursor].end, end: tokens[cursor].end,
            text: " if __mutant(\(Mutant.idMark)) { return }")
        ])
    }

    /// A statement alone on its line that calls one of `droppedCalls`.
    mutating func droppedCall(at index: Int) {
      guard let faultClass = droppedCalls[tokens[index].text], index + 1 < tokens.count,
        tokens[index + 1].kind == .openParenthesis
          || (tokens[index + 1].kind == .question && index + 2 < tokens.count
            && tokens[index + 2].kind == .openParenthesis),
        let line = byLine[tokens[index].line], let first = line.first, let last = line.last
      else { return }
      let statement = line.map { tokens[$0] }
      let forbidden: Set<String> = ["return", "let", "var", "case", "in", "=", "{", "}", "else"]
      guard statement.allSatisfy({ !forbidden.contains($0.text) }),
        [.word, .escapedWord].contains(tokens[first].kind), tokens[last].kind == .closeParenthesis,
        statement.filter({ $0.kind == .openParenthesis }).count
          == statement.filter({ $0.kind == .closeParenthesis }).count
      else { return }
      // Not a line continued from the one before or onto the one after.
      if first > 0,
        ![.closeParenthesis, .closeBrace, .openBrace, .word].contains(
          tokens[first - 1].kind) || ["return", "await", "try"].contains(tokens[first - 1].text)
      {
        return
      }
      if last + 1 < tokens.count, tokens[last + 1].kind == .dot { return }
      add(
        faultClass, line: tokens[index].line,
        [
          .init(
            start: tokens[first].start, end: tokens[first].start,
            text: "if !__mutant(\(Mutant.idMark)) { "),
          .init(start: tokens[last].end, end: tokens[last].end, text: " }"),
        ])
    }

    /// `.milliseconds(N)` or `.seconds(N)` with a number: halved.
    mutating func duration(at index: Int) {
      guard index > 0, tokens[index - 1].kind == .dot, index + 3 < tokens.count,
        tokens[index + 1].kind == .openParenthesis, tokens[index + 3].kind == .closeParenthesis,
        let value = Double(tokens[index + 2].text)
      else { return }
      let number = tokens[index + 2]
      let half = number.text.contains(".") ? String(value / 2) : String(Int(value) / 2)
      replace(
        .changeDuration, index + 2,
        with: "(__mutant(\(Mutant.idMark)) ? \(half) : \(number.text))")
    }

    /// Two neighbouring lines `case .a: EXPR` and `case .b: EXPR` (or `: return EXPR`), in
    /// pairs that share no line.
    mutating func mappings() {
      /// The range of tokens of a line's expression, when the line is such a case.
      func body(_ line: Int) -> (first: Int, last: Int)? {
        guard let indices = byLine[line], indices.count >= 5 else { return nil }
        let t = indices.map { tokens[$0] }
        guard t[0].kind == .case, t[1].kind == .dot, t[2].kind == .word, t[3].kind == .colon
        else { return nil }
        var first = 4
        if t[first].text == "return" { first += 1 }
        guard first < t.count,
          !t[first...].contains(where: {
            [.openBrace, .closeBrace, .semicolon, .let, .var].contains($0.kind)
          })
        else { return nil }
        return (indices[first], indices[t.count - 1])
      }
      var line = 1
      let lastLine = tokens.last?.line ?? 0
      while line < lastLine {
        guard let a = body(line), let b = body(line + 1) else {
          line += 1
          continue
        }
        let (textA, textB) = (text(a.first, a.last), text(b.first, b.last))
        if textA != textB {
          add(
            .swapMapping, line: line,
            [
              .init(
                start: tokens[a.first].start, end: tokens[a.last].end,
                text: "(__mutant(\(Mutant.idMark)) ? \(textB) : \(textA))"),
              .init(
                start: tokens[b.first].start, end: tokens[b.last].end,
                text: "(__mutant(\(Mutant.idMark)) ? \(textA) : \(textB))"),
            ])
        }
        line += 2
      }
    }
  }
}
