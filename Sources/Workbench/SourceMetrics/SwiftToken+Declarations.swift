extension Declarations.TypeDeclaration.Kind {
  /// The kind a type's keyword declares.
  package init?(_ keyword: SwiftToken.Kind) {
    switch keyword {
    case .class: self = .class
    case .struct: self = .struct
    case .enum: self = .enum
    case .protocol: self = .protocol
    case .actor: self = .actor
    default: return nil
    }
  }
}

// Sets of kinds as switches, which the compiler turns into a test of bits.
extension SwiftToken.Kind {
  /// Where a function's header has ended without a body: the next declaration began.
  var endsHeader: Bool {
    switch self {
    case .func, .var, .let, .`init`, .deinit, .subscript, .case, .closeBrace, .semicolon,
      .typealias, .associatedtype, .class, .struct, .enum, .protocol, .extension, .static,
      .public, .private, .fileprivate, .internal, .open, .package, .mutating, .nonmutating,
      .override, .final, .convenience, .required, .import:
      true
    default: false
    }
  }

  /// Keywords that begin a declaration even inside an unclosed `(` or `[`: a header left
  /// open ends there, so a file of `func f(` lines is read once, not once a line.
  var beginsDeclaration: Bool {
    switch self {
    case .func, .class, .struct, .enum, .protocol, .extension, .import, .actor: true
    default: false
    }
  }

  /// What may stand in a subscript's braces that hold only accessors: it is a requirement.
  var isAccessorWord: Bool {
    switch self {
    case .get, .set, .async, .throws, .mutating, .nonmutating: true
    default: false
    }
  }

  /// The keywords whose declaration may have a body: where an extent may begin.
  var mayHaveBody: Bool {
    switch self {
    case .class, .struct, .enum, .protocol, .actor, .extension, .func, .`init`, .subscript,
      .deinit:
      true
    default: false
    }
  }

  /// What follows a type's name: `{`, `:`, `<` or `where`.
  var followsTypeName: Bool {
    switch self {
    case .openBrace, .colon, .less, .where: true
    default: false
    }
  }

  /// What follows `init` that declares one: `init(`, `init?(`, `init!(`, `init<T>(`.
  var followsInit: Bool {
    switch self {
    case .openParenthesis, .question, .exclamation, .less: true
    default: false
    }
  }

  /// What follows `subscript` that declares one: `subscript(`, `subscript<T>(`.
  var followsSubscript: Bool { self == .openParenthesis || self == .less }

  /// What comes before `extension` in a type expression, where it declares nothing.
  var precedesTypeExpression: Bool {
    switch self {
    case .colon, .arrow, .openParenthesis, .comma, .ampersand, .less, .equals: true
    default: false
    }
  }
}
