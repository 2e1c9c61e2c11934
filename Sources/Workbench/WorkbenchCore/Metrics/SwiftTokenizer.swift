/// Splits code (comments and string contents already removed by `LineLexer`) into the
/// tokens the declaration counter reads: identifiers, keywords, `@attributes`,
/// `#directives`, `""` for a string, numbers, `->`, and single punctuation characters.
enum SwiftTokenizer {
  static func tokens(_ code: [UInt8]) -> [String] {
    var tokens: [String] = []
    scan(code) { token, _ in tokens.append(token) }
    return tokens
  }

  /// The tokens with the line each starts on, counted from 1: what the pattern rules report.
  static func tokensWithLines(_ code: [UInt8]) -> [(token: String, line: Int)] {
    var tokens: [(token: String, line: Int)] = []
    scan(code) { tokens.append(($0, $1)) }
    return tokens
  }

  private static func scan(_ code: [UInt8], _ emit: (String, Int) -> Void) {
    var index = 0
    var line = 1
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
    func word(from start: Int) -> Int {
      var end = start
      while end < code.count, isIdentifierByte(code[end]) { end += 1 }
      return end
    }
    while index < code.count {
      let byte = code[index]
      switch byte {
      case 0x0A:
        line += 1
        index += 1
      case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "`"):
        var end = index + 1
        while end < code.count, code[end] != UInt8(ascii: "`"), code[end] != 0x0A { end += 1 }
        // Escaped identifiers keep their backticks, so they never read as keywords.
        emit(String(decoding: code[index..<min(end + 1, code.count)], as: UTF8.self), line)
        // An unterminated one stops before the line break, which is counted next.
        index = code[safe: end] == 0x0A ? end : end + 1
      case UInt8(ascii: "@"), UInt8(ascii: "#"):
        let end = word(from: index + 1)
        emit(String(decoding: code[index..<end], as: UTF8.self), line)
        index = max(end, index + 1)
      case UInt8(ascii: "\""):
        // LineLexer leaves `""` for every string literal.
        emit("\"\"", line)
        index += code[safe: index + 1] == UInt8(ascii: "\"") ? 2 : 1
      case UInt8(ascii: "-") where code[safe: index + 1] == UInt8(ascii: ">"):
        emit("->", line)
        index += 2
      default:
        if isIdentifierByte(byte) {
          let end = word(from: index)
          emit(String(decoding: code[index..<end], as: UTF8.self), line)
          index = end
        } else {
          emit(String(UnicodeScalar(byte)), line)
          index += 1
        }
      }
    }
  }
}

extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
