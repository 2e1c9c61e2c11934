import ChangeRequests
import Foundation

/// Parallel teams on the grown app (docs/SCALE.md, "Parallel teams"): from the app of one
/// feature less than the largest, each change of the suite and the last feature added on a
/// branch of its own, every pair merged three-way as two teams would, then all of them
/// merged into the app of the largest size, built and run.
public struct ScaleMerge: Codable, Sendable, Equatable {
  /// The branches, by change name (`feature-added` for the last feature).
  public var branches: [String]
  /// The pairs of branches merged.
  public var pairs: Int
  /// The pairs with a textual conflict.
  public var conflictingPairs: Int
  /// The conflicting regions over every pair.
  public var conflicts: Int
  /// Of those, the regions in the hub files and the manifest.
  public var hubConflicts: Int
  /// The files with a conflict in some pair, from the architecture's folder.
  public var conflictingFiles: [String]
  /// Every branch merged into the base: `pass` (it builds and passes every scenario, each
  /// branch's included), `textual conflict`, or a semantic conflict: `does not build`,
  /// `fails`.
  public var merged: String

  public init(
    branches: [String], pairs: Int, conflictingPairs: Int, conflicts: Int, hubConflicts: Int,
    conflictingFiles: [String], merged: String
  ) {
    self.branches = branches
    self.pairs = pairs
    self.conflictingPairs = conflictingPairs
    self.conflicts = conflicts
    self.hubConflicts = hubConflicts
    self.conflictingFiles = conflictingFiles
    self.merged = merged
  }

  /// A grown app's files, path to text; a missing path is a file the app has not.
  public typealias Files = [String: String]

  /// The apps of the experiment: the base and, by name, each branch.
  static func apps(changes: [String]) -> (base: GrownApp, branches: [(String, GrownApp)]) {
    let base = GrownApp(size: GrownApp.largest - 1)
    return (
      base,
      changes.map { ($0, GrownApp(size: base.size, change: $0)) }
        + [("feature-added", GrownApp(size: GrownApp.largest))]
    )
  }

  /// The experiment for the architecture in `folder` with the suite's `changes` (those it and
  /// every other architecture measured solve): the pairs' conflicts, every branch merged
  /// (nil where two conflict), and the base's files. `merged` is left for the build to fill
  /// in.
  public static func measure(root: String, folder: String, changes: [String])
    throws(GrownApp.Failure) -> (merge: ScaleMerge, files: Files?, base: Files)
  {
    let (baseApp, apps) = Self.apps(changes: changes)
    let base = try baseApp.files(root: root, folder: folder)
    var branches: [(String, Files)] = []
    for (name, app) in apps { branches.append((name, try app.files(root: root, folder: folder))) }
    let hub = try GrownApp.hub(root: root, folder: folder)
    var merge = ScaleMerge(
      branches: branches.map(\.0), pairs: 0, conflictingPairs: 0, conflicts: 0, hubConflicts: 0,
      conflictingFiles: [], merged: "textual conflict")
    var files: Set<String> = []
    for (index, ours) in branches.enumerated() {
      for theirs in branches[(index + 1)...] {
        merge.pairs += 1
        var conflicting = false
        // Only the files both branches change can conflict.
        for path in Set(ours.1.keys).union(theirs.1.keys).union(base.keys)
        where ours.1[path] != base[path] && theirs.1[path] != base[path] {
          let count = MergeConflicts.count(
            base: base[path], ours: ours.1[path], theirs: theirs.1[path])
          guard count > 0 else { continue }
          conflicting = true
          merge.conflicts += count
          if hub.contains(path) { merge.hubConflicts += count }
          files.insert(path.replacing("Sources/Architectures/\(folder)/", with: ""))
        }
        if conflicting { merge.conflictingPairs += 1 }
      }
    }
    merge.conflictingFiles = files.sorted()
    return (merge, Self.merging(base, branches.map(\.1)), base)
  }

  /// `branches`, each changed from `base`, merged one after another; nil where a merge
  /// conflicts.
  public static func merging(_ base: Files, _ branches: [Files]) -> Files? {
    var merged = base
    for branch in branches {
      for path in Set(merged.keys).union(branch.keys).union(base.keys) {
        guard
          let text = MergeConflicts.merge(
            base: base[path], ours: merged[path], theirs: branch[path])
        else { return nil }
        merged[path] = text
      }
    }
    return merged
  }

  /// The generated scenarios of the base and of every branch, merged: what the merged app
  /// runs besides today's scenarios.
  public static func scenarios(root: String, changes: [String]) throws(GrownApp.Failure) -> Files {
    let (baseApp, apps) = Self.apps(changes: changes)
    let base = try baseApp.changes(root: root, folders: []).after
    var branches: [Files] = []
    for (_, app) in apps { branches.append(try app.changes(root: root, folders: []).after) }
    guard let merged = merging(base, branches) else {
      throw GrownApp.Failure(
        description: "error: the scenarios of \(changes.joined(separator: ", ")) conflict: the "
          + "change suite's scenarios.patch files must merge")
    }
    return merged
  }
}
