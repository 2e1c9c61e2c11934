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
  /// The capitalized names the file's code mentions, sorted: the type references the role
  /// diagrams are drawn from.
  public var references: [String] = []
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
  static func measure(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, architecture: String?,
    countingDeclarations: Bool
  ) -> (FileMetrics, [FileWarning]) {
    // A byte order mark is not code.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return measure(
        UnsafeBufferPointer(rebasing: bytes[3...]), path: path, architecture: architecture,
        countingDeclarations: countingDeclarations)
    }
    // A carriage return alone ends a line, as in Swift's own lexer (files saved with classic
    // Mac OS line endings); the counter reads LF and CRLF, so such a file is read with LF.
    if let carriageReturn = bytes.firstIndex(of: UInt8(ascii: "\r")),
      bytes.indices.contains(where: { index in
        index >= carriageReturn && bytes[index] == UInt8(ascii: "\r")
          && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))
      })
    {
      var normalized = Array(bytes)
      for index in normalized.indices where normalized[index] == UInt8(ascii: "\r") {
        if index + 1 == normalized.count || normalized[index + 1] != UInt8(ascii: "\n") {
          normalized[index] = UInt8(ascii: "\n")
        }
      }
      return normalized.withUnsafeBufferPointer {
        measure(
          $0, path: path, architecture: architecture, countingDeclarations: countingDeclarations)
      }
    }
    var warnings: [FileWarning] = []
    if !isASCII(bytes), String(validating: bytes, as: UTF8.self) == nil {
      warnings.append(FileWarning(path: path, message: "not valid UTF-8; counted as bytes"))
    }
    let scan = LineLexer.scan(bytes, keepingCode: countingDeclarations)
    warnings += scan.problems.map(\.rawValue).sorted().map { FileWarning(path: path, message: $0) }
    guard countingDeclarations else {
      let metrics = FileMetrics(
        path: path, lines: scan.counts, declarations: Declarations(), types: [], role: nil)
      return (metrics, warnings)
    }
    let tokens = SwiftTokenizer.tokens(scan.code)
    let declarations = DeclarationCounter.count(tokens)
    let references = Set(tokens.filter { $0.first?.isUppercase == true }).sorted()
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
      path: path, lines: scan.counts, declarations: declarations, types: types, role: role,
      references: references)
    return (metrics, warnings)
  }

  /// Measures every `.swift` file under `root` (a file or a folder), in path order. Paths in
  /// the result are relative to `root`'s folder and prefixed with `prefix`.
  public static func analyze(
    _ root: String, prefix: String = "", architecture: String? = nil,
    countingDeclarations: Bool = true
  ) -> (files: [FileMetrics], warnings: [FileWarning]) {
    var files: [FileMetrics] = []
    var warnings: [FileWarning] = []
    for (relative, fullPath) in swiftFiles(under: root) {
      let path = prefix + relative
      guard let data = FileManager.default.contents(atPath: fullPath) else {
        warnings.append(FileWarning(path: path, message: "cannot be read; skipped"))
        continue
      }
      let measured = data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        return containsNUL(bytes)
          ? nil
          : measure(
            bytes, path: path, architecture: architecture,
            countingDeclarations: countingDeclarations)
      }
      guard let (metrics, fileWarnings) = measured else {
        warnings.append(FileWarning(path: path, message: "binary (holds NUL bytes); skipped"))
        continue
      }
      files.append(metrics)
      warnings += fileWarnings
    }
    return (files, warnings)
  }

  /// Whether every byte is ASCII, checked eight bytes at a time.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let words = bytes.count / 8
    let raw = UnsafeRawPointer(base)
    for word in 0..<words
    where raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) & 0x8080_8080_8080_8080 != 0
    {
      return false
    }
    return bytes[(words * 8)...].allSatisfy { $0 < 0x80 }
  }

  /// Whether any byte is NUL, the mark of a binary file.
  static func containsNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
    return memchr(base, 0, bytes.count) != nil
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
    // A walk of our own, past hidden and build folders: FileManager's enumerator costs more
    // here than counting the lines.
    var files: [String] = []
    var folders = [""]
    while let folder = folders.popLast() {
      let full = folder.isEmpty ? root : "\(root)/\(folder)"
      for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
        let relative = folder.isEmpty ? name : "\(folder)/\(name)"
        if name.hasSuffix(".swift") {
          files.append(relative)
        } else if !name.hasPrefix("."),
          FileManager.default.fileExists(atPath: "\(full)/\(name)", isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          folders.append(relative)
        }
      }
    }
    return files.sorted().map { ($0, "\(root)/\($0)") }
  }
}
