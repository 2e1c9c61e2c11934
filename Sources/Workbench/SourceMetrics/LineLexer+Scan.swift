extension LineLexer {
  package static func scan<Sink: TokenSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, tokens sink: inout Sink
  ) -> Result {
    var counts = LineCounts()
    var problems: Set<Problem> = []
    let tokenizer = SwiftTokenizer(bytes)
    /// The line being read, counted from 1: where a token is.
    var line = 1
    var stack: [Context] = []
    var top = Context.code
    var hasCode = false
    var hasComment = false
    var hasAnything = false
    let end = bytes.count
    var index = 0
    // A local copy: a static read in the loop would check its one-time initialization each time.
    let mask = Self.specialInCodeMask

    /// Hands a token of the code (not of an interpolation) to the sink.
    @inline(__always)
    func emit(_ kind: SwiftToken.Kind, from start: Int, to end: Int) {
      if case .code = top { sink.add(SwiftToken(kind: kind, start: start, end: end, line: line)) }
    }

    func hashes(from start: Int) -> Int {
      var count = 0
      while start + count < end, bytes[start + count] == hash { count += 1 }
      return count
    }

    func push(_ context: Context) {
      stack.append(top)
      top = context
    }

    func pop() {
      top = stack.popLast() ?? .code
    }

    func endLine() {
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

    while index < end {
      let byte = bytes[index]
      if byte == newline {
        endLine()
        index += 1
        continue
      }
      hasAnything = true
      switch top {
      case .code, .interpolation:
        if !isSpecialInCode(byte, mask: mask) {
          hasCode = true
          if Sink.takesTokens, case .code = top {
            let token = tokenizer.token(at: index, line: line)
            sink.add(token)
            index = token.end
            continue
          }
          index += 1
          while index < end, !isSpecialInCode(bytes[index], mask: mask) { index += 1 }
          continue
        }
        if isWhitespace(byte) {
          index += 1
          while index < end, isWhitespace(bytes[index]) { index += 1 }
          continue
        }
        let next = index + 1 < end ? bytes[index + 1] : 0
        if byte == slash && next == slash {
          hasComment = true
          while index < end, bytes[index] != newline { index += 1 }
          continue
        }
        if byte == slash && next == star {
          hasComment = true
          push(.blockComment(depth: 1))
          index += 2
          continue
        }
        hasCode = true
        if byte == quote || byte == hash {
          let count = byte == hash ? hashes(from: index) : 0
          let after = index + count
          if after < end, bytes[after] == quote {
            let isMultiline =
              after + 2 < end && bytes[after + 1] == quote && bytes[after + 2] == quote
              && restOfLineIsBlank(from: after + 3)
            if Sink.takesTokens { emit(.string, from: index, to: after + 1) }
            push(.string(multiline: isMultiline, hashes: count))
            index = after + (isMultiline ? 3 : 1)
            continue
          }
          if count > 0, after < end, bytes[after] == slash {
            if Sink.takesTokens { emit(.string, from: index, to: after + 1) }
            push(.regex(hashes: count))
            index = after + 1
            continue
          }
          if count > 0, Sink.takesTokens, case .code = top {
            // `#if`, `#selector`: each `#` is a token, with the word after it if any.
            for single in index..<(after - 1) { emit(.directive, from: single, to: single + 1) }
            let token = tokenizer.directive(at: after - 1, line: line)
            sink.add(token)
            index = token.end
            continue
          }
          if count > 1 {
            // Neither a string nor a regex: skip the run at once, or a line of a million `#`
            // would count its rest once a byte.
            index = after
            continue
          }
        }
        if case .interpolation(let parentheses) = top {
          if byte == openParenthesis {
            top = .interpolation(parentheses: parentheses + 1)
          } else if byte == closeParenthesis {
            if parentheses == 0 {
              pop()
              index += 1
              continue
            }
            top = .interpolation(parentheses: parentheses - 1)
          }
          index += 1
          continue
        }
        if Sink.takesTokens {
          emit(SwiftTokenizer.punctuation(byte), from: index, to: index + 1)
        }
        index += 1
      case .string(let isMultiline, let count):
        hasCode = true
        if !isSpecialInString(byte) {
          index += 1
          while index < end, !isSpecialInString(bytes[index]) { index += 1 }
          continue
        }
        if byte == backslash {
          let escapeHashes = hashes(from: index + 1)
          if escapeHashes == count {
            let escaped = index + 1 + count
            if escaped < end, bytes[escaped] == openParenthesis {
              push(.interpolation(parentheses: 0))
              index = escaped + 1
              continue
            }
            // Skip the escaped character, but never a line break.
            index = escaped < end && bytes[escaped] != newline ? escaped + 1 : escaped
            continue
          }
          index += 1
          continue
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
            continue
          }
        }
        index += 1
      case .regex(let count):
        hasCode = true
        if byte == backslash {
          index += index + 1 < end && bytes[index + 1] != newline ? 2 : 1
          continue
        }
        if byte == slash && hashes(from: index + 1) >= count {
          pop()
          index += 1 + count
          continue
        }
        index += 1
      case .blockComment(let depth):
        let next = index + 1 < end ? bytes[index + 1] : 0
        if byte == slash && next == star {
          hasComment = true
          top = .blockComment(depth: depth + 1)
          index += 2
          continue
        }
        if byte == star && next == slash {
          hasComment = true
          if depth == 1 {
            pop()
          } else {
            top = .blockComment(depth: depth - 1)
          }
          index += 2
          continue
        }
        if !isWhitespace(byte) { hasComment = true }
        index += 1
      }
    }
    if hasAnything { endLine() }
    switch top {
    case .string, .interpolation: problems.insert(.unterminatedString)
    case .regex: problems.insert(.unterminatedRegex)
    case .blockComment: problems.insert(.unterminatedComment)
    case .code: break
    }
    return Result(counts: counts, problems: problems)
  }
}
