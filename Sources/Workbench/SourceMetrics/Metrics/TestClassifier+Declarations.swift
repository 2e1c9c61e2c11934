import Foundation

/// Reading a test file's declarations, and following the names its tests use.
extension TestClassifier {
  struct ParsedFile {
    package var path: String
    var bytes: [UInt8]
    var tokens: [(token: String, line: Int)]
  }

  /// One declaration of a test file: from its attributes and modifiers to the next
  /// declaration at its own level.
  struct Member {
    enum Kind {
      case type, `extension`, test, function, storedProperty, computedProperty, initializer,
        other
    }

    var kind: Kind
    package var name: String
    /// The names of the types (or extended types) it is declared in, outermost first.
    var container: [String]
    /// Whether the innermost of them is an extension.
    var inExtension = false
    var file: Int
    var tokens: Range<Int>

    static let declarationKeywords: Set<String> = [
      "struct", "class", "enum", "actor", "protocol", "extension", "func", "init", "deinit",
      "subscript", "var", "let", "typealias", "associatedtype", "case", "import",
    ]

    static let modifiers: Set<String> = [
      "private", "fileprivate", "internal", "public", "open", "package", "static", "final",
      "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience",
      "required", "nonisolated", "dynamic", "indirect",
    ]

    /// Tokens after which an attribute belongs to a type, not to a new declaration.
    static let typeContext: Set<String> = [":", "=", "->", ",", "(", "<", "&"]

    /// The tokens of one declaration from `index`: where it starts, its keyword (nil for
    /// tokens that declare nothing), its body's range and whether it assigns at its top level
    /// (a stored property's initial value); `index` ends after it.
    static func declaration(
      _ tokens: [(token: String, line: Int)], from index: inout Int, in range: Range<Int>
    ) -> (start: Int, keyword: Int?, body: Range<Int>?, assigns: Bool) {
      let start = index
      var keyword: Int?
      var depth = 0
      var body: Range<Int>?
      var bodyOpen: Int?
      var assigns = false
      while index < range.upperBound {
        let token = tokens[index].token
        let previous = index > range.lowerBound ? tokens[index - 1].token : ""
        let next = index + 1 < range.upperBound ? tokens[index + 1].token : ""
        // `class func` and `class var`: `class` is a modifier there; `: class` constrains.
        let isModifier =
          modifiers.contains(token)
          || (token == "class"
            && (declarationKeywords.contains(next) || modifiers.contains(next)))
        let isKeyword =
          declarationKeywords.contains(token) && !isModifier && previous != "."
          && !typeContext.contains(previous)
        let startsDeclaration =
          previous != "." && !typeContext.contains(previous)
          && (isKeyword || isModifier || token.hasPrefix("@"))
        if depth == 0, keyword != nil, startsDeclaration { break }
        if depth == 0, keyword == nil, isKeyword { keyword = index }
        switch token {
        case "{", "(", "[":
          if token == "{", depth == 0, keyword != nil, bodyOpen == nil { bodyOpen = index }
          depth += 1
        case "}", ")", "]":
          depth -= 1
          if depth == 0, token == "}", let open = bodyOpen, body == nil {
            body = (open + 1)..<index
          }
        case "=" where depth == 0 && bodyOpen == nil:
          assigns = true
        default:
          break
        }
        index += 1
        if depth < 0 { break }
      }
      return (start, keyword, body, assigns)
    }

    /// The declarations in `range` of `tokens`, and those nested in their bodies.
    static func parse(
      _ tokens: [(token: String, line: Int)], in range: Range<Int>, container: [String],
      inExtension: Bool = false, file: Int
    ) -> [Member] {
      var result: [Member] = []
      var index = range.lowerBound
      while index < range.upperBound {
        let (start, found, body, assigns) = declaration(tokens, from: &index, in: range)
        guard let keyword = found else { continue }
        let word = tokens[keyword].token
        let name = keyword + 1 < index ? tokens[keyword + 1].token : ""
        var member = Member(
          kind: .other, name: name, container: container, inExtension: inExtension, file: file,
          tokens: start..<index)
        switch word {
        case "struct", "class", "enum", "actor", "protocol":
          member.kind = .type
          if let body {
            result += parse(tokens, in: body, container: container + [name], file: file)
          }
        case "extension":
          // `extension A.B`: the members belong to `B` in `A`.
          var path: [String] = []
          var position = keyword + 1
          while position < index, tokens[position].token != "{", tokens[position].token != ":",
            tokens[position].token != "where"
          {
            if tokens[position].token != "." { path.append(tokens[position].token) }
            position += 1
          }
          member.kind = .extension
          member.name = path.last ?? ""
          if let body {
            result += parse(tokens, in: body, container: path, inExtension: true, file: file)
          }
        case "func":
          let isTest = tokens[start..<keyword].contains { $0.token == "@Test" }
          member.kind = isTest ? .test : .function
          if isTest { member.name += argumentLabels(tokens, at: keyword + 2, before: index) }
        case "init":
          member.kind = .initializer
        case "var", "let":
          let isLazy = tokens[start..<keyword].contains { $0.token == "lazy" }
          member.kind = body == nil || assigns || isLazy ? .storedProperty : .computedProperty
        default:
          break
        }
        result.append(member)
      }
      return result
    }
  }

