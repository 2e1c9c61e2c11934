/// Counts declarations from tokens, never from raw text: comments and strings are gone
/// before it looks, so nothing inside them counts (docs/METRICS.md has the rules).
///
/// It takes the tokens one at a time (`add`). A keyword whose count depends on the one or
/// two tokens after it waits for them (`Waiting`), and the functions whose body is not
/// found yet wait on a stack, one per bracket depth: every token is looked at a fixed
/// number of times, so a file takes time in proportion to its length, however its brackets
/// are (un)balanced.
///
/// With an `ExtentRecorder` it also records where each type, extension and function with a
/// body begins and ends; with `NoExtents` (what `DeclarationCounter(bytes)` makes) that
/// bookkeeping is compiled out.
package struct DeclarationCounter<Extents: ExtentRecording>: TokenSink {
  package static var takesLines: Bool { Extents.records }

  /// A keyword read, whose count depends on what follows it.
  private enum Waiting {
    case nothing
    /// `class`, `struct`, `enum`, `protocol`, `actor`: a name, then `{`, `:`, `<` or `where`.
    case typeName(Declarations.TypeDeclaration.Kind)
    case afterTypeName(Declarations.TypeDeclaration.Kind, name: SwiftToken)
    /// `extension`, `typealias`, `associatedtype`: a name.
    case extensionName, typealiasName, associatedTypeName
    /// `init`: `(`, `?`, `!` or `<`; `subscript`: `(` or `<`; `deinit`: its body.
    case initParameters, subscriptParameters, deinitBody
  }

  /// A `func`, `init` or `subscript` whose body is not found yet, and the bracket depth of
  /// its keyword: its body is a `{` at that depth.
  private struct Header {
    var depth: Int
    var isSubscript: Bool
    /// Its number for the extents (0 when none are recorded).
    var number: Int32
  }

  /// The file's bytes, where the tokens are.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var declarations = Declarations()
  /// The kind of the token before, and where it ended.
  private var previous = SwiftToken.Kind.other
  private var previousEnd = -1
  private var waiting = Waiting.nothing
  /// Parentheses and square brackets open.
  private var depth = 0
  /// Headers waiting for a body, deepest last; at most one a depth, as each header ends the
  /// one before it at its own depth.
  private var headers: [Header] = []
  /// A subscript's `{` was read: its body is a requirement if only accessors follow to `}`.
  private var readsAccessors = false
  /// Parentheses open in an attribute's arguments, which the counter does not see.
  private var attributeDepth = 0
  /// Where the bodies are, if `Extents` records them.
  private(set) var extents = Extents()

  package init(_ bytes: UnsafeBufferPointer<UInt8>, recording: Extents.Type) {
    self.bytes = bytes
  }

  package mutating func endLine(isCode: Bool) {
    extents.endLine(isCode: isCode)
  }

  /// Reads the next token of the code.
  @inline(__always)
  package mutating func add(_ token: SwiftToken) {
    // An attribute's arguments (`@attached(member, names: named(init(_:)))`) declare
    // nothing: they are skipped to their closing parenthesis.
    if attributeDepth > 0 {
      if token.kind == .openParenthesis { attributeDepth += 1 }
      if token.kind == .closeParenthesis { attributeDepth -= 1 }
      return
    }
    if token.kind == .openParenthesis, previous == .attribute, previousEnd == token.start {
      attributeDepth = 1
      return
    }
    if case .nothing = waiting {} else { decideWaiting(token) }
    if readsAccessors { readAccessors(token) }
    readHeaders(token)
    if previous != .dot { begin(token) }
    if Extents.records { extents.add(token, in: bytes, functions: declarations.functions) }
    previous = token.kind
    previousEnd = token.end
  }

  /// Reads the end of the code and returns what was counted.
  package mutating func finish() -> Declarations {
    // A header still open at the end has no body.
    declarations.requirements += headers.count
    headers = []
    if readsAccessors { declarations.functions += 1 }
    readsAccessors = false
    waiting = .nothing
    if Extents.records { extents.finish(functions: declarations.functions) }
    return declarations
  }

  /// Counts, or lets wait, the declaration `token` begins.
  @inline(__always)
  private mutating func begin(_ token: SwiftToken) {
    // `import struct M.T`, `import func M.f`: an import names a declaration, declares none.
    let isImported = previous == .import
    if Extents.records, token.kind.mayHaveBody { extents.keyword(token) }
    switch token.kind {
    case .class, .struct, .enum, .protocol, .actor:
      if !isImported, let kind = Declarations.TypeDeclaration.Kind(token.kind) {
        waiting = .typeName(kind)
      }
    case .extension:
      if !isImported, !previous.precedesTypeExpression { waiting = .extensionName }
    case .typealias:
      if !isImported { waiting = .typealiasName }
    case .associatedtype:
      waiting = .associatedTypeName
    case .func:
      if !isImported {
        headers.append(Header(depth: depth, isSubscript: false, number: extents.header()))
      }
    case .`init`:
      waiting = .initParameters
    case .subscript:
      waiting = .subscriptParameters
    case .deinit:
      waiting = .deinitBody
    default:
      break
    }
  }

  /// Counts the declaration that waited for `token`, if `token` makes it one.
  @inline(never)
  private mutating func decideWaiting(_ token: SwiftToken) {
    let decided = waiting
    waiting = .nothing
    switch decided {
    case .nothing:
      break
    case .typeName(let kind):
      if isName(token) { waiting = .afterTypeName(kind, name: token) }
    case .afterTypeName(let kind, let name):
      if token.kind.followsTypeName {
        let text = SwiftTokenizer.text(of: name, in: bytes)
        declarations.types.append(.init(name: text, kind: kind))
        if Extents.records { extents.typeDeclared(name: text) }
      }
    case .extensionName:
      if isName(token) {
        declarations.extensions += 1
        if Extents.records { extents.extensionDeclared() }
      }
    case .typealiasName:
      if isName(token) { declarations.typealiases += 1 }
    case .associatedTypeName:
      if isName(token) { declarations.associatedTypes += 1 }
    case .initParameters, .subscriptParameters:
      // The header began at the keyword, before this token, at the same depth.
      let isSubscript = if case .subscriptParameters = decided { true } else { false }
      if isSubscript ? token.kind.followsSubscript : token.kind.followsInit {
        headers.append(Header(depth: depth, isSubscript: isSubscript, number: extents.header()))
      }
    case .deinitBody:
      if token.kind == .openBrace {
        declarations.functions += 1
        if Extents.records { extents.body(ofHeader: extents.header()) }
      }
    }
  }

  /// After a subscript's `{`: the first word that is not an accessor tells a body from a
  /// list of accessors.
  private mutating func readAccessors(_ token: SwiftToken) {
    guard !token.kind.isAccessorWord else { return }
    readsAccessors = false
    if token.kind == .closeBrace {
      declarations.requirements += 1
      if Extents.records { extents.accessorsOnly() }
    } else {
      declarations.functions += 1
    }
  }

  /// Shows `token` to the headers waiting for a body: a `{` at a header's depth is its body;
  /// the next declaration at its depth, or one that begins deeper, means it has none.
  @inline(__always)
  private mutating func readHeaders(_ token: SwiftToken) {
    switch token.kind {
    case .openParenthesis, .openBracket:
      depth += 1
    case .closeParenthesis, .closeBracket:
      depth -= 1
      // A header that closes a bracket it did not open was inside an expression (an
      // argument, `#selector(init(x:))`), not a declaration: it has no body.
      while let last = headers.last, last.depth > depth {
        headers.removeLast()
        declarations.requirements += 1
      }
    case .openBrace:
      guard let last = headers.last, last.depth == depth else { return }
      headers.removeLast()
      if last.isSubscript { readsAccessors = true } else { declarations.functions += 1 }
      if Extents.records { extents.body(ofHeader: last.number) }
    default:
      let isAttribute = token.kind == .attribute && previous != .arrow
      if let last = headers.last, last.depth == depth,
        token.kind.endsHeader || isAttribute || token.kind == .directive
      {
        headers.removeLast()
        declarations.requirements += 1
      }
      if token.kind.beginsDeclaration {
        // A declaration inside a header's brackets: every header whose brackets are still
        // open has no body.
        let kept = headers.last.map { $0.depth == depth ? 1 : 0 } ?? 0
        declarations.requirements += headers.count - kept
        headers.removeFirst(headers.count - kept)
      }
    }
  }

  /// Whether `token` can be a declared name: an identifier that is not a keyword. Never
  /// inlined: it is seldom called, and the Unicode properties it reads would slow down
  /// every token where it stood.
  @inline(never)
  private func isName(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .escapedWord, .get, .set: return true
    case .word:
      let text = SwiftTokenizer.text(of: token, in: bytes)
      guard let first = text.unicodeScalars.first else { return false }
      return (first.properties.isAlphabetic || first == "_") && !declarationKeywords.contains(text)
    default: return false
    }
  }
}

extension DeclarationCounter where Extents == NoExtents {
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.init(bytes, recording: NoExtents.self)
  }

  /// The declarations in Swift source.
  package static func count(_ source: [UInt8]) -> Declarations {
    source.withUnsafeBufferPointer { bytes in
      var counter = DeclarationCounter(bytes)
      _ = LineLexer.scan(bytes, tokens: &counter)
      return counter.finish()
    }
  }
}

extension DeclarationCounter where Extents == ExtentRecorder {
  /// The declarations in Swift source, and the extents of those with a body.
  package static func countWithExtents(_ source: [UInt8]) -> (Declarations, [Extent]) {
    source.withUnsafeBufferPointer { bytes in
      var counter = DeclarationCounter(bytes, recording: ExtentRecorder.self)
      _ = LineLexer.scan(bytes, tokens: &counter)
      let declarations = counter.finish()
      return (declarations, counter.extents.extents)
    }
  }
}

/// Words that are never a declared name.
private let declarationKeywords: Set<String> = [
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
