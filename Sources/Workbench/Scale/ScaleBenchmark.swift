import Foundation
import WorkbenchSupport

/// What `workbench scale` measured at each size, committed in `docs/scale-benchmark.json`
/// and shown by `compare` without building anything (docs/SCALE.md). Sizes are exact
/// counts; only the run's time depends on the machine.
public struct ScaleBenchmark: Codable, Sendable, Equatable {
  /// One architecture at one size.
  public struct Measure: Codable, Sendable, Equatable {
    public var features: Int
    public var files: Int
    public var codeLines: Int
    /// `pass`, or how the size failed.
    public var scenarios: String

    public init(features: Int, files: Int, codeLines: Int, scenarios: String) {
      self.features = features
      self.files = files
      self.codeLines = codeLines
      self.scenarios = scenarios
    }
  }

  /// Each architecture's measures, smallest size first.
  public var architectures: [String: [Measure]]
  /// The commit the templates and the code were measured at.
  public var commit: String
  public var cores: Int
  /// The whole run: every size built and run.
  public var seconds: Int

  public init(architectures: [String: [Measure]], commit: String, cores: Int, seconds: Int) {
    self.architectures = architectures
    self.commit = commit
    self.cores = cores
    self.seconds = seconds
  }

  public static let path = "docs/scale-benchmark.json"

  /// A file that is there but cannot be read as figures.
  public struct Unreadable: Error, CustomStringConvertible {
    public var description: String
  }

  /// The figures in the package at `root`, nil when `scale` has never written them.
  public static func load(root: String) throws(Unreadable) -> ScaleBenchmark? {
    do {
      return try CommittedJSON.read(ScaleBenchmark.self, root: root, path: path)
    } catch {
      throw Unreadable(
        description: "\(path): not the figures `workbench scale` writes (\(error)); run it again")
    }
  }

  /// The least-squares slope of `value` against the number of features: what one more
  /// feature adds.
  static func slope(_ measures: [Measure], _ value: (Measure) -> Int) -> Double? {
    guard measures.count > 1 else { return nil }
    let xs = measures.map { Double($0.features) }
    let ys = measures.map { Double(value($0)) }
    let (meanX, meanY) = (xs.reduce(0, +) / Double(xs.count), ys.reduce(0, +) / Double(ys.count))
    let spread = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
    guard spread > 0 else { return nil }
    return zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) } / spread
  }

  /// The table's header for `sizes`: the code lines at each, then the slopes.
  public func header() -> [String] {
    ["Architecture"] + sizes.map { "Code lines at \($0)" }
      + ["Code lines per added feature", "Files per added feature", "Scenarios"]
  }

  /// The sizes measured, in features.
  public var sizes: [Int] {
    Array(Set(architectures.values.flatMap { $0.map(\.features) })).sorted()
  }

  /// A row per architecture of `names`; `-` where it was not measured.
  public func rows(names: [String]) -> [[String]] {
    names.map { name in
      let measures = (architectures[name] ?? []).sorted { $0.features < $1.features }
      let lines = sizes.map { size in
        measures.first { $0.features == size }.map { String($0.codeLines) } ?? "-"
      }
      let perFeature = { (value: (Measure) -> Int) in
        Self.slope(measures, value).map { String(format: "%.0f", $0) } ?? "-"
      }
      let failed = measures.filter { $0.scenarios != "pass" }.map {
        "\($0.features): \($0.scenarios)"
      }
      return [name] + lines + [
        perFeature(\.codeLines), perFeature(\.files),
        measures.isEmpty
          ? "-" : failed.isEmpty ? "pass at every size" : failed.joined(separator: ", "),
      ]
    }
  }

  /// What the table shows, above it.
  public var explanation: String {
    "The app grown from each architecture's templates to \(sizes.map(String.init).joined(separator: ", ")) "
      + "features (`workbench scale`, docs/SCALE.md, commit \(commit), \(seconds) s on \(cores) "
      + "cores): Payments and the features after it, each the way its pattern writes one. Code "
      + "lines are the architecture's folder's; a feature's cost is the least-squares slope of "
      + "the lines against the number of features. Every size ran every scenario."
  }

  /// What the section says when `scale` has never written its figures.
  public static let notMeasured =
    "Not measured in this checkout: run `swift run workbench scale`, which writes "
    + "\(path), then `swift run workbench compare`."
}
