/// Reads, from a file's tokens, what each type and extension says it conforms to or inherits
/// from: the names after the colon of `class A: B, C {`, `struct A<T: P>: B where … {` and
/// `extension M.A: B {` (as `A`), generic arguments (`Base<P>`) and suppressed ones
/// (`~Copyable`) left out. A protocol's own colon (`protocol A: B`) is not read: it refines a
/// protocol, it conforms to none.
///
/// It also tells, token by token, whether a name is declared rather than used
/// (`isDeclaring`): in a type's or an extension's header (its name, generic parameters and
/// conformances) or anywhere in a protocol's declaration (its requirements name types, they
/// call nothing). The role diagrams' arrows through a protocol come from the names used
/// (`FileMetrics.uses`, `ComparisonReport.protocolReferences`).
struct ConformanceReader {
  private enum State: Equatable {
    case idle
    /// After `class`, `struct`, `enum`, `actor` or `extension`: the name.
    case name
    /// After the name: `.` (an extension of a nested type), `<`, or the colon.
    case afterName
    /// In the generic parameters, this many angle brackets deep.
    case generics(Int)
    /// After the colon, to the `{` or `where`; this many angle brackets deep in a name's
    /// generic arguments.
    case inherited(Int)
  }

  /// Where a protocol's declaration stands: not in one, in its header, or in its body, the
  /// body's braces being this many deep.
  private enum ProtocolDeclaration: Equatable {
    case outside, header, body(Int)
  }

  private var state = State.idle
  private var declaration = ProtocolDeclaration.outside
  /// Braces open.
  private var braces = 0
  private var type = ""
  private var names: [String] = []
  /// What the next word of the list does: adds a name, replaces the last (after a `.`:
  /// `Foundation.Sendable`), or nothing (`~Copyable` is suppressed, not conformed to).
  private enum NextWord { case adds, replaces, skips }
  private var next = NextWord.adds
  /// Whether the last word of the list was skipped, and so is what a `.` after it qualifies.
  private var skipped = false
  /// Type name to the names after its colons, in the order read.
  private(set) var conformances: [String: [String]] = [:]
  /// Whether the token last read declares rather than uses: see the type's comment.
  private(set) var isDeclaring = false

  /// Reads the next token of the code, `previous` being the kind of the one before and
  /// `text` its text.
  mutating func add(_ token: SwiftToken, previous: SwiftToken.Kind, text: () -> String) {
    readProtocol(token, previous: previous)
    let inProtocol = declaration != .outside
    switch state {
    case .idle:
      guard previous != .dot, previous != .import else { break }
      switch token.kind {
      case .class, .struct, .enum, .actor, .extension: state = .name
      default: break
      }
    case .name:
      let isName = token.kind == .word || token.kind == .escapedWord
      if isName { type = text() }
      state = isName ? .afterName : .idle
    case .afterName:
      switch token.kind {
      case .dot: state = .name
      case .less: state = .generics(1)
      case .colon: (names, next, skipped, state) = ([], .adds, false, .inherited(0))
      default: state = .idle
      }
    case .generics(let depth):
      let deeper = depth + angles(token, text: text)
      state = deeper > 0 ? .generics(deeper) : .afterName
    case .inherited(let depth):
      readInherited(token, depth: depth, text: text)
    }
    isDeclaring = inProtocol || state != .idle
  }

  /// Follows a protocol's declaration, from its keyword to its body's closing brace.
  private mutating func readProtocol(_ token: SwiftToken, previous: SwiftToken.Kind) {
    switch token.kind {
    case .protocol where previous != .dot && previous != .import && declaration == .outside:
      declaration = .header
    case .openBrace:
      braces += 1
      if declaration == .header { declaration = .body(braces) }
    case .closeBrace:
      // The closing brace is the declaration's last token, still in it.
      if declaration == .body(braces) { declaration = .outside }
      braces -= 1
    default:
      break
    }
  }

  /// How many angle brackets `token` opens (`<`) or closes (`>`, `>>`, as written).
  private func angles(_ token: SwiftToken, text: () -> String) -> Int {
    if token.kind == .less { return 1 }
    return token.kind == .other ? -text().count { $0 == ">" } : 0
  }

  private mutating func readInherited(_ token: SwiftToken, depth: Int, text: () -> String) {
    switch token.kind {
    case .word where depth == 0:
      switch next {
      case .adds: names.append(text())
      case .replaces: names[names.count - 1] = text()
      case .skips: break
      }
      (skipped, next) = (next == .skips, .adds)
    case .word:
      break
    case .dot where depth == 0:
      next = skipped ? .skips : names.isEmpty ? .adds : .replaces
    case .less, .other:
      if depth == 0, token.kind == .other, text() == "~" { next = .skips }
      state = .inherited(max(0, depth + angles(token, text: text)))
    case .comma, .ampersand, .attribute, .dot:
      next = .adds
    case .openBrace, .where:
      conformances[type, default: []] += names
      state = .idle
    default:
      state = .idle
    }
  }
}
