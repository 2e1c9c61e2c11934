import Foundation
import Scenarios

/// The change requests applied one after another (Scenarios/Stack/README.md): each step one
/// request's shared patch and solutions, rebased onto the steps before it, so that each
/// role's size can be read against the number of changes.
public struct ChangeStack: Sendable {
  /// The folder of the stack, relative to the package root.
  public static let directory = "\(ScenarioSuite.directory)/Stack"

  /// One request, applied after the steps before it.
  public struct Step: Sendable {
    /// Its folder's name, such as `03-load-more`.
    public var folder: String
    /// The request it applies, such as `load-more`.
    public var request: String
    var shared: UnifiedDiff?
    var solutions: [String: UnifiedDiff]
  }

  /// In order.
  public var steps: [Step]

  /// The targets every step has a solution for: the architectures the stack covers.
  public var targets: [String] {
    steps.first.map { first in
      first.solutions.keys.sorted().filter { target in
        steps.allSatisfy { $0.solutions[target] != nil }
      }
    } ?? []
  }

  /// The stack under `root`, its steps in folder order; nil when it has no folder. Each
  /// step's folder is `NN-REQUEST` for a request of `requests`, with at most a shared patch
  /// and a solution for each of `targets` the stack covers: the same ones in every step (an
  /// architecture whose rebase is not done yet is left out of all); every problem is
  /// reported at once.
  package static func load(root: String, targets: [String], requests: [String])
    throws(ScenarioLoadError) -> ChangeStack?
  {
    let folder = "\(root)/\(directory)"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return nil
    }
    var steps: [Step] = []
    var problems: [ScenarioError] = []
    for entry in entries.sorted() where isDirectory("\(folder)/\(entry)") {
      let parts = entry.split(separator: "-", maxSplits: 1).map(String.init)
      guard parts.count == 2, parts[0].count == 2, Int(parts[0]) != nil,
        requests.contains(parts[1])
      else {
        problems.append(
          ScenarioError(
            path: "\(directory)/\(entry)", line: nil,
            message: "expected a step's folder named NN-REQUEST, such as 03-load-more, for one "
              + "of the requests of \(ChangeRequest.directory)/"))
        continue
      }
      let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(entry)"))
      var reader = ChangeRequest.FolderReader(
        root: root, folder: "\(directory)/\(entry)", entries: files ?? [])
      let present = targets.filter {
        reader.entries.contains(ChangeRequest.patchName(ofTarget: $0))
      }
      let solutions = reader.solutions(present)
      let shared =
        reader.entries.contains(ChangeRequest.sharedPatchName)
        ? reader.patch(ChangeRequest.sharedPatchName, within: ChangeRequest.sharedFolders) : nil
      problems += reader.problems
      steps.append(Step(folder: entry, request: parts[1], shared: shared, solutions: solutions))
    }
    let stack = ChangeStack(steps: steps)
    for step in steps where Set(step.solutions.keys) != Set(stack.targets) {
      problems.append(
        ScenarioError(
          path: "\(directory)/\(step.folder)", line: nil,
          message: "expected a solution for the same architectures as every other step: "
            + stack.targets.map(ChangeRequest.patchName).joined(separator: ", ")))
    }
    guard problems.isEmpty else { throw ScenarioLoadError(errors: problems) }
    return steps.isEmpty ? nil : stack
  }

  /// Every step's shared patch and solutions of `targets`, in order.
  package func patches(_ targets: [String]) -> [UnifiedDiff] {
    steps.flatMap { step in
      [step.shared].compactMap { $0 } + targets.compactMap { step.solutions[$0] }
    }
  }

  /// `files` (path to text: a target's sources and tests as they are) after each step's
  /// solution of `target`: element 0 is `files` itself, element k the files after step k.
  package func growth(of target: String, from files: [String: String]) throws(ScenarioError)
    -> [[String: String]]
  {
    var stages = [files]
    var current = files
    for step in steps {
      if let solution = step.solutions[target] { try solution.apply(to: &current) }
      stages.append(current)
    }
    return stages
  }

  /// Whether `path` is a folder (a request's or a step's).
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
