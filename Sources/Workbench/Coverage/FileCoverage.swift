import SourceMetrics

/// Covered against coverable, for lines, functions or regions.
public struct CoverageCount: Hashable, Sendable, Codable {
  public var covered = 0
  public var total = 0

  public init(covered: Int = 0, total: Int = 0) {
    self.covered = covered
    self.total = total
  }

  public static func + (lhs: CoverageCount, rhs: CoverageCount) -> CoverageCount {
    CoverageCount(covered: lhs.covered + rhs.covered, total: lhs.total + rhs.total)
  }

  /// `87.5% (7/8)`, or `-` when nothing is coverable; one decimal, rounded half up, computed
  /// in integers so it prints the same everywhere.
  public var formatted: String {
    guard total > 0 else { return "-" }
    return "\(tenthsOfPercent / 10).\(tenthsOfPercent % 10)% (\(covered)/\(total))"
  }

  /// The percentage in tenths, rounded half up; 0 when nothing is coverable.
  public var tenthsOfPercent: Int {
    total > 0 ? (covered * 2000 + total) / (total * 2) : 0
  }
}

extension [String: FileCoverage] {
  /// The sum over `files` of their coverage, by path; a file not measured counts as nothing
  /// coverable.
  package func total(of files: [FileMetrics]) -> FileCoverage {
    files.reduce(FileCoverage(path: "")) { $0 + (self[$1.path] ?? FileCoverage(path: $1.path)) }
  }
}

/// The coverage of one source file.
public struct FileCoverage: Hashable, Sendable, Codable {
  public var path: String
  public var lines = CoverageCount()
  public var functions = CoverageCount()
  public var regions = CoverageCount()

  public static func + (lhs: FileCoverage, rhs: FileCoverage) -> FileCoverage {
    FileCoverage(
      path: lhs.path, lines: lhs.lines + rhs.lines, functions: lhs.functions + rhs.functions,
      regions: lhs.regions + rhs.regions)
  }
}
