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
    sum.types += rhs.types
    sum.extensions += rhs.extensions
    sum.typealiases += rhs.typealiases
    sum.associatedTypes += rhs.associatedTypes
    sum.functions += rhs.functions
    sum.requirements += rhs.requirements
    return sum
  }

  /// How many types of each kind.
  public func count(of kind: TypeDeclaration.Kind) -> Int {
    types.count { $0.kind == kind }
  }
}
