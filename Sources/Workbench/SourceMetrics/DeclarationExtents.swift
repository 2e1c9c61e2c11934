/// A declaration with a body, and how large it is: what the size signals are measured from
/// (docs/METRICS.md, "Size signals").
public struct Extent: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    case type
    case `extension`
    case function
  }

  public var kind: Kind
  /// A type's name; the name an extension extends, as written (`UsersFeature.Action`); a
  /// function's name (`viewDidLoad`, `init`, `deinit`, `subscript`, `==`).
  public var name: String
  /// The index, in its file's extents, of the type, extension or function whose body holds
  /// it; nil at the top of the file.
  public var parent: Int?
  /// The line of its keyword (`class`, `extension`, `func`), counted from 1.
  public var line: Int
  /// The code lines from its keyword's line to the line of its closing brace, both
  /// included, by the line rules; to the end of the file when the brace is missing.
  public var codeLines = 0
  /// The functions with a body inside its braces, at any depth (in nested types too).
  public var functions = 0
  /// The line of its closing brace, counted from 1; 0 when the file ends before it.
  public var endLine = 0

  public init(
    kind: Kind, name: String, parent: Int? = nil, line: Int, codeLines: Int = 0,
    functions: Int = 0, endLine: Int = 0
  ) {
    self.kind = kind
    self.name = name
    self.parent = parent
    self.line = line
    self.codeLines = codeLines
    self.functions = functions
    self.endLine = endLine
  }
}

/// What the declaration counter tells about the bodies it finds, for the extents of types,
/// extensions and functions. `NoExtents` records nothing, and the counter, specialized for
/// it, does no more work than without it: `workbench analyze` never asks for extents.
package protocol ExtentRecording {
  /// False for a recorder that records nothing: then the counter never calls it.
  static var records: Bool { get }
  init()
  /// A line ended, code or not.
  mutating func endLine(isCode: Bool)
  /// A keyword that may begin a declaration with a body.
  mutating func keyword(_ token: SwiftToken)
  /// The type whose keyword came last was counted; its body is the next `{`.
  mutating func typeDeclared(name: String)
  /// The extension whose keyword came last was counted; the token read next is its name.
  mutating func extensionDeclared()
  /// A function's header began at the keyword that came last: its number, for `body`.
  mutating func header() -> Int32
  /// The next `{` is the body of the header numbered `header`.
  mutating func body(ofHeader header: Int32)
  /// The last `{` was a subscript's list of accessors, not a body.
  mutating func accessorsOnly()
  /// Every token of the code, after the counter read it; `functions` counted so far.
  mutating func add(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>, functions: Int)
  /// The end of the file: what is still open ends there.
  mutating func finish(functions: Int)
  /// What was recorded, in the order of the keywords.
  var extents: [Extent] { get }
}

/// Records nothing.
package struct NoExtents: ExtentRecording {
  package init() {}
  package static var records: Bool { false }
  package func endLine(isCode: Bool) {}
  package func keyword(_ token: SwiftToken) {}
  package func typeDeclared(name: String) {}
  package func extensionDeclared() {}
  package func header() -> Int32 { 0 }
  package func body(ofHeader header: Int32) {}
  package func accessorsOnly() {}
  package func add(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>, functions: Int) {}
  package func finish(functions: Int) {}
  package var extents: [Extent] { [] }
}

