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
  /// The layer its folders name (`Domain`, `Data`, `Presentation`, `App`), if any.
  public var layer: String? { Layer.of(path) }
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
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, countingDeclarations: Bool
  ) -> (FileMetrics, [FileWarning]) {
    // A byte order mark is not code.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return measure(
        UnsafeBufferPointer(rebasing: bytes[3...]), path: path,
        countingDeclarations: countingDeclarations)
    }
    // A carriage return alone ends a line, as in Swift's own lexer (files saved with classic
    // Mac OS line endings); the counter reads LF and CRLF, so such a file is read with LF.
    let (carriageReturn, lineFeed) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
    func isLoneCarriageReturn(_ index: Int) -> Bool {
      bytes[index] == carriageReturn && (index + 1 == bytes.count || bytes[index + 1] != lineFeed)
    }
    if let first = bytes.firstIndex(of: carriageReturn),
      (first..<bytes.count).contains(where: isLoneCarriageReturn)
    {
      var normalized = Array(bytes)
      for index in first..<bytes.count where isLoneCarriageReturn(index) {
        normalized[index] = lineFeed
      }
      return normalized.withUnsafeBufferPointer {
        measure($0, path: path, countingDeclarations: countingDeclarations)
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
        role: Role.assign(typeNamed: type.name, inFile: path))
    }
    let fileName = String(path.split(separator: "/").last ?? "")
    let mainType = types.first { fileName == "\($0.name).swift" } ?? types.first
    let role =
      mainType?.role
      ?? Role.assign(typeNamed: "", inFile: path)
    let metrics = FileMetrics(
      path: path, lines: scan.counts, declarations: declarations, types: types, role: role,
      references: references)
    return (metrics, warnings)
  }

  /// Measures every `.swift` file under `root` (a file or a folder), in path order. Paths in
  /// the result are relative to `root`'s folder and prefixed with `prefix`; a warning about
  /// `root` itself names it as given. Each folder and file is read once, however many links
  /// lead to it (`SourceTree`).
  public static func analyze(
    _ root: String, prefix: String = "", countingDeclarations: Bool = true
  ) -> (files: [FileMetrics], warnings: [FileWarning]) {
    let tree = SourceTree(walking: root)
    var files: [FileMetrics] = []
    var warnings = tree.problems.map { problem in
      FileWarning(path: problem.relative.map { prefix + $0 } ?? root, message: problem.message)
    }
    var read: Set<SourceTree.FileID> = []
    for file in tree.files {
      let path = prefix + file.relative
      let bytes: [UInt8]
      switch SourceTree.contents(of: file.full, unlessIn: &read) {
      case .failure(let failure):
        warnings.append(FileWarning(path: path, message: failure.message))
        continue
      case .success(nil):
        continue  // counted already, through another link
      case .success(let contents?):
        bytes = contents
      }
      let measured = bytes.withUnsafeBufferPointer { bytes in
        containsNUL(bytes)
          ? nil
          : measure(bytes, path: path, countingDeclarations: countingDeclarations)
      }
      guard let (metrics, fileWarnings) = measured else {
        warnings.append(FileWarning(path: path, message: "binary (holds NUL bytes); skipped"))
        continue
      }
      files.append(metrics)
      warnings += fileWarnings
    }
    // Files reached through links were read last; the report is in path order.
    files.sort { $0.path < $1.path }
    let ordered = warnings.enumerated().sorted {
      ($0.element.path, $0.offset) < ($1.element.path, $1.offset)
    }
    return (files, ordered.map(\.element))
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
}
