import Foundation
import WorkbenchSupport

/// What `workbench mutate` found, as it writes it to `docs/mutation-results.json` and
/// `compare` reads it: per architecture, every mutant and whether the architecture's own
/// unit tests and, separately, the scenario suite killed it (docs/METRICS.md, "Mutation
/// testing").
public struct MutationResults: Codable, Sendable, Equatable {
  /// What became of a mutant under one suite.
  public enum Outcome: String, Codable, Sendable {
    /// A test failed.
    case killed
    /// The first run passed and a later one failed: the mutant made the code racy.
    case killedSometimes = "killed in some runs"
    /// The suite ran past its time limit: a hang the mutant made.
    case timedOut = "timed out"
    case survived
  }

  public struct MutantResult: Codable, Sendable, Equatable {
    public var id: Int
    public var faultClass: FaultClass
    public var path: String
    public var line: Int
    /// The role of its file, `(unassigned)` for none.
    public var role: String
    public var code: String
    public var unitTests: Outcome
    public var scenarios: Outcome

    public init(
      _ mutant: Mutant, role: String, unitTests: Outcome, scenarios: Outcome
    ) {
      (id, faultClass, path, line, code) =
        (mutant.id, mutant.faultClass, mutant.path, mutant.line, mutant.code)
      (self.role, self.unitTests, self.scenarios) = (role, unitTests, scenarios)
    }
  }

  public struct Architecture: Codable, Sendable, Equatable {
    /// A fingerprint of the files mutated and of the tests, to tell when the results are
    /// stale (`MutationResults.fingerprint`).
    public var fingerprint: String
    /// The code lines of its unit tests when it was measured.
    public var testCodeLines: Int
    public var mutants: [MutantResult]

    public init(fingerprint: String, testCodeLines: Int, mutants: [MutantResult]) {
      (self.fingerprint, self.testCodeLines, self.mutants) = (fingerprint, testCodeLines, mutants)
    }

    public func killed(by suite: KeyPath<MutantResult, Outcome>) -> Int {
      mutants.filter { $0[keyPath: suite] != .survived }.count
    }

    /// Killed by the unit tests or the scenarios.
    public var killedByEither: Int {
      mutants.filter { $0.unitTests != .survived || $0.scenarios != .survived }.count
    }
  }

  public var architectures: [String: Architecture]
  public var commit: String
  public var seed: UInt64
  /// Mutants asked for per architecture.
  public var perArchitecture: Int
  /// The whole run, build included, and the machine's cores.
  public var seconds: Int
  public var cores: Int

  public init(
    architectures: [String: Architecture], commit: String, seed: UInt64, perArchitecture: Int,
    seconds: Int, cores: Int
  ) {
    self.architectures = architectures
    self.commit = commit
    self.seed = seed
    self.perArchitecture = perArchitecture
    self.seconds = seconds
    self.cores = cores
  }

  /// Where `workbench mutate` writes the results, from the package's root.
  public static let path = "docs/mutation-results.json"

  /// A file that is there but cannot be read as results.
  public struct Unreadable: Error, CustomStringConvertible {
    public var description: String
  }

  /// The results in the package at `root`, nil when `mutate` has never been run there.
  public static func load(root: String) throws(Unreadable) -> MutationResults? {
    do {
      return try CommittedJSON.read(MutationResults.self, root: root, path: path)
    } catch {
      throw Unreadable(
        description: "\(path): not what `workbench mutate` writes (\(error)); run it again")
    }
  }

  /// The JSON, keys sorted, as committed.
  public func encoded() throws -> Data {
    try CommittedJSON.encoded(self)
  }

  /// The columns of the summary, in the terminal and in the reports.
  public static let header = [
    "Architecture", "Mutants", "Killed by its unit tests", "Killed by the scenarios",
    "Killed by either", "Killed per 100 test lines",
  ]

  /// One row an architecture of `names` that was measured.
  public func rows(names: [String]) -> [[String]] {
    names.compactMap { name in
      guard let architecture = architectures[name] else { return nil }
      let count = architecture.mutants.count
      func share(_ killed: Int) -> String {
        "\(killed) (" + Self.percent(killed, of: count) + ")"
      }
      let perLines =
        architecture.testCodeLines > 0
        ? String(
          format: "%.1f",
          100 * Double(architecture.killed(by: \.unitTests)) / Double(architecture.testCodeLines))
        : "-"
      return [
        name, String(count), share(architecture.killed(by: \.unitTests)),
        share(architecture.killed(by: \.scenarios)), share(architecture.killedByEither), perLines,
      ]
    }
  }

  /// `part` of `whole` as a percentage with one decimal, `-` of nothing.
  public static func percent(_ part: Int, of whole: Int) -> String {
    whole > 0 ? String(format: "%.1f %%", 100 * Double(part) / Double(whole)) : "-"
  }

  /// FNV-1a over the paths and bytes of `files` (path → contents), in path order: the same on
  /// every machine.
  public static func fingerprint(_ files: [String: Data]) -> String {
    Fingerprint.of(files)
  }
}
