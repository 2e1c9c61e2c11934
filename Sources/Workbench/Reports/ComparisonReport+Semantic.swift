import ChangeRequests

extension ComparisonReport {
  /// Above the semantic-conflict table.
  static let semanticExplanation =
    "The same pairs merged by `workbench changes --pairs`, which builds every merge with no "
    + "textual conflict in any architecture and runs it with both requests' scenarios and "
    + "the architecture's unit tests: a merge that is clean as text but fails is a semantic "
    + "conflict. A pair with a textual conflict anywhere is not built. The command takes a "
    + "build per clean pair, so its verdicts are committed (docs/pairs-results.json) and "
    + "shown here; docs/METRICS.md, \"Parallel work\"."

  /// A row per pair merged: each architecture's verdict, short; a last row counting the
  /// semantic conflicts. Empty without results.
  var semanticRows: [[String]] {
    guard let semantic = measuredChanges?.semantic, !semantic.pairs.isEmpty else { return [] }
    let names = architectures.map(\.name)
    let rows = semantic.pairs.map { pair in
      ["\(pair.first) + \(pair.second)"] + names.map { Self.short(pair.verdicts[$0]) }
    }
    let conflicts = names.map { name in
      semantic.pairs.filter { $0.verdicts[name]?.hasPrefix("semantic conflict") == true }.count
    }
    return rows + [["Semantic conflicts"] + conflicts.map(String.init)]
  }

  /// When and where the verdicts were measured, and whether they are stale.
  var semanticNote: String? {
    guard let changes = measuredChanges, let semantic = changes.semantic else { return nil }
    let measured =
      "Measured on commit \(semantic.commit.prefix(7)) in \(semantic.seconds) s on "
      + "\(semantic.cores) cores."
    return changes.semanticIsStale
      ? measured + " The requests, scenarios or sources changed since: run `swift run "
        + "workbench changes --pairs` again for current verdicts." : measured
  }

  /// A verdict of `changes --pairs` in a few words.
  private static func short(_ verdict: String?) -> String {
    guard let verdict else { return "-" }
    if verdict.hasPrefix("textual conflict") { return "textual conflict" }
    if verdict.hasPrefix("clean here") { return "not built" }
    if verdict.hasPrefix("not run") { return "not run" }
    if verdict.hasPrefix("fails: the two requests' scenarios disagree") {
      return "scenarios disagree"
    }
    if verdict == "clean, passes" { return "passes" }
    return verdict
  }
}
