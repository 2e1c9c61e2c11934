import Foundation
import WorkbenchSupport

/// Reads the JSON of `llvm-cov export` into per-file coverage.
///
/// - Lines: each source line counts once, as llvm's own line view counts it: a line is
///   coverable when a region starts on it or one runs through it, covered when the highest
///   count there is above zero. (llvm's summary adds the lines of a closure again for the
///   closure's function; distinct lines do not.)
/// - Functions: only those declared in source: closures, thunks and other code the compiler
///   writes are left out, by their demangled names.
/// - Regions: as llvm reports them.
enum CoverageExport {
  struct Export: Decodable {
    struct Unit: Decodable {
      var files: [File]
      var functions: [Function]
    }

    struct File: Decodable {
      var filename: String
      var segments: [[Segment]]?
      var summary: Summary
    }

    /// `[line, column, count, hasCount, isRegionEntry, isGapRegion]`.
    enum Segment: Decodable {
      case number(Int)
      case flag(Bool)

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
          self = .number(number)
        } else {
          self = .flag(try container.decode(Bool.self))
        }
      }

      // Tolerant both ways: some Foundations read `true` as 1 or `1` as true.
      var number: Int {
        switch self {
        case .number(let value): value
        case .flag(let value): value ? 1 : 0
        }
      }

      var flag: Bool {
        switch self {
        case .number(let value): value != 0
        case .flag(let value): value
        }
      }
    }

    struct Summary: Decodable {
      struct Count: Decodable {
        var count: Int
        var covered: Int
      }

      var regions: Count
    }

    struct Function: Decodable {
      var name: String
      var count: Int
      var filenames: [String]
    }

    var data: [Unit]
  }

  /// Per-file coverage of the files under `sourcesPrefix`, keyed by path relative to
  /// `packageRoot`. `demangle` turns mangled function names into readable ones, in order.
  package static func files(
    from json: Data, packageRoot: String, demangle: ([String]) throws -> [String]
  ) throws -> [String: FileCoverage] {
    let export = try JSONDecoder().decode(Export.self, from: json)
    let root = packageRoot.hasSuffix("/") ? packageRoot : packageRoot + "/"
    func relative(_ path: String) -> String? {
      guard path.hasPrefix(root + "Sources/") else { return nil }
      return String(path.dropFirst(root.count))
    }
    var result: [String: FileCoverage] = [:]
    for file in export.data.flatMap(\.files) {
      guard let path = relative(file.filename) else { continue }
      let segments = (file.segments ?? []).map { values in
        Segment(
          line: values[safe: 0]?.number ?? 0, count: values[safe: 2]?.number ?? 0,
          hasCount: values[safe: 3]?.flag ?? false, isRegionEntry: values[safe: 4]?.flag ?? false,
          isGap: values[safe: 5]?.flag ?? false)
      }
      result[path] = FileCoverage(
        path: path, lines: lineCoverage(segments),
        regions: CoverageCount(
          covered: file.summary.regions.covered, total: file.summary.regions.count))
    }
    let functions = export.data.flatMap(\.functions).filter { function in
      function.filenames.first.flatMap(relative) != nil
    }
    let names = try demangle(functions.map(\.name))
    for (function, name) in zip(functions, names) where isDeclaredInSource(name) {
      let path = relative(function.filenames[0])!
      result[path, default: FileCoverage(path: path)].functions.total += 1
      if function.count > 0 { result[path]!.functions.covered += 1 }
    }
    return result
  }

  struct Segment {
    var line: Int
    var count: Int
    var hasCount: Bool
    var isRegionEntry: Bool
    var isGap: Bool

    var startsRegion: Bool { hasCount && isRegionEntry && !isGap }
  }

  /// llvm's line coverage rule, over distinct lines.
  static func lineCoverage(_ segments: [Segment]) -> CoverageCount {
    guard let first = segments.first, let last = segments.last else { return CoverageCount() }
    var result = CoverageCount()
    var index = 0
    var wrapped: Segment?
    for line in first.line...last.line {
      var onLine: [Segment] = []
      while index < segments.count, segments[index].line == line {
        onLine.append(segments[index])
        index += 1
      }
      defer { if let last = onLine.last { wrapped = last } }
      let startsSkipped = onLine.first.map { !$0.hasCount && $0.isRegionEntry } ?? false
      let regionStarts = onLine.filter(\.startsRegion)
      let isMapped = !startsSkipped && ((wrapped?.hasCount ?? false) || !regionStarts.isEmpty)
      guard isMapped else { continue }
      let count = max(wrapped?.count ?? 0, regionStarts.map(\.count).max() ?? 0)
      result.total += 1
      if count > 0 { result.covered += 1 }
    }
    return result
  }

  /// Whether a demangled function name is one a person wrote, not one the compiler made.
  static func isDeclaredInSource(_ name: String) -> Bool {
    let generated = [
      "closure #", "thunk", "default argument", "variable initialization expression",
      "reabstraction", "partial apply", "outlined", "__derived", "lazy property",
      "property wrapper backing", "merged ", "implicit closure", "@__swiftmacro",
    ]
    return !generated.contains { name.contains($0) }
  }
}
