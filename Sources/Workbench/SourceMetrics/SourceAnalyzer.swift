import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads Swift trees and measures every `.swift` file in them.
///
/// Each file is read and measured on its own, on every core (`Workers`), in one pass over
/// its bytes for lines and declarations alike (`LineLexer`, `TokenSink`); nothing of a file
/// is kept but its counts. The results go back in the tree's order, so the output
/// is the same, byte for byte, whatever the number of workers.
public enum SourceAnalyzer {
  /// What is measured of each file.
  public struct Detail: Sendable {
    /// Types, functions and roles, besides the lines.
    public var countsDeclarations: Bool
    /// The names each file mentions (`FileMetrics.references`), for the role diagrams.
    public var collectsReferences: Bool
    /// The extent of every type, extension and function (`FileMetrics.extents`), for the
    /// size signals: `compare` and `metrics` ask for them, `analyze` does not.
    public var measuresExtents = false

    public init(
      countsDeclarations: Bool, collectsReferences: Bool, measuresExtents: Bool = false
    ) {
      self.countsDeclarations = countsDeclarations
      self.collectsReferences = collectsReferences
      self.measuresExtents = measuresExtents
    }
  }

  /// Measures one file's bytes.
  /// The metrics of a file's text, its declarations counted: what a change's files are
  /// measured with.
  package static func measure(_ text: String, path: String) -> FileMetrics {
    var text = text
    return text.withUTF8 { bytes in
      measure(
        bytes, path: path, detail: Detail(countsDeclarations: true, collectsReferences: false)
      )
      .0
    }
  }

