import Foundation
import Registration
import Scenarios
import SourceMetrics
import WorkbenchSupport

/// How each architecture's units grow as the stack's requests land one after another
/// (docs/METRICS.md, "Stacked growth"): after each step, the largest type of each role,
/// the feature's code lines and the pattern-rule violations, measured as `metrics` measures
/// the package.
public struct StackGrowth: Sendable, Equatable {
  /// One architecture's code after one step.
  public struct Stage: Sendable, Equatable {
    /// The largest type of each role by code lines, by role name (`Role.unassignedName` for
    /// types no rule gives a role).
    public var largestTypes: [String: SizeSignals.Unit]
    /// The largest type of all, by code lines.
    public var largestType: SizeSignals.Unit?
    /// The feature's code lines (the runtime's left out).
    public var codeLines: Int
    public var violations: Int
  }

  /// One architecture's stages: the code as it is, then after each step.
  public struct Series: Sendable, Equatable {
    public var name: String
    public var stages: [Stage]
  }

  /// What each stage is: `as it is`, then each step's request.
  public var steps: [String]
  /// In the order of the architectures measured.
  public var series: [Series]

  /// The first stage's name.
  public static let start = "as it is"

  /// The growth of `architectures` through `stack`, from their sources and tests under
  /// `root`; each stage is written to a scratch folder and measured there.
  package static func measure(
    root: String, stack: ChangeStack, architectures: [RegisteredArchitecture]
  ) throws(ScenarioError) -> StackGrowth {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbench-stack-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let stacked = architectures.filter { stack.targets.contains($0.target) }
    var growth: [(architecture: Int, files: [String: String])] = []
    for (index, architecture) in stacked.enumerated() {
      growth += try stack.growth(of: architecture.target, from: files(of: architecture, root: root))
        .map { (index, $0) }
    }
    // Each stage in a folder of its own, measured side by side on every core.
    let measured = Workers.map(Array(growth.enumerated()), workers: Workers.defaultCount) {
      index, stage in
      measure(stage.files, stacked[stage.architecture], in: "\(scratch)/\(index)")
    }
    let series = stacked.enumerated().map { index, architecture in
      Series(
        name: architecture.name,
        stages: growth.indices.filter { growth[$0].architecture == index }.map { measured[$0] })
    }
    return StackGrowth(steps: [start] + stack.steps.map(\.request), series: series)
  }

  /// The Swift files of an architecture's sources and tests under `root`, by path from it.
  private static func files(of architecture: RegisteredArchitecture, root: String)
    -> [String: String]
  {
    var files: [String: String] = [:]
    for folder in [architecture.sourceFolder, architecture.testFolder] {
      let paths = FileManager.default.enumerator(atPath: "\(root)/\(folder)")?.allObjects ?? []
      for case let path as String in paths where path.hasSuffix(".swift") {
        files["\(folder)/\(path)"] = ChangeRequest.reader(root)("\(folder)/\(path)")
      }
    }
    return files
  }

  /// `files` written under `folder` and measured there.
  private static func measure(
    _ files: [String: String], _ architecture: RegisteredArchitecture, in folder: String
  ) -> Stage {
    for (path, text) in files {
      let full = "\(folder)/\(path)"
      try? FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try? text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    let metrics = MetricsReport.measure(packageRoot: folder, architectures: [architecture])
      .report.architectures[0]
    var largest: [String: SizeSignals.Unit] = [:]
    for unit in SizeSignals.types(metrics.files) {
      let role = Role.name(unit.role)
      if unit.codeLines > largest[role]?.codeLines ?? -1 { largest[role] = unit }
    }
    return Stage(
      largestTypes: largest, largestType: metrics.sizeSignals.largestTypeByCodeLines,
      codeLines: metrics.featureLines.code, violations: metrics.violations.count)
  }
}
