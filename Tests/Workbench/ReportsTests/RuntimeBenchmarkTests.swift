import Foundation
import Testing

@testable import Reports
@testable import SourceMetrics

struct RuntimeBenchmarkTests {
  private func packageWith(_ json: String?) throws -> String {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "runtime-benchmark-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(
      atPath: "\(root)/docs", withIntermediateDirectories: true)
    if let json { try Data(json.utf8).write(to: URL(filePath: "\(root)/\(RuntimeBenchmark.path)")) }
    return root
  }

  private let figures = """
    {
      "architectures": {
        "MVC": {"baselinePeakKilobytes": 20480, "baselineSeconds": 0.5, "peakKilobytes": 102400, "seconds": 2.5},
        "VIPER": {"baselinePeakKilobytes": 20480, "baselineSeconds": 0.5, "peakKilobytes": 153600, "seconds": 4.5}
      },
      "commit": "abc1234", "cores": 2, "runs": 3, "users": 100000
    }
    """

  @Test func theTableGivesEachArchitectureItsRatiosToTheFirstAndADashWhereNotMeasured() throws {
    let root = try packageWith(figures)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let benchmark = try #require(try RuntimeBenchmark.load(root: root))
    #expect(
      benchmark.rows(names: ["MVC", "VIPER", "TCA-style"]) == [
        ["MVC", "2.50 s (×1.00)", "2.00 s (×1.00)", "100 MB (×1.00)", "0.50 s, 20 MB"],
        ["VIPER", "4.50 s (×1.80)", "4.00 s (×2.00)", "150 MB (×1.50)", "0.50 s, 20 MB"],
        ["TCA-style", "-", "-", "-", "-"],
      ])
    #expect(benchmark.explanation.contains("100000 users"))
    #expect(benchmark.explanation.contains("commit abc1234"))
  }

  @Test func aPackageWhereTheBenchmarkNeverRanHasNoFigures() throws {
    let root = try packageWith(nil)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(try RuntimeBenchmark.load(root: root) == nil)
  }

  @Test func aBrokenFileIsNamedWithWhatIsWrong() throws {
    for (json, problem) in [
      ("{\"commit\": ", "not JSON"),
      (figures.replacingOccurrences(of: "\"users\": 100000", with: "\"userz\": 1"), "no \"users\""),
      (
        figures.replacingOccurrences(of: "\"seconds\": 2.5", with: "\"seconds\": \"fast\""),
        "\"architectures.MVC.seconds\" is not a number"
      ),
    ] {
      let root = try packageWith(json)
      defer { try? FileManager.default.removeItem(atPath: root) }
      let error = #expect(throws: RuntimeBenchmark.Unreadable.self) {
        try RuntimeBenchmark.load(root: root)
      }
      #expect(error?.description.hasPrefix("docs/runtime-benchmark.json: ") == true)
      #expect(error?.description.contains(problem) == true, "\(error?.description ?? "")")
    }
  }
}
