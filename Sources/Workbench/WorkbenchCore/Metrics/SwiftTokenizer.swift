/// Splits code (comments and string contents already removed by `LineLexer`) into the
/// tokens the declaration counter reads: identifiers, keywords, `@attributes`,
/// `#directives`, `""` for a string, numbers, `->`, and single punctuation characters.
enum SwiftTokenizer {
  static func tokens(_ code: [UInt8]) -> [String] {
    var tokens: [String] = []
    var index = 0
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
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "`"):
        var end = index + 1
        while end < code.count, code[end] != UInt8(ascii: "`"), code[end] != 0x0A { end += 1 }
        // Escaped identifiers keep their backticks, so they never read as keywords.
        tokens.append(String(decoding: code[index..<min(end + 1, code.count)], as: UTF8.self))
        index = end + 1
      case UInt8(ascii: "@"), UInt8(ascii: "#"):
        let end = word(from: index + 1)
        tokens.append(String(decoding: code[index..<end], as: UTF8.self))
        index = max(end, index + 1)
      case UInt8(ascii: "\""):
        // LineLexer leaves `""` for every string literal.
        tokens.append("\"\"")
        index += code[safe: index + 1] == UInt8(ascii: "\"") ? 2 : 1
      case UInt8(ascii: "-") where code[safe: index + 1] == UInt8(ascii: ">"):
        tokens.append("->")
        index += 2
      default:
        if isIdentifierByte(byte) {
          let end = word(from: index)
          tokens.append(String(decoding: code[index..<end], as: UTF8.self))
          index = end
        } else {
          tokens.append(String(UnicodeScalar(byte)))
          index += 1
        }
      }
    }
    return tokens
  }
}

extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
