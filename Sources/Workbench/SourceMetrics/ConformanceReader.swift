/// Reads, from a file's tokens, what each type and extension says it conforms to or inherits
/// from: the names after the colon of `class A: B, C {`, `struct A<T: P>: B where … {` and
/// `extension M.A: B {` (as `A`). The role diagrams draw an arrow through a protocol from it
/// (`ComparisonReport.roleReferences`). A protocol's own colon (`protocol A: B`) is not read:
/// it refines a protocol, it conforms to none.
struct ConformanceReader {
  private enum State {
    case idle
    /// After `class`, `struct`, `enum`, `actor` or `extension`: the name.
    case name
    /// After the name: `.` (an extension of a nested type), `<`, or the colon.
    case afterName
    /// In the generic parameters, this many angle brackets deep.
    case generics(Int)
    /// After the colon, to the `{` or `where`.
    case inherited
  }

  private var state = State.idle
  private var type = ""
  private var names: [String] = []
  /// Whether the word after a `.` in the list replaces the last name (`Foundation.Sendable`).
  private var qualifies = false
  /// Type name to the names after its colons, in the order read.
  private(set) var conformances: [String: [String]] = [:]

  /// Reads the next token of the code, `previous` being the kind of the one before and
  /// `text` its text.
  mutating func add(_ token: SwiftToken, previous: SwiftToken.Kind, text: () -> String) {
    switch state {
    case .idle:
      guard previous != .dot, previous != .import else { return }
      switch token.kind {
      case .class, .struct, .enum, .actor, .extension: state = .name
      default: break
      }
    case .name:
      if token.kind == .word || token.kind == .escapedWord {
        type = text()
        state = .afterName
      } else {
        state = .idle
      }
    case .afterName:
      switch token.kind {
      case .dot: state = .name
      case .less: state = .generics(1)
      case .colon: (names, qualifies, state) = ([], false, .inherited)
      default: state = .idle
      }
    case .generics(let depth):
      let closing = token.kind == .other ? text().count { $0 == ">" } : 0
      let deeper = depth + (token.kind == .less ? 1 : 0) - closing
      state = deeper > 0 ? .generics(deeper) : .afterName
    case .inherited:
      readInherited(token, text: text)
    }
  }

  private mutating func readInherited(_ token: SwiftToken, text: () -> String) {
    switch token.kind {
    case .word:
      if qualifies, !names.isEmpty { names.removeLast() }
      names.append(text())
      qualifies = false
    case .dot:
      qualifies = true
    case .comma, .ampersand, .attribute, .less, .other:
      qualifies = false
    case .openBrace, .where:
      conformances[type, default: []] += names
      state = .idle
    default:
      state = .idle
    }
  }
}
