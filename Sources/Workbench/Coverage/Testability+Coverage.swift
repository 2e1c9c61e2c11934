import SourceMetrics

extension Testability {
  /// The lines of the logic among `files` that the pure tests ran (`pure`), of those the
  /// unit tests can run (`all`: the same test binary, so the same coverable lines). Without
  /// a run of pure tests, `pure` is empty and none is covered.
  public static func logicCoverage(
    of files: [FileMetrics], pure: [String: FileCoverage], all: [String: FileCoverage]
  ) -> CoverageCount {
    let logic = files.filter { isLogic($0.role) }
    return CoverageCount(
      covered: pure.total(of: logic).lines.covered, total: all.total(of: logic).lines.total)
  }
}
