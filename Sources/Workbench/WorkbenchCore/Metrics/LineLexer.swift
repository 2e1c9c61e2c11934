/// Classifies every line of Swift source as code, comment or blank, in one pass over the
/// bytes, and can hand back the code with comments and string contents removed, for the
/// declaration counter.
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
    /// The code with every comment removed and every string literal reduced to `""`;
    /// empty unless asked for.
    public var code: [UInt8]
  }

  private enum Context {
    case code
    /// `\(…)` inside a string: code, until its own closing parenthesis.
    case interpolation(parentheses: Int)
    case string(multiline: Bool, hashes: Int)
    case regex(hashes: Int)
    case blockComment(depth: Int)
  }

  private static let newline = UInt8(ascii: "\n")
  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")
  private static let quote = UInt8(ascii: "\"")
  private static let hash = UInt8(ascii: "#")
  private static let backslash = UInt8(ascii: "\\")
  private static let openParenthesis = UInt8(ascii: "(")
  private static let closeParenthesis = UInt8(ascii: ")")

  @inline(__always)
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  public static func scan(_ bytes: [UInt8], keepingCode: Bool = false) -> Result {
    bytes.withUnsafeBufferPointer { scan($0, keepingCode: keepingCode) }
  }

  /// Bytes that need a look in code, as bits of a mask over bytes 0 to 63: the starts of
  /// comments, strings and regexes (`/`, `"`, `#`), the parentheses of interpolations, white
  /// space and line breaks. Any other byte is code.
  private static let specialInCodeMask: UInt64 = [
    0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x22, 0x23, 0x28, 0x29, 0x2F,
  ].reduce(0) { $0 | (1 << $1) }

  @inline(__always)
  private static func isSpecialInCode(_ byte: UInt8, mask: UInt64) -> Bool {
    byte < 64 && mask & (1 << UInt64(byte)) != 0
  }

  /// Bytes that need a look inside a string: escapes, quotes and line breaks.
  @inline(__always)
  private static func isSpecialInString(_ byte: UInt8) -> Bool {
    byte == backslash || byte == quote || byte == newline
  }

  // The one loop every byte goes through: the context on top of the stack is kept in `top`,
  // and runs of ordinary bytes are skipped in tight inner loops, for speed.
  // swift-format-ignore
  public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, keepingCode: Bool) -> Result {
    var counts = LineCounts()
    var problems: Set<Problem> = []
    var code: [UInt8] = []
    if keepingCode { code.reserveCapacity(bytes.count) }
    var stack: [Context] = []
    var top = Context.code
    var hasCode = false
    var hasComment = false
    var hasAnything = false
    let end = bytes.count
    var index = 0
    // A local copy: a static read in the loop would check its one-time initialization each time.
    let mask = Self.specialInCodeMask

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
        if keepingCode { code.append(newline) }
        index += 1
        continue
      }
      hasAnything = true
      switch top {
      case .code, .interpolation:
        if !isSpecialInCode(byte, mask: mask) {
          hasCode = true
          let runStart = index
          index += 1
          while index < end, !isSpecialInCode(bytes[index], mask: mask) { index += 1 }
          if keepingCode, case .code = top { code.append(contentsOf: bytes[runStart..<index]) }
          continue
        }
        if isWhitespace(byte) {
          let runStart = index
          index += 1
          while index < end, isWhitespace(bytes[index]) { index += 1 }
          if keepingCode { code.append(contentsOf: bytes[runStart..<index]) }
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
            push(.string(multiline: isMultiline, hashes: count))
            if keepingCode { code.append(quote) }
            index = after + (isMultiline ? 3 : 1)
            continue
          }
          if count > 0, after < end, bytes[after] == slash {
            push(.regex(hashes: count))
            if keepingCode { code.append(quote) }
            index = after + 1
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
        if keepingCode { code.append(byte) }
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
          if isMultiline && matches { matches = bytes[index + 1] == quote && bytes[index + 2] == quote }
          if matches && hashes(from: index + closing) >= count {
            pop()
            if keepingCode { code.append(quote) }
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
          if keepingCode { code.append(quote) }
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
            if keepingCode { code.append(0x20) }
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
    return Result(counts: counts, problems: problems, code: code)
  }
}
