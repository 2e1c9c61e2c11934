import Foundation

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
}

/// A problem with one file, reported on standard error; counting goes on.
public struct FileWarning: Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var message: String

  public var description: String { "warning: \(path): \(message)" }
}

/// Reads Swift trees and measures every `.swift` file in them.
public enum SourceAnalyzer {
  /// Measures one file's bytes.
  public static func measure(_ bytes: [UInt8], path: String, architecture: String?)
    -> (FileMetrics, [FileWarning])
  {
    var warnings: [FileWarning] = []
    if String(validating: bytes, as: UTF8.self) == nil {
      warnings.append(FileWarning(path: path, message: "not valid UTF-8; counted as bytes"))
    }
    let scan = LineLexer.scan(bytes, keepingCode: true)
    warnings += scan.problems.map(\.rawValue).sorted().map { FileWarning(path: path, message: $0) }
    let declarations = DeclarationCounter.count(SwiftTokenizer.tokens(scan.code))
    let types = declarations.types.map { type in
      FileMetrics.TypeMetrics(
        name: type.name, kind: type.kind,
        role: Role.assign(typeNamed: type.name, inFile: path, architecture: architecture))
    }
    let fileName = String(path.split(separator: "/").last ?? "")
    let mainType = types.first { fileName == "\($0.name).swift" } ?? types.first
    let role =
      mainType?.role
      ?? Role.assign(typeNamed: "", inFile: path, architecture: architecture)
    let metrics = FileMetrics(
      path: path, lines: scan.counts, declarations: declarations, types: types, role: role)
    return (metrics, warnings)
  }

  /// Measures every `.swift` file under `root` (a file or a folder), in path order. Paths in
  /// the result are relative to `root`'s folder and prefixed with `prefix`.
  public static func analyze(_ root: String, prefix: String = "", architecture: String? = nil)
    -> (files: [FileMetrics], warnings: [FileWarning])
  {
    var files: [FileMetrics] = []
    var warnings: [FileWarning] = []
    for (relative, fullPath) in swiftFiles(under: root) {
      let path = prefix + relative
      guard let data = FileManager.default.contents(atPath: fullPath) else {
        warnings.append(FileWarning(path: path, message: "cannot be read; skipped"))
        continue
      }
      let bytes = [UInt8](data)
      guard !bytes.contains(0) else {
        warnings.append(FileWarning(path: path, message: "binary (holds NUL bytes); skipped"))
        continue
      }
      let (metrics, fileWarnings) = measure(bytes, path: path, architecture: architecture)
      files.append(metrics)
      warnings += fileWarnings
    }
    return (files, warnings)
  }

  /// The `.swift` files under `root`, sorted: each relative to `root` and in full. A file
  /// given as `root` is relative to its own folder.
  static func swiftFiles(under root: String) -> [(relative: String, full: String)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory.boolValue else {
      return [(String(root.split(separator: "/").last ?? Substring(root)), root)]
    }
    let enumerator = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      let isInBuildFolder = relative.split(separator: "/").contains { $0.hasPrefix(".build") }
      if relative.hasSuffix(".swift"), !isInBuildFolder { files.append(relative) }
    }
    return files.sorted().map { ($0, "\(root)/\($0)") }
  }
}
