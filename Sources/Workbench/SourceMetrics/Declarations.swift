/// The declarations of a Swift file, counted from its tokens.
public struct Declarations: Hashable, Sendable, Codable {
  /// A class, struct, enum, protocol or actor, at any depth.
  public struct TypeDeclaration: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      case `class`
      case `struct`
      case `enum`
      case `protocol`
      case actor
    }

    public var name: String
    public var kind: Kind
  }

  public var types: [TypeDeclaration] = []
  /// Extensions, typealiases and associated types: counted apart, never as types.
  public var extensions = 0
  public var typealiases = 0
  public var associatedTypes = 0
  /// `func`, `init`, `deinit` and `subscript` with a body.
  public var functions = 0
  /// The same without a body: protocol requirements.
  public var requirements = 0

  public init() {}

  public static func + (lhs: Declarations, rhs: Declarations) -> Declarations {
    var sum = lhs
    sum += rhs
    return sum
  }

  /// Adds in place: summing a tree's files this way appends each file's types once, where
  /// `+` would copy the types of all the files before it each time.
  public static func += (lhs: inout Declarations, rhs: Declarations) {
    lhs.types += rhs.types
    lhs.extensions += rhs.extensions
    lhs.typealiases += rhs.typealiases
    lhs.associatedTypes += rhs.associatedTypes
    lhs.functions += rhs.functions
    lhs.requirements += rhs.requirements
  }

  /// How many types of each kind.
  public func count(of kind: TypeDeclaration.Kind) -> Int {
    types.count { $0.kind == kind }
  }
}
