extension LineLexer {
  /// The one loop every byte goes through, a `Scanner` step a byte or a run of them; in code
  /// and only if `Sink` takes tokens, one token a step instead (`SwiftTokenizer`).
  package static func scan<Sink: TokenSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, tokens sink: inout Sink
  ) -> Result {
    var scanner = Scanner<Sink>(bytes)
    while scanner.index < scanner.end {
      let byte = bytes[scanner.index]
      if byte == newline {
        scanner.endLine(&sink)
        scanner.index += 1
        continue
      }
      scanner.hasAnything = true
      switch scanner.top {
      case .code, .interpolation: scanner.code(byte, &sink)
      case .string(let isMultiline, let count):
        scanner.string(byte, isMultiline: isMultiline, hashes: count)
      case .regex(let count): scanner.regex(byte, hashes: count)
      case .blockComment(let depth): scanner.blockComment(byte, depth: depth)
      }
    }
    if scanner.hasAnything { scanner.endLine(&sink) }
    return scanner.result
  }

  /// The lexer part way through a file: where it is, the context it is in (the one on top of
  /// the stack is kept in `top`), and what the line read so far holds. Each step reads from
  /// `index` and moves it on.
  struct Scanner<Sink: TokenSink> {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let tokenizer: SwiftTokenizer
    // A local copy: a static read in the loop would check its one-time initialization each time.
    let mask = LineLexer.specialInCodeMask
    var index = 0
    /// The line being read, counted from 1: where a token is.
    var line = 1
    var stack: [Context] = []
    var top = Context.code
    var hasCode = false
    var hasComment = false
    var hasAnything = false
    var counts = LineCounts()
    var problems: Set<Problem> = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      end = bytes.count
      tokenizer = SwiftTokenizer(bytes)
    }

    /// The counts, and what was left open at the end of the file.
    var result: Result {
      var problems = problems
      switch top {
      case .string, .interpolation: problems.insert(.unterminatedString)
      case .regex: problems.insert(.unterminatedRegex)
      case .blockComment: problems.insert(.unterminatedComment)
      case .code: break
      }
      return Result(counts: counts, problems: problems)
    }

    /// Hands a token of the code (not of an interpolation) to the sink.
    @inline(__always)
    func emit(_ kind: SwiftToken.Kind, from start: Int, to end: Int, _ sink: inout Sink) {
      if case .code = top { sink.add(SwiftToken(kind: kind, start: start, end: end, line: line)) }
    }

    func hashes(from start: Int) -> Int {
      var count = 0
      while start + count < end, bytes[start + count] == hash { count += 1 }
      return count
    }

    mutating func push(_ context: Context) {
      stack.append(top)
      top = context
    }

    mutating func pop() {
      top = stack.popLast() ?? .code
    }

    mutating func endLine(_ sink: inout Sink) {
      if Sink.takesLines { sink.endLine(isCode: hasCode) }
      if hasCode {
        counts.code += 1
      } else if hasComment {
        counts.comment += 1
      } else {
        counts.blank += 1
      }
      hasCode = false
      hasComment = false
      hasAnything = false
      line += 1
      // A single-line string cannot cross a line: the code ended it, unterminated.
      while case .string(false, _) = top {
        problems.insert(.unterminatedString)
        pop()
        if case .interpolation = top { pop() }
      }
      switch top {
      case .string, .regex: hasCode = true
      default: break
      }
    }

    /// Whether only white space follows `start` on its line: what makes `"""` open a
    /// multi-line string (`#"""#` is a one-line raw string holding a quote).
    func restOfLineIsBlank(from start: Int) -> Bool {
      var position = start
      while position < end, bytes[position] != newline {
        guard isWhitespace(bytes[position]) else { return false }
        position += 1
      }
      return true
    }

    /// One step in code or an interpolation: a run of code or white space, a comment's start,
    /// a string's or a regex's, a directive, a parenthesis, or one punctuation byte.
    @inline(__always)
    mutating func code(_ byte: UInt8, _ sink: inout Sink) {
      if !isSpecialInCode(byte, mask: mask) {
        hasCode = true
        if Sink.takesTokens, case .code = top {
          let token = tokenizer.token(at: index, line: line)
          sink.add(token)
          index = token.end
          return
        }
        index += 1
        while index < end, !isSpecialInCode(bytes[index], mask: mask) { index += 1 }
        return
      }
      if isWhitespace(byte) {
        index += 1
        while index < end, isWhitespace(bytes[index]) { index += 1 }
        return
      }
      let next = index + 1 < end ? bytes[index + 1] : 0
      if byte == slash && next == slash {
        hasComment = true
        while index < end, bytes[index] != newline { index += 1 }
        return
      }
      if byte == slash && next == star {
        hasComment = true
        push(.blockComment(depth: 1))
        index += 2
        return
      }
      hasCode = true
      if byte == quote || byte == hash, literalOrDirective(byte, &sink) { return }
      if case .interpolation(let parentheses) = top {
        interpolation(byte, parentheses: parentheses)
        return
      }
      if Sink.takesTokens {
        emit(SwiftTokenizer.punctuation(byte), from: index, to: index + 1, &sink)
      }
      index += 1
    }

    /// At a quote or a `#`: opens a string or a regex, reads a directive (`#if`), or skips a
    /// run of `#`; false when it is none of these (a lone `#`).
    mutating func literalOrDirective(_ byte: UInt8, _ sink: inout Sink) -> Bool {
      let count = byte == hash ? hashes(from: index) : 0
      let after = index + count
      if after < end, bytes[after] == quote {
        let isMultiline =
          after + 2 < end && bytes[after + 1] == quote && bytes[after + 2] == quote
          && restOfLineIsBlank(from: after + 3)
        if Sink.takesTokens { emit(.string, from: index, to: after + 1, &sink) }
        push(.string(multiline: isMultiline, hashes: count))
        index = after + (isMultiline ? 3 : 1)
        return true
      }
      if count > 0, after < end, bytes[after] == slash {
        if Sink.takesTokens { emit(.string, from: index, to: after + 1, &sink) }
        push(.regex(hashes: count))
        index = after + 1
        return true
      }
      if count > 0, Sink.takesTokens, case .code = top {
        // `#if`, `#selector`: each `#` is a token, with the word after it if any.
        for single in index..<(after - 1) { emit(.directive, from: single, to: single + 1, &sink) }
        let token = tokenizer.directive(at: after - 1, line: line)
        sink.add(token)
        index = token.end
        return true
      }
      if count > 1 {
        // Neither a string nor a regex: skip the run at once, or a line of a million `#`
        // would count its rest once a byte.
        index = after
        return true
      }
      return false
    }

    /// A byte of an interpolation's code: its parentheses are counted, and the one that
    /// closes it ends it.
    mutating func interpolation(_ byte: UInt8, parentheses: Int) {
      if byte == openParenthesis {
        top = .interpolation(parentheses: parentheses + 1)
      } else if byte == closeParenthesis {
        if parentheses == 0 {
          pop()
          index += 1
          return
        }
        top = .interpolation(parentheses: parentheses - 1)
      }
      index += 1
    }

    /// One step in a string: a run of its text, an escape or an interpolation's start, or
    /// its closing quotes.
    @inline(__always)
    mutating func string(_ byte: UInt8, isMultiline: Bool, hashes count: Int) {
      hasCode = true
      if !isSpecialInString(byte) {
        index += 1
        while index < end, !isSpecialInString(bytes[index]) { index += 1 }
        return
      }
      if byte == backslash {
        if hashes(from: index + 1) == count {
          let escaped = index + 1 + count
          if escaped < end, bytes[escaped] == openParenthesis {
            push(.interpolation(parentheses: 0))
            index = escaped + 1
            return
          }
          // Skip the escaped character, but never a line break.
          index = escaped < end && bytes[escaped] != newline ? escaped + 1 : escaped
          return
        }
        index += 1
        return
      }
      if byte == quote {
        let closing = isMultiline ? 3 : 1
        var matches = index + closing <= end
        if isMultiline && matches {
          matches = bytes[index + 1] == quote && bytes[index + 2] == quote
        }
        if matches && hashes(from: index + closing) >= count {
          pop()
          index += closing + count
          return
        }
      }
      index += 1
    }

    /// One step in a regex: an escape, its closing `/` and `#`s, or one byte.
    mutating func regex(_ byte: UInt8, hashes count: Int) {
      hasCode = true
      if byte == backslash {
        index += index + 1 < end && bytes[index + 1] != newline ? 2 : 1
        return
      }
      if byte == slash && hashes(from: index + 1) >= count {
        pop()
        index += 1 + count
        return
      }
      index += 1
    }

    /// One step in a block comment: a nested comment's start, an end, or one byte.
    mutating func blockComment(_ byte: UInt8, depth: Int) {
      let next = index + 1 < end ? bytes[index + 1] : 0
      if byte == slash && next == star {
        hasComment = true
        top = .blockComment(depth: depth + 1)
        index += 2
        return
      }
      if byte == star && next == slash {
        hasComment = true
        if depth == 1 {
          pop()
        } else {
          top = .blockComment(depth: depth - 1)
        }
        index += 2
        return
      }
      if !isWhitespace(byte) { hasComment = true }
      index += 1
    }
  }
}
