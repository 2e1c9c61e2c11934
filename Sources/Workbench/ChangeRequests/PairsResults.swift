import Foundation
import Scenarios
import WorkbenchSupport

/// What `workbench changes --pairs` found, as it writes it to `docs/pairs-results.json` and
/// `compare` reads it (docs/METRICS.md, "Parallel work"): for every pair of requests merged
/// from their common base, what became of the merge in each architecture.
public struct PairsResults: Codable, Sendable, Equatable {
  /// One pair and the verdict of its merge in each architecture, by architecture name.
  public struct Pair: Codable, Sendable, Equatable {
    public var first: String
    public var second: String
    public var verdicts: [String: String]

    public init(first: String, second: String, verdicts: [String: String]) {
      (self.first, self.second, self.verdicts) = (first, second, verdicts)
    }
  }

  public var pairs: [Pair]
  /// A fingerprint of what the verdicts depend on (`fingerprint(root:)`), to tell when they
  /// are stale.
  public var fingerprint: String
  /// The commit it was run on, the whole run's seconds, and the machine's cores.
  public var commit: String
  public var seconds: Int
  public var cores: Int

  public init(pairs: [Pair], fingerprint: String, commit: String, seconds: Int, cores: Int) {
    self.pairs = pairs
    self.fingerprint = fingerprint
    self.commit = commit
    self.seconds = seconds
    self.cores = cores
  }

  /// Where `changes --pairs` writes the results, from the package's root.
  public static let path = "docs/pairs-results.json"

  /// The folders whose files the verdicts depend on: the requests, the scenarios, the
  /// architectures and the shared code (not the stack, the drills or the scale templates,
  /// which no pair reads).
  static let inputs = [
    ScenarioSuite.directory, "Sources/Architectures", "Sources/Shared", "Tests/Architectures",
  ]
  static let ignored = [
    ChangeStack.directory, Drill.directory, "\(ScenarioSuite.directory)/Scale",
  ]

  /// The fingerprint of the inputs in the package at `root`: their code, scenarios and
  /// patches, not their Markdown (an architecture's README, whose figures `compare` writes,
  /// or a request's teacher file and brief), which no pair builds or runs.
  public static func fingerprint(root: String) -> String {
    Fingerprint.of(root: root, folders: inputs, ignoring: ignored) { !$0.hasSuffix(".md") }
  }

  /// A file that is there but cannot be read as results.
  public struct Unreadable: Error, CustomStringConvertible {
    public var description: String
  }

  /// The results in the package at `root`, nil when `changes --pairs` never wrote them.
  public static func load(root: String) throws(Unreadable) -> PairsResults? {
    do {
      return try CommittedJSON.read(PairsResults.self, root: root, path: path)
    } catch {
      throw Unreadable(
        description: "\(path): not what `workbench changes --pairs` writes (\(error)); run it again"
      )
    }
  }

  /// The JSON, keys sorted, as committed.
  public func encoded() throws -> Data {
    try CommittedJSON.encoded(self)
  }
}
