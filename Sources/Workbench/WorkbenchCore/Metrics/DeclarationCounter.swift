/// Counts declarations from tokens, never from raw text: comments and strings are gone
/// before it looks, so nothing inside them counts (docs/METRICS.md has the rules).
enum DeclarationCounter {
  /// Words that are never a declared name.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "await", "final",
    "override", "mutating", "nonmutating", "convenience", "required", "lazy", "weak",
    "unowned", "dynamic", "indirect", "package", "nonisolated", "consuming", "borrowing",
    "some", "any", "actor",
  ]

  /// Where a function's header has ended without a body: the next declaration began.
  private static let headerEnds: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "case", "}", ";", "typealias",
    "associatedtype", "class", "struct", "enum", "protocol", "extension", "static", "public",
    "private", "fileprivate", "internal", "open", "package", "mutating", "nonmutating",
    "override", "final", "convenience", "required", "import",
  ]

  /// Keywords that begin a declaration even inside an unclosed `(` or `[`: a header left
  /// open ends there, so a file of `func f(` lines is read once, not once a line.
  private static let declarationStarts: Set<String> = [
    "func", "class", "struct", "enum", "protocol", "extension", "import", "actor",
  ]

  private static let accessorWords: Set<String> = [
    "get", "set", "async", "throws", "mutating", "nonmutating", "}",
  ]

  static func count(_ tokens: [String]) -> Declarations {
    var declarations = Declarations()
    func isName(_ index: Int) -> Bool {
      guard let token = tokens[safe: index], let first = token.unicodeScalars.first else {
        return false
      }
      if first == "`" { return true }
      return (first.properties.isAlphabetic || first == "_") && !keywords.contains(token)
    }
    for (index, token) in tokens.enumerated() {
      let previous = tokens[safe: index - 1]
      guard previous != "." else { continue }
      switch token {
      case "class", "struct", "enum", "protocol", "actor":
        let following = tokens[safe: index + 2]
        guard previous != "import", isName(index + 1),
          following.map({ ["{", ":", "<", "where"].contains($0) }) ?? false,
          let kind = Declarations.TypeDeclaration.Kind(rawValue: token)
        else { continue }
        declarations.types.append(.init(name: tokens[index + 1], kind: kind))
      case "extension":
        if isName(index + 1), ![":", "->", "(", ",", "&", "<", "="].contains(previous ?? "") {
          declarations.extensions += 1
        }
      case "typealias":
        if isName(index + 1) { declarations.typealiases += 1 }
      case "associatedtype":
        if isName(index + 1) { declarations.associatedTypes += 1 }
      case "func":
        countFunction(at: index, in: tokens, into: &declarations)
      case "init":
        if let next = tokens[safe: index + 1], ["(", "?", "!", "<"].contains(next) {
          countFunction(at: index, in: tokens, into: &declarations)
        }
      case "subscript":
        if let next = tokens[safe: index + 1], ["(", "<"].contains(next) {
          countFunction(at: index, in: tokens, into: &declarations)
        }
      case "deinit":
        if tokens[safe: index + 1] == "{" { declarations.functions += 1 }
      default:
        continue
      }
    }
    return declarations
  }

  /// Finds whether the function declared at `start` has a body: a `{` at the header's own
  /// nesting level before the next declaration begins. A subscript whose braces hold only
  /// `get`/`set` is a requirement.
  private static func countFunction(
    at start: Int, in tokens: [String], into declarations: inout Declarations
  ) {
    var depth = 0
    var index = start + 1
    while index < tokens.count {
      let token = tokens[index]
      switch token {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "{" where depth == 0:
        // Only accessor words up to the `}`: read no further than the first other word.
        let isAccessorList =
          tokens[start] == "subscript"
          && tokens[(index + 1)...].first { !accessorWords.contains($0) || $0 == "}" } == "}"
        if isAccessorList { declarations.requirements += 1 } else { declarations.functions += 1 }
        return
      case _ where depth > 0 && declarationStarts.contains(token):
        declarations.requirements += 1
        return
      default:
        let isAttribute = token.hasPrefix("@") && tokens[index - 1] != "->"
        if depth == 0, headerEnds.contains(token) || isAttribute || token.hasPrefix("#") {
          declarations.requirements += 1
          return
        }
      }
      index += 1
    }
    declarations.requirements += 1
  }
}
