import Foundation

extension ScaleBenchmark {
  /// The parallel-teams experiment of `name`, at the size it was measured at.
  public func merge(_ name: String) -> ScaleMerge? {
    architectures[name]?.compactMap(\.merge).last
  }

  /// The header of the parallel-teams table.
  public func mergeHeader() -> [String] {
    [
      "Architecture", "Pairs with a textual conflict", "Conflicting regions", "In hub files",
      "Files in conflict", "All branches merged",
    ]
  }

  /// A row per architecture of `names` with the experiment measured.
  public func mergeRows(names: [String]) -> [[String]] {
    names.compactMap { name in
      guard let merge = merge(name) else { return nil }
      return [
        name, "\(merge.conflictingPairs) of \(merge.pairs)", String(merge.conflicts),
        String(merge.hubConflicts),
        merge.conflictingFiles.isEmpty
          ? "-"
          : merge.conflictingFiles.map { ($0 as NSString).lastPathComponent }
            .joined(separator: ", "),
        merge.merged == "pass" ? "builds and passes every scenario" : merge.merged,
      ]
    }
  }

  /// What the parallel-teams table shows, above it.
  public func mergeExplanation() -> String {
    let branches = architectures.values.joined().compactMap(\.merge).first?.branches ?? []
    return "Parallel teams (docs/SCALE.md, \"Parallel teams\"): from the app of "
      + "\(GrownApp.largest - 1) features, each team's work on a branch of its own ("
      + branches.map { "`\($0)`" }.joined(separator: ", ")
      + "; the changes every architecture solves, and the last feature added), every pair "
      + "merged three-way as `git merge-file` does. A conflicting region is one both branches "
      + "changed differently; hub files are the files that gather the features and "
      + "`Package.swift`. All branches merged: the "
      + "\(GrownApp.largest)-feature app with every branch, built and run against every "
      + "scenario, each branch's included: a clean merge that fails is a semantic conflict."
  }
}
