import Coverage
import SourceMetrics

/// The code of a function the story view shows: found by its name among a file's extents,
/// cut from its keyword's line to its closing brace, and highlighted as HTML.
enum StorySource {
  /// The extent of the function or initializer `declaration` (`UsersViewModel.load()`,
  /// `X.init(service:)`) in `file`: a function of that name whose enclosing types and
  /// extensions end with the declaration's context and, in `source` (the file's text),
  /// whose argument labels are the declaration's (`tableView(_:cellForRowAt:)` is not
  /// `tableView(_:numberOfRowsInSection:)`). An accessor (`X.rows.getter`) or a property's
  /// initial value has none.
  static func extent(of declaration: String, in file: FileMetrics, source: String? = nil)
    -> Extent?
  {
    var base = Substring(declaration)
    var labels: Substring?
    if base.hasSuffix(")"), let open = base.lastIndex(of: "(") {
      labels = base[base.index(after: open)..<base.index(before: base.endIndex)]
      base = base[..<open]
    }
    guard let name = base.split(separator: ".").last.map(String.init) else { return nil }
    let context = SourceFunction.context(of: declaration)
    let lines = source?.split(separator: "\n", omittingEmptySubsequences: false)
    let candidates = file.extents.filter { extent in
      guard extent.kind == .function, extent.name == name else { return false }
      var enclosing: [String] = []
      var parent = extent.parent
      while let index = parent, file.extents.indices.contains(index) {
        enclosing.insert(
          contentsOf: file.extents[index].name.split(separator: ".").map(String.init), at: 0)
        parent = file.extents[index].parent
      }
      return context.isEmpty || enclosing.suffix(context.count) == context[...]
        || enclosing.last == context.last
    }
    guard candidates.count > 1, let labels, let lines else { return candidates.first }
    return candidates.first { extent in
      self.labels(from: lines.dropFirst(extent.line - 1).joined(separator: "\n"))
        == String(labels)
    } ?? candidates.first
  }

  /// The argument labels of the first parameter list in `header` (`func f(_ a: A, b c: B)`
  /// reads `_:b:`), commas inside brackets, generics and parentheses not counted.
  static func labels(from header: String) -> String? {
    guard let open = header.firstIndex(of: "(") else { return nil }
    var depth = 0
    var parameters: [String] = [""]
    var previous: Character = " "
    for character in header[header.index(after: open)...] {
      defer { previous = character }
      switch character {
      case "(", "[", "<": depth += 1
      case ")" where depth == 0:
        let labels = parameters.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
          .filter { !$0.isEmpty }.compactMap { $0.split(separator: " ").first }
          .map { ($0.hasSuffix(":") ? String($0.dropLast()) : String($0)) + ":" }
        return labels.joined()
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      case "," where depth == 0:
        parameters.append("")
        continue
      default: break
      }
      parameters[parameters.count - 1].append(character)
    }
    return nil
  }

  /// The lines of `text` (a file's) that `extent` spans: from its keyword's line to its
  /// closing brace's, as the declaration counter found them, strings, raw strings and
  /// comments of any kind understood; to the end of the file when it has no closing brace.
  static func body(of extent: Extent, in text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.indices.contains(extent.line - 1) else { return "" }
    let end = extent.endLine >= extent.line ? min(extent.endLine, lines.count) : lines.count
    return lines[(extent.line - 1)..<end].joined(separator: "\n")
  }

  enum Kind { case code, string, comment }

  /// One line cut in code, string literals and a line comment: enough to count braces and
  /// to colour the line (a string or block comment over several lines is read line by line).
  static func tokens(_ line: String) -> [(kind: Kind, text: String)] {
    var tokens: [(kind: Kind, text: String)] = []
    var current = ""
    var inString = false
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      let next = line.index(after: index)
      if !inString, character == "/", next < line.endIndex, line[next] == "/" {
        if !current.isEmpty { tokens.append((.code, current)) }
        tokens.append((.comment, String(line[index...])))
        return tokens
      }
      if inString, character == "\\", next < line.endIndex {
        // An escape, `\"` or `\(` among them, stays in the string.
        current += String(line[index...next])
        index = line.index(after: next)
        continue
      }
      if character == "\"" {
        if inString {
          tokens.append((.string, current + "\""))
          current = ""
        } else {
          if !current.isEmpty { tokens.append((.code, current)) }
          current = "\""
        }
        inString.toggle()
      } else {
        current.append(character)
      }
      index = next
    }
    if !current.isEmpty { tokens.append((inString ? .string : .code, current)) }
    return tokens
  }

  static let keywords: Set<String> = [
    "func", "var", "let", "if", "else", "guard", "return", "for", "in", "while", "switch",
    "case", "default", "class", "struct", "enum", "protocol", "extension", "init", "deinit",
    "self", "Self", "super", "import", "private", "fileprivate", "internal", "public",
    "package", "static", "final", "override", "weak", "unowned", "async", "await", "throws",
    "throw", "try", "do", "catch", "nil", "true", "false", "some", "any", "inout", "defer",
    "where", "is", "as", "break", "continue", "lazy", "mutating", "nonisolated",
  ]

  /// `code`, escaped, with keywords, types, numbers, strings and comments in spans.
  static func highlighted(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      tokens(String(line)).map { token in
        switch token.kind {
        case .string: "<span class=\"str\">\(HTMLReport.escape(token.text))</span>"
        case .comment: "<span class=\"com\">\(HTMLReport.escape(token.text))</span>"
        case .code: highlightedCode(token.text)
        }
      }.joined()
    }.joined(separator: "\n")
  }

  /// Code outside strings and comments: each word a keyword, a type (a capital first), a
  /// number or plain.
  private static func highlightedCode(_ text: String) -> String {
    var html = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      let escaped = HTMLReport.escape(word)
      if keywords.contains(word) || (word.hasPrefix("@") && word.count > 1) {
        html += "<span class=\"kw\">\(escaped)</span>"
      } else if word.first?.isNumber == true {
        html += "<span class=\"num\">\(escaped)</span>"
      } else if word.first?.isUppercase == true {
        html += "<span class=\"typ\">\(escaped)</span>"
      } else {
        html += escaped
      }
      word = ""
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "_"
        || (character == "@" && word.isEmpty)
      {
        word.append(character)
      } else {
        flush()
        html += HTMLReport.escape(String(character))
      }
    }
    flush()
    return html
  }
}