  /// `(layer:)`: the argument labels of the parameter list opening at `open`, as
  /// swift-testing writes them in a test's name.
  private static func argumentLabels(
    _ tokens: [(token: String, line: Int)], at open: Int, before end: Int
  ) -> String {
    guard open < end, tokens[open].token == "(" else { return "()" }
    var labels = ""
    var depth = 0
    var startsParameter = true
    for index in open..<end {
      let token = tokens[index].token
      if startsParameter, depth == 1, token != ")" {
        labels += "\(token):"
        startsParameter = false
      }
      switch token {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 1: startsParameter = true
      default: break
      }
      if depth == 0 { break }
    }
    return "(\(labels))"
  }

  // MARK: - Following names

  /// Where the names a test uses lead: its suite's members and fixture, and the target's
  /// helpers.
  struct Scope {
    package var files: [ParsedFile]
    /// Per suite (its container path), its members by name.
    var suiteMembers: [[String]: [String: [Member]]] = [:]
    /// Per suite, what runs for every test: stored properties and initializers.
    var fixtures: [[String]: [Member]] = [:]
    /// Types, extensions (by the extended type's name), their members and free functions
    /// and properties that belong to no suite, by name.
    var helpers: [String: [Member]] = [:]
    /// The names `AppSession`s are bound to (`let session = AppSession()`).
    var sessionNames: Set<String> = []

    init(members: [Member], files: [ParsedFile]) {
      self.files = files
      let suites = Set(members.filter { $0.kind == .test }.map(\.container))
      for member in members where member.kind != .test {
        if suites.contains(member.container) {
          if [.storedProperty, .initializer].contains(member.kind) {
            fixtures[member.container, default: []].append(member)
          }
          suiteMembers[member.container, default: [:]][member.name, default: []].append(member)
        } else if member.container.isEmpty || member.inExtension,
          // A suite, or an extension of one, is no helper: naming it brings in no test.
          !suites.contains(member.container + [member.name])
        {
          helpers[member.name, default: []].append(member)
        }
      }
      for file in files {
        let tokens = file.tokens
        for index in tokens.indices.dropFirst().dropLast(2)
        where ["let", "var"].contains(tokens[index - 1].token)
          && [":", "="].contains(tokens[index + 1].token)
          && tokens[index + 2].token == "AppSession"
        {
          sessionNames.insert(tokens[index].token)
        }
      }
    }

    /// Whether `test` needs the UI kit and the backend.
    func needs(of test: Member, uiKitTypes: Set<String>) -> (uiKit: Bool, backend: Bool) {
      var uiKit = false
      var backend = false
      var pending = [test] + (fixtures[test.container] ?? [])
      var seen: Set<[Int]> = []
      while let member = pending.popLast() {
        guard seen.insert([member.file, member.tokens.lowerBound]).inserted else { continue }
        let tokens = files[member.file].tokens
        for index in member.tokens {
          let token = tokens[index].token
          if uiKitTypes.contains(token) { uiKit = true }
          if TestClassifier.backendTypes.contains(token) { backend = true }
          if sessionNames.contains(token), index + 2 < tokens.count,
            tokens[index + 1].token == "."
          {
            let used = tokens[index + 2].token
            if TestClassifier.uiKitSessionMembers.contains(used) { uiKit = true }
            if TestClassifier.backendSessionMembers.contains(used) { backend = true }
          }
          pending += suiteMembers[test.container]?[token] ?? helpers[token] ?? []
        }
      }
      return (uiKit, backend)
    }
  }
}
