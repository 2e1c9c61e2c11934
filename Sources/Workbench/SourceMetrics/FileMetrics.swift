/// The counts of one Swift file.
public struct FileMetrics: Hashable, Sendable, Codable {
  /// A type with the role the rules gave it; nil when none applies.
  public struct TypeMetrics: Hashable, Sendable, Codable {
    public var name: String
    public var kind: Declarations.TypeDeclaration.Kind
    public var role: Role?
  }

  /// Relative to the tree that was analyzed, `/`-separated.
  public var path: String
  public var lines: LineCounts
  public var declarations: Declarations
  public var types: [TypeMetrics]
  /// The role of the file: of the type it is named after, else of its first type, else of
  /// its folder. Lines are counted to this role.
  public var role: Role?
  /// The capitalized names the file's code mentions, sorted: the type references the role
  /// diagrams are drawn from.
  public var references: [String] = []
  /// Those of `references` the code uses: named outside a type's or an extension's header
  /// (its name, generic parameters and conformances) and outside protocol declarations
  /// (`ConformanceReader.isDeclaring`), sorted. Collected with `references`.
  public var uses: [String] = []
  /// Each type or extension of the file to the names after its colon (`ConformanceReader`).
  /// With `uses`, what the role diagrams' arrows through a protocol come from. Collected with
  /// `references`.
  public var conformances: [String: [String]] = [:]
  /// Every type, extension and function with a body, in the order of their keywords, with
  /// its code lines: what the size signals come from. Empty unless asked for
  /// (`SourceAnalyzer.Detail.measuresExtents`); its types are `types`, in the same order.
  public var extents: [Extent] = []
  /// The layer its folders name (`Domain`, `Data`, `Presentation`, `App`), if any.
  public var layer: String? { Layer.of(path) }
}

/// A problem with one file, reported on standard error; counting goes on.
public struct FileWarning: Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var message: String

  public var description: String { "warning: \(path): \(message)" }
}
