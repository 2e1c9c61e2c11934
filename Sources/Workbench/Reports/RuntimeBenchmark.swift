import Foundation
import WorkbenchSupport

/// The figures `Scripts/benchmark-runtime.sh` writes to `docs/runtime-benchmark.json`: per
/// architecture, the time and peak memory of the same interactions at scale (load, search,
/// open a detail, submit a payment). `compare` does not time anything itself, since times
/// vary from run to run and the reports must not; it shows these figures relative to the
/// first architecture (docs/BENCHMARKS.md, "Runtime at scale").
public struct RuntimeBenchmark: Decodable, Sendable, Equatable {
  public struct Figures: Decodable, Sendable, Equatable {
    /// The whole process, the best of the runs.
    public var seconds: Double
    public var peakKilobytes: Int
    /// The same for a one-user app started and closed: the fixed cost.
    public var baselineSeconds: Double
    public var baselinePeakKilobytes: Int
  }

  public var architectures: [String: Figures]
  /// The commit the figures were measured at.
  public var commit: String
  public var cores: Int
  public var runs: Int
  public var users: Int

  /// Where the script writes its figures, from the package's root.
  public static let path = "docs/runtime-benchmark.json"

  /// A file that is there but cannot be read as figures.
  public struct Unreadable: Error, CustomStringConvertible {
    public var description: String
  }

  /// The figures in the package at `root`, nil when the benchmark has never been run there.
  public static func load(root: String) throws(Unreadable) -> RuntimeBenchmark? {
    do {
      return try CommittedJSON.read(RuntimeBenchmark.self, root: root, path: path)
    } catch {
      throw Unreadable(
        description:
          "\(path): not the figures Scripts/benchmark-runtime.sh writes (\(Self.describe(error))); "
          + "run the script again")
    }
  }

  /// A decoding error in a sentence that names the key or the line it is about.
  private static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context):
      "no \"\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" is not a number"
    case .dataCorrupted(let context):
      "not JSON: \(((context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String) ?? context.debugDescription)"
    default:
      error.localizedDescription
    }
  }

  public static let header = [
    "Architecture", "Time", "Interactions (time − fixed cost)", "Peak memory", "Fixed cost",
  ]

  /// One row an architecture of `names`, each time and memory with its ratio to the first
  /// architecture's; `-` for an architecture the benchmark did not measure.
  public func rows(names: [String]) -> [[String]] {
    let reference = names.first.flatMap { architectures[$0] }
    func ratio(_ value: Double, _ base: Double?) -> String {
      guard let base, base > 0 else { return "" }
      return " (×" + String(format: "%.2f", value / base) + ")"
    }
    return names.map { name in
      guard let figures = architectures[name] else { return [name, "-", "-", "-", "-"] }
      let interactions = figures.seconds - figures.baselineSeconds
      let megabytes = { (kilobytes: Int) in Double(kilobytes) / 1024 }
      return [
        name,
        String(format: "%.2f s", figures.seconds) + ratio(figures.seconds, reference?.seconds),
        String(format: "%.2f s", interactions)
          + ratio(interactions, reference.map { $0.seconds - $0.baselineSeconds }),
        String(format: "%.0f MB", megabytes(figures.peakKilobytes))
          + ratio(
            Double(figures.peakKilobytes), reference.map { Double($0.peakKilobytes) }),
        String(
          format: "%.2f s, %.0f MB", figures.baselineSeconds,
          megabytes(figures.baselinePeakKilobytes)),
      ]
    }
  }

  /// What the table shows, above it.
  public var explanation: String {
    "\(users) users "
      + "loaded, searched, one opened and a payment submitted, in each architecture's release "
      + "build (`Scripts/benchmark-runtime.sh`, commit \(commit), \(cores) cores, the best of "
      + "\(runs) runs; the whole process, workbench and worker). The fixed cost is a one-user "
      + "app started and closed; the interactions are the time above it. Ratios are to the "
      + "first architecture. Times depend on the machine: compare the ratios. A `-` is an "
      + "architecture the benchmark has not measured yet: run the script again. How it is "
      + "measured: docs/BENCHMARKS.md, \"Runtime at scale\"."
  }

  /// What the section says when the benchmark has never been run.
  public static let notMeasured =
    "Not measured in this checkout: run `Scripts/benchmark-runtime.sh`, which writes "
    + "\(path), then `swift run workbench compare`."
}
