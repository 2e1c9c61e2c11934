/// The signals of a massive view controller, or of any unit grown too large: an
/// architecture's largest type and largest file, each by code lines and by functions, and
/// its longest function (docs/METRICS.md, "Size signals"). Read from the files' extents;
/// nil where the architecture has no such unit.
public struct SizeSignals: Hashable, Sendable {
  /// One unit of code and its size.
  public struct Unit: Hashable, Sendable {
    /// A type's or function's name with the types around it (`UsersFeature.State`,
    /// `UsersViewController.viewDidLoad`); a file's path.
    public var name: String
    /// The file it is in (a type extended elsewhere: the file that declares it).
    public var path: String
    /// Its keyword's line; nil for a file.
    public var line: Int?
    /// A type's own role; a file's role; a function's file's role.
    public var role: Role?
    public var codeLines: Int
    /// The functions with a body in it; nil for a function.
    public var functions: Int?
  }

  public var largestTypeByCodeLines: Unit?
  public var largestTypeByFunctions: Unit?
  public var largestFileByCodeLines: Unit?
  public var largestFileByFunctions: Unit?
  public var longestFunction: Unit?

  /// The signals of an architecture's source files, in path order. Of units of the same
  /// size, the first in path and line order is shown; by code lines, more functions wins a
  /// tie, and by functions, more code lines.
  public init(_ files: [FileMetrics]) {
    func larger(_ unit: Unit, _ than: Unit?, by size: (Unit) -> (Int, Int)) -> Bool {
      guard let than else { return true }
      return size(unit) > size(than)
    }
    let byCodeLines = { (unit: Unit) in (unit.codeLines, unit.functions ?? 0) }
    let byFunctions = { (unit: Unit) in (unit.functions ?? 0, unit.codeLines) }
    func keep(_ unit: Unit, _ byLines: inout Unit?, _ byCount: inout Unit?) {
      if larger(unit, byLines, by: byCodeLines) { byLines = unit }
      if larger(unit, byCount, by: byFunctions) { byCount = unit }
    }
    for file in files {
      let unit = Unit(
        name: file.path, path: file.path, role: file.role, codeLines: file.lines.code,
        functions: file.declarations.functions)
      keep(unit, &largestFileByCodeLines, &largestFileByFunctions)
    }
    for unit in Self.types(files) { keep(unit, &largestTypeByCodeLines, &largestTypeByFunctions) }
    for file in files {
      let names = Self.qualifiedNames(file.extents)
      for (index, extent) in file.extents.enumerated() where extent.kind == .function {
        let unit = Unit(
          name: names[index], path: file.path, line: extent.line, role: file.role,
          codeLines: extent.codeLines)
        if larger(unit, longestFunction, by: byCodeLines) { longestFunction = unit }
      }
    }
  }

  /// Each extent's name with the names of the extents around it: `A.B.f`.
  static func qualifiedNames(_ extents: [Extent]) -> [String] {
    var names: [String] = []
    names.reserveCapacity(extents.count)
    for extent in extents {
      names.append(extent.parent.map { names[$0] + "." + extent.name } ?? extent.name)
    }
    return names
  }

  /// Every type with its own extent plus those of its extensions: an extension of `A.B`
  /// counts to `A.B` and to `A`, each found by its qualified name, in the extension's own
  /// file first, else in the first file that declares it.
  package static func types(_ files: [FileMetrics]) -> [Unit] {
    var units: [Unit] = []
    /// Qualified name to the index in `units` of each type of that name, files in order.
    var byName: [String: [Int]] = [:]
    var extensions: [(path: String, name: String, extent: Extent)] = []
    for file in files {
      let names = qualifiedNames(file.extents)
      let typeExtents = file.extents.indices.filter { file.extents[$0].kind == .type }
      // The types of a file without extents (or a fixture's) are not measured.
      guard typeExtents.count == file.types.count else { continue }
      for (type, index) in zip(file.types, typeExtents) {
        let extent = file.extents[index]
        byName[names[index], default: []].append(units.count)
        units.append(
          Unit(
            name: names[index], path: file.path, line: extent.line, role: type.role,
            codeLines: extent.codeLines, functions: extent.functions))
      }
      for (index, extent) in file.extents.enumerated() where extent.kind == .extension {
        extensions.append((file.path, names[index], extent))
      }
    }
    for (path, name, extent) in extensions {
      let parts = name.split(separator: ".")
      for count in parts.indices {
        let prefix = parts[...count].joined(separator: ".")
        guard let candidates = byName[prefix] else { continue }
        let type = candidates.first { units[$0].path == path } ?? candidates[0]
        units[type].codeLines += extent.codeLines
        units[type].functions! += extent.functions
      }
    }
    return units
  }
}

extension ArchitectureMetrics {
  /// Its largest type, largest file and longest function.
  public var sizeSignals: SizeSignals { SizeSignals(files) }
}

extension SizeSignals {
  /// The `sizeSignals` of `metrics --format json` and `metrics.json`: each unit with its
  /// path and figures; a key is left out where there is no such unit.
  struct JSON: Encodable {
    struct Unit: Encodable {
      /// Nil (left out) for a file, whose name is its path.
      var name: String?
      var path: String
      var line: Int?
      var role: String
      var codeLines: Int
      var functions: Int?

      init?(_ unit: SizeSignals.Unit?) {
        guard let unit else { return nil }
        name = unit.line == nil ? nil : unit.name
        path = unit.path
        line = unit.line
        role = Role.name(unit.role)
        codeLines = unit.codeLines
        functions = unit.functions
      }
    }

    var largestTypeByCodeLines: Unit?
    var largestTypeByFunctions: Unit?
    var largestFileByCodeLines: Unit?
    var largestFileByFunctions: Unit?
    var longestFunction: Unit?

    /// Nil when no file's extents were measured (`analyze`).
    init?(_ metrics: ArchitectureMetrics) {
      guard metrics.files.contains(where: { !$0.extents.isEmpty }) else { return nil }
      let signals = metrics.sizeSignals
      largestTypeByCodeLines = Unit(signals.largestTypeByCodeLines)
      largestTypeByFunctions = Unit(signals.largestTypeByFunctions)
      largestFileByCodeLines = Unit(signals.largestFileByCodeLines)
      largestFileByFunctions = Unit(signals.largestFileByFunctions)
      longestFunction = Unit(signals.longestFunction)
    }
  }
}
