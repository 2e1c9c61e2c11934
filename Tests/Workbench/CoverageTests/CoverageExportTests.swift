import Foundation
import Testing
import WorkbenchTestSupport

@testable import Coverage
@testable import Reports
@testable import SourceMetrics
@testable import WorkbenchSupport

struct CoverageExportTests {
  private typealias Segment = CoverageExport.Segment

  private func segment(_ line: Int, _ count: Int, entry: Bool = true, gap: Bool = false)
    -> Segment
  {
    Segment(line: line, count: count, hasCount: true, isRegionEntry: entry, isGap: gap)
  }

  @Test func eachLineCountsOnceAsLLVMsLineViewCountsIt() {
    // Line 1 starts a function run once; line 2 starts a closure never run, which llvm's
    // summary would count again, but the line ran; lines 3 to 5 carry the count of the
    // region running through them (5 is a gap); line 6 starts code never run and line 7
    // closes it.
    let segments = [
      segment(1, 1), segment(2, 0), segment(2, 1, entry: false), segment(3, 1, entry: false),
      segment(5, 0, gap: true), segment(6, 0),
      Segment(line: 7, count: 0, hasCount: false, isRegionEntry: false, isGap: false),
    ]
    #expect(CoverageExport.lineCoverage(segments) == CoverageCount(covered: 5, total: 7))
  }

  /// The lcov export leaves out the package's build folders and tests, even when the package
  /// itself lies in a build folder (the copy `changes` builds).
  @Test func theLcovExportLeavesOutTheBuildAndTestsUnderThePackageOnly() throws {
    let pattern = CoverageMeasurement.ignoredFiles(under: "/work/main/.build-changes/package")
    #expect(pattern == "^/work/main/\\.build-changes/package/(\\.build|Tests/)")
    let regex = try Regex(pattern)
    let root = "/work/main/.build-changes/package"
    #expect(try regex.firstMatch(in: "\(root)/Tests/MVCTests/A.swift") != nil)
    #expect(try regex.firstMatch(in: "\(root)/.build-coverage/x/B.swift") != nil)
    #expect(try regex.firstMatch(in: "\(root)/Sources/Architectures/MVC/C.swift") == nil)
  }

  @Test func onlyFunctionsDeclaredInSourceCount() {
    #expect(
      CoverageExport.isDeclaredInSource("MVC.APIClient.users() async throws -> [Fixture.User]"))
    #expect(CoverageExport.isDeclaredInSource("MVC.UsersViewController.viewDidLoad() -> ()"))
    #expect(
      !CoverageExport.isDeclaredInSource(
        "closure #1 () -> () in MVC.UsersViewController.viewDidLoad() -> ()"))
    #expect(
      !CoverageExport.isDeclaredInSource(
        "reabstraction thunk helper from @escaping (A) -> () to (A) -> ()"))
    #expect(
      !CoverageExport.isDeclaredInSource(
        "variable initialization expression of MVC.UsersViewController.tableView"))
  }

  @Test func readsAnExportKeepingOnlySources() throws {
    let json = """
      {"data": [{"files": [
        {"filename": "/p/Sources/A/A.swift", "segments": [[1, 1, 2, true, true, false], [2, 1, 0, true, true, false], [3, 1, 0, false, false, false]],
         "summary": {"regions": {"count": 2, "covered": 1}}},
        {"filename": "/p/Tests/ATests/T.swift", "segments": [], "summary": {"regions": {"count": 9, "covered": 9}}}
      ], "functions": [
        {"name": "f", "count": 2, "filenames": ["/p/Sources/A/A.swift"]},
        {"name": "g", "count": 0, "filenames": ["/p/Sources/A/A.swift"]},
        {"name": "c", "count": 0, "filenames": ["/p/Sources/A/A.swift"]}
      ]}]}
      """
    let files = try CoverageExport.files(from: Data(json.utf8), packageRoot: "/p") { names in
      names.map { $0 == "c" ? "closure #1 in f" : $0 }
    }
    #expect(files.keys.sorted() == ["Sources/A/A.swift"])
    let file = try #require(files["Sources/A/A.swift"])
    #expect(file.lines == CoverageCount(covered: 2, total: 3))
    #expect(file.functions == CoverageCount(covered: 1, total: 2))
    #expect(file.regions == CoverageCount(covered: 1, total: 2))
  }

  @Test func percentagesAreExactAndStable() {
    #expect(CoverageCount(covered: 7, total: 8).formatted == "87.5% (7/8)")
    #expect(CoverageCount(covered: 2, total: 3).formatted == "66.7% (2/3)")
    #expect(CoverageCount(covered: 0, total: 0).formatted == "-")
  }

  /// The compiler records a source file by its real path (a Mac's `/tmp/x` is
  /// `/private/tmp/x`): coverage of a package reached through a symbolic link is found once
  /// the root is canonical, and lost without.
  @Test func coverageIsFoundThroughASymbolicLinkOnceTheRootIsCanonical() throws {
    let folder =
      Platform.canonical(FileManager.default.temporaryDirectory.path)
      + "/canonical-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: "\(folder)/private/tmp/package/Sources", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/tmp", withDestinationPath: "\(folder)/private/tmp")
    let linked = "\(folder)/tmp/package"
    let export = Data(
      """
      {"data": [{"files": [{"filename": "\(folder)/private/tmp/package/Sources/A.swift",
        "segments": [[1, 1, 1, true, true, false], [2, 1, 0, false, false, false]],
        "summary": {"regions": {"count": 1, "covered": 1}}}], "functions": []}]}
      """.utf8)
    let found = try CoverageExport.files(
      from: export, packageRoot: Platform.canonical(linked), demangle: { $0 })
    #expect(found.keys.sorted() == ["Sources/A.swift"])
    #expect(try CoverageExport.files(from: export, packageRoot: linked, demangle: { $0 }).isEmpty)
  }
}