/// Records the extent of every type, extension and function with a body, in one pass: each
/// `{` is pushed and each `}` pops, and a body's code lines and functions are the running
/// counts at its `}` less those at its keyword and its `{`. Every token is looked at a fixed
/// number of times, however deep the nesting.
package struct ExtentRecorder: ExtentRecording {
  package static var records: Bool { true }

  /// Where a declaration began: its keyword's line, and the code lines before that line.
  private struct Start {
    var line: Int
    var codeBefore: Int
  }

  /// A `{` still open: the extent whose body it is (-1 for any other brace), and the
  /// innermost extent it is in, the parent of what is declared inside it.
  private struct Open {
    var extent: Int
    var enclosing: Int
  }

  /// A `{` that will be a body.
  private enum Pending {
    case nothing
    case extent(Int)
    case header(Int)
  }

  package private(set) var extents: [Extent] = []
  /// Where each extent began, and the functions counted before its `{`.
  private var starts: [(start: Start, functionsBefore: Int)] = []
  /// The function headers seen, by number, with their names once read. A subscript's body
  /// is counted as a function after its `{`, every other function at it.
  private var headers: [(start: Start, name: String, isSubscript: Bool)] = []
  private var stack: [Open] = []
  private var pending = Pending.nothing
  /// Code lines ended so far.
  private var codeLines = 0
  private var lastKeyword = SwiftToken(kind: .other, start: 0, end: 0, line: 1)
  private var lastKeywordStart = Start(line: 1, codeBefore: 0)
  /// A `func`'s header whose name is read from the tokens after the keyword, up to the end
  /// of the last one read.
  private var naming: (header: Int, after: Int)?
  /// An extension whose name is read, and whether a part of it (after `.`) comes next.
  private var extending: (extent: Int, expectsPart: Bool)?

  package init() {}

  package mutating func endLine(isCode: Bool) {
    if isCode { codeLines += 1 }
  }

  package mutating func keyword(_ token: SwiftToken) {
    lastKeyword = token
    lastKeywordStart = Start(line: token.line, codeBefore: codeLines)
  }

  private var enclosing: Int? {
    guard let last = stack.last, last.enclosing >= 0 else { return nil }
    return last.enclosing
  }

  private mutating func declare(_ kind: Extent.Kind, name: String) -> Int {
    extents.append(
      Extent(kind: kind, name: name, parent: enclosing, line: lastKeywordStart.line))
    starts.append((lastKeywordStart, 0))
    return extents.count - 1
  }

  package mutating func typeDeclared(name: String) {
    pending = .extent(declare(.type, name: name))
  }

  package mutating func extensionDeclared() {
    let extent = declare(.extension, name: "")
    pending = .extent(extent)
    extending = (extent, true)
  }

  package mutating func header() -> Int32 {
    let name = SwiftToken.Kind.keywordNames[lastKeyword.kind] ?? ""
    headers.append((lastKeywordStart, name, lastKeyword.kind == .subscript))
    if lastKeyword.kind == .func { naming = (headers.count - 1, lastKeyword.end) }
    return Int32(headers.count - 1)
  }

  package mutating func body(ofHeader header: Int32) {
    pending = .header(Int(header))
  }

  package mutating func accessorsOnly() {
    guard let last = stack.last, last.extent >= 0, last.extent == extents.count - 1 else { return }
    extents.removeLast()
    starts.removeLast()
    stack[stack.count - 1] = Open(extent: -1, enclosing: enclosingOutside(stack.count - 1))
  }

  /// The innermost extent around the brace at `index` of the stack.
  private func enclosingOutside(_ index: Int) -> Int {
    index > 0 ? stack[index - 1].enclosing : -1
  }

  package mutating func add(
    _ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>, functions: Int
  ) {
    if naming != nil || extending != nil { readName(token, in: bytes) }
    switch token.kind {
    case .openBrace:
      var extent = -1
      switch pending {
      case .nothing:
        break
      case .extent(let index):
        extent = index
        starts[index].functionsBefore = functions
      case .header(let number):
        let header = headers[number]
        extents.append(
          Extent(kind: .function, name: header.name, parent: enclosing, line: header.start.line))
        starts.append((header.start, functions + (header.isSubscript ? 1 : 0)))
        extent = extents.count - 1
      }
      pending = .nothing
      stack.append(Open(extent: extent, enclosing: extent >= 0 ? extent : (enclosing ?? -1)))
    case .closeBrace:
      pending = .nothing
      guard let open = stack.popLast() else { return }
      // The `}` is on a line not ended yet, and a code line.
      if open.extent >= 0 {
        close(open.extent, codeLines: codeLines + 1, functions: functions)
        extents[open.extent].endLine = token.line
      }
    default:
      break
    }
  }

  /// The name of a function (the token after `func`, or an operator's adjacent characters,
  /// `==`) and of an extension (`A.B`).
  private mutating func readName(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) {
    if let (number, after) = naming, token.start >= after {
      let isWord = token.kind == .word || token.kind == .escapedWord
      let isFirst = headers[number].name.isEmpty
      if isFirst || (!isWord && token.start == after && token.kind != .openParenthesis) {
        headers[number].name += SwiftTokenizer.text(of: token, in: bytes)
        naming = isWord ? nil : (number, token.end)
      } else {
        naming = nil
      }
    }
    if let (extent, expectsPart) = extending {
      let isName = [.word, .escapedWord, .get, .set].contains(token.kind)
      if isName && expectsPart {
        let separator = extents[extent].name.isEmpty ? "" : "."
        extents[extent].name += separator + SwiftTokenizer.text(of: token, in: bytes)
        extending = (extent, false)
      } else if token.kind == .dot && !expectsPart {
        extending = (extent, true)
      } else {
        extending = nil
      }
    }
  }

  private mutating func close(_ extent: Int, codeLines: Int, functions: Int) {
    extents[extent].codeLines = codeLines - starts[extent].start.codeBefore
    extents[extent].functions = functions - starts[extent].functionsBefore
  }

  package mutating func finish(functions: Int) {
    while let open = stack.popLast() {
      if open.extent >= 0 { close(open.extent, codeLines: codeLines, functions: functions) }
    }
    pending = .nothing
  }
}

extension SwiftToken.Kind {
  /// The names of the functions whose keyword is their name.
  fileprivate static let keywordNames: [SwiftToken.Kind: String] = [
    .`init`: "init", .deinit: "deinit", .subscript: "subscript",
  ]
}