  package static func measure(_ bytes: UnsafeBufferPointer<UInt8>, path: String, detail: Detail)
    -> (FileMetrics, [FileWarning])
  {
    // A byte order mark is not code.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return measure(UnsafeBufferPointer(rebasing: bytes[3...]), path: path, detail: detail)
    }
    // A carriage return alone ends a line, as in Swift's own lexer (files saved with classic
    // Mac OS line endings); the counter reads LF and CRLF, so such a file is read with LF.
    let (carriageReturn, lineFeed) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
    func isLoneCarriageReturn(_ index: Int) -> Bool {
      bytes[index] == carriageReturn && (index + 1 == bytes.count || bytes[index + 1] != lineFeed)
    }
    if let base = bytes.baseAddress, let found = memchr(base, Int32(carriageReturn), bytes.count),
      case let first = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base,
      (first..<bytes.count).contains(where: isLoneCarriageReturn)
    {
      var normalized = Array(bytes)
      for index in first..<bytes.count where isLoneCarriageReturn(index) {
        normalized[index] = lineFeed
      }
      return normalized.withUnsafeBufferPointer { measure($0, path: path, detail: detail) }
    }
    var warnings: [FileWarning] = []
    if !isASCII(bytes), String(validating: bytes, as: UTF8.self) == nil {
      warnings.append(FileWarning(path: path, message: "not valid UTF-8; counted as bytes"))
    }
    guard detail.countsDeclarations else {
      let scan = LineLexer.scan(bytes)
      warnings += scan.problems.map(\.rawValue).sorted().map {
        FileWarning(path: path, message: $0)
      }
      let metrics = FileMetrics(
        path: path, lines: scan.counts, declarations: Declarations(), types: [], role: nil)
      return (metrics, warnings)
    }
    // One pass: the lexer counts the lines and hands each token of the code to the counter.
    let (scan, declarations, references, extents) =
      detail.measuresExtents
      ? scanDeclarations(bytes, detail: detail, recording: ExtentRecorder.self)
      : scanDeclarations(bytes, detail: detail, recording: NoExtents.self)
    warnings += scan.problems.map(\.rawValue).sorted().map { FileWarning(path: path, message: $0) }
    let place = Role.Place(path)
    let types = declarations.types.map { type in
      FileMetrics.TypeMetrics(
        name: type.name, kind: type.kind, role: place.role(ofTypeNamed: type.name))
    }
    // The type the file is named after: `UserList` in `…/UserList.swift`.
    let fileName =
      path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[$0...].dropFirst() }
      ?? path[...]
    let fileType = fileName.hasSuffix(".swift") ? fileName.dropLast(".swift".count) : nil
    let mainType = fileType.flatMap { stem in types.first { $0.name == stem } } ?? types.first
    let role = mainType?.role ?? place.role(ofTypeNamed: "")
    let metrics = FileMetrics(
      path: path, lines: scan.counts, declarations: declarations, types: types, role: role,
      references: references.names, uses: references.uses,
      conformances: references.conformances, extents: extents)
    return (metrics, warnings)
  }

  /// The lines, declarations, references and extents of one file, in one pass; the counter
  /// is specialized for `recording`, so `NoExtents` costs nothing.
  private static func scanDeclarations<Extents: ExtentRecording>(
    _ bytes: UnsafeBufferPointer<UInt8>, detail: Detail, recording: Extents.Type
  ) -> (LineLexer.Result, Declarations, References, [Extent]) {
    var tokens = FileTokens(
      counter: DeclarationCounter(bytes, recording: recording),
      references: detail.collectsReferences ? [] : nil, bytes: bytes)
    let scan = LineLexer.scan(bytes, tokens: &tokens)
    let declarations = tokens.counter.finish()
    let extents = tokens.counter.extents.extents
    let references = References(
      names: tokens.references?.sorted() ?? [], uses: tokens.uses.sorted(),
      conformances: tokens.conformances.conformances)
    return (scan, declarations, references, extents)
  }

  /// What a file names: every name that may be a type, those of them it uses (not only
  /// declares), and what each of its types and extensions conforms to.
  private struct References {
    var names: [String]
    var uses: [String]
    var conformances: [String: [String]]
  }

  /// Measures every `.swift` file under `root` (a file or a folder), in path order. Paths in
  /// the result are relative to `root`'s folder and prefixed with `prefix`; a warning about
  /// `root` itself names it as given. Each folder and file is read once, however many links
  /// lead to it (`SourceTree`). `references` are left empty unless `collectingReferences`,
  /// `extents` unless `measuringExtents`.
  /// The files are measured by `workers` threads at once, by default one per core (or
  /// `WORKBENCH_WORKERS`).
  public static func analyze(
    _ root: String, prefix: String = "", countingDeclarations: Bool = true,
    collectingReferences: Bool = true, measuringExtents: Bool = false, workers: Int? = nil
  ) -> (files: [FileMetrics], warnings: [FileWarning]) {
    let tree = SourceTree(walking: root)
    var files: [FileMetrics] = []
    var warnings = tree.problems.map { problem in
      FileWarning(path: problem.relative.map { prefix + $0 } ?? root, message: problem.message)
    }
    let detail = Detail(
      countsDeclarations: countingDeclarations,
      collectsReferences: countingDeclarations && collectingReferences,
      measuresExtents: countingDeclarations && measuringExtents)
    let measured = Workers.map(tree.files, workers: workers ?? Workers.defaultCount) { file in
      measure(file, path: prefix + file.relative, detail: detail)
    }
    // In the tree's order, so that of two links to one file the first is counted.
    var read: Set<SourceTree.FileID> = []
    for result in measured {
      switch result {
      case .failed(let warning):
        warnings.append(warning)
      case .measured(let id, let metrics, let fileWarnings):
        guard read.insert(id).inserted else { continue }  // counted already, through a link
        if let metrics { files.append(metrics) }
        warnings += fileWarnings
      }
    }
    // Files reached through links were read last; the report is in path order.
    files.sort { $0.path < $1.path }
    let ordered = warnings.enumerated().sorted {
      ($0.element.path, $0.offset) < ($1.element.path, $1.offset)
    }
    return (files, ordered.map(\.element))
  }

  /// What became of one file of a tree.
  private enum Measured: Sendable {
    case failed(FileWarning)
    /// Read: its counts (nil for a binary file, skipped) and warnings.
    case measured(SourceTree.FileID, FileMetrics?, [FileWarning])
  }

  /// Reads and measures one file of a tree; only its counts are kept.
  private static func measure(_ file: SourceTree.File, path: String, detail: Detail) -> Measured {
    switch SourceTree.contents(of: file.full) {
    case .failure(let failure):
      return .failed(FileWarning(path: path, message: failure.message))
    case .success(let (id, bytes)):
      return bytes.withUnsafeBufferPointer { bytes in
        guard !containsNUL(bytes) else {
          let warning = FileWarning(path: path, message: "binary (holds NUL bytes); skipped")
          return .measured(id, nil, [warning])
        }
        let (metrics, warnings) = measure(bytes, path: path, detail: detail)
        return .measured(id, metrics, warnings)
      }
    }
  }

  /// What the tokens of a file go to: the declaration counter, and the names that may be
  /// types, if they are collected.
  private struct FileTokens<Extents: ExtentRecording>: TokenSink {
    var counter: DeclarationCounter<Extents>
    var references: Set<String>?
    let bytes: UnsafeBufferPointer<UInt8>
    /// Read with the references only: what the file's types conform to, and the names of
    /// `references` it uses outside declarations' headers and protocols.
    var conformances = ConformanceReader()
    var uses: Set<String> = []
    var previous = SwiftToken.Kind.other

    static var takesLines: Bool { Extents.records }

    mutating func endLine(isCode: Bool) {
      counter.endLine(isCode: isCode)
    }

    @inline(__always)
    mutating func add(_ token: SwiftToken) {
      counter.add(token)
      guard references != nil else { return }
      let bytes = bytes
      conformances.add(token, previous: previous) { SwiftTokenizer.text(of: token, in: bytes) }
      previous = token.kind
      guard let name = reference(token) else { return }
      references?.insert(name)
      if !conformances.isDeclaring { uses.insert(name) }
    }

    /// The name `token` gives if it may name a type: a word that begins with a capital
    /// letter; nil for any other token.
    private func reference(_ token: SwiftToken) -> String? {
      guard token.kind == .word else { return nil }
      let first = bytes[token.start]
      if first < 0x80 {
        return first >= 0x41 && first <= 0x5A ? SwiftTokenizer.text(of: token, in: bytes) : nil
      }
      let text = SwiftTokenizer.text(of: token, in: bytes)
      return text.first?.isUppercase == true ? text : nil
    }
  }

  /// Whether every byte is ASCII, checked eight bytes at a time.
  package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
  package static func containsNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
    return memchr(base, 0, bytes.count) != nil
  }
}
