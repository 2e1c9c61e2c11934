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

  // The one loop every byte goes through: kept flat and allocation-free for speed.
  // swift-format-ignore
  public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, keepingCode: Bool) -> Result {
    var counts = LineCounts()
    var problems: Set<Problem> = []
    var code: [UInt8] = []
    if keepingCode { code.reserveCapacity(bytes.count) }
    var stack: [Context] = [.code]
    var hasCode = false
    var hasComment = false
    var hasAnything = false
    let end = bytes.count
    var index = 0

    func hashes(from start: Int) -> Int {
      var count = 0
      while start + count < end, bytes[start + count] == hash { count += 1 }
      return count
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
      while case .string(false, _)? = stack.last {
        problems.insert(.unterminatedString)
        stack.removeLast()
        if case .interpolation? = stack.last { stack.removeLast() }
      }
      switch stack.last {
      case .string?, .regex?: hasCode = true
      default: break
      }
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
      switch stack[stack.count - 1] {
      case .code, .interpolation:
        if isWhitespace(byte) {
          if keepingCode { code.append(byte) }
          index += 1
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
          stack.append(.blockComment(depth: 1))
          index += 2
          continue
        }
        hasCode = true
        if byte == quote || byte == hash {
          let count = byte == hash ? hashes(from: index) : 0
          let after = index + count
          if after < end, bytes[after] == quote {
            let isMultiline = after + 2 < end && bytes[after + 1] == quote && bytes[after + 2] == quote
            stack.append(.string(multiline: isMultiline, hashes: count))
            if keepingCode { code.append(quote) }
            index = after + (isMultiline ? 3 : 1)
            continue
          }
          if count > 0, after < end, bytes[after] == slash {
            stack.append(.regex(hashes: count))
            if keepingCode { code.append(quote) }
            index = after + 1
            continue
          }
        }
        if case .interpolation(let parentheses) = stack[stack.count - 1] {
          if byte == openParenthesis {
            stack[stack.count - 1] = .interpolation(parentheses: parentheses + 1)
          } else if byte == closeParenthesis {
            if parentheses == 0 {
              stack.removeLast()
              index += 1
              continue
            }
            stack[stack.count - 1] = .interpolation(parentheses: parentheses - 1)
          }
          index += 1
          continue
        }
        if keepingCode { code.append(byte) }
        index += 1
      case .string(let isMultiline, let count):
        hasCode = true
        if byte == backslash {
          let escapeHashes = hashes(from: index + 1)
          if escapeHashes == count {
            let escaped = index + 1 + count
            if escaped < end, bytes[escaped] == openParenthesis {
              stack.append(.interpolation(parentheses: 0))
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
            stack.removeLast()
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
          stack.removeLast()
          if keepingCode { code.append(quote) }
          index += 1 + count
          continue
        }
        index += 1
      case .blockComment(let depth):
        let next = index + 1 < end ? bytes[index + 1] : 0
        if byte == slash && next == star {
          hasComment = true
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
          index += 2
          continue
        }
        if byte == star && next == slash {
          hasComment = true
          if depth == 1 {
            stack.removeLast()
            if keepingCode { code.append(0x20) }
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1)
          }
          index += 2
          continue
        }
        if !isWhitespace(byte) { hasComment = true }
        index += 1
      }
    }
    if hasAnything || hasCode { endLine() }
    switch stack.last {
    case .string?: problems.insert(.unterminatedString)
    case .regex?: problems.insert(.unterminatedRegex)
    case .blockComment?: problems.insert(.unterminatedComment)
    case .interpolation?: problems.insert(.unterminatedString)
    default: break
    }
    return Result(counts: counts, problems: problems, code: code)
  }
}
