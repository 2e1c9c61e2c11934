import Foundation
import Scale

/// The rules that read `workbench scale`'s figures: the Scalability row measured as growth,
/// and the parallel teams at the largest size.
extension Claim {
  /// Confirmed if `name` places ahead of every one of `others` in the Scalability row
  /// measured as growth; contradicted otherwise; nil before that row is measured.
  static func growthAhead(_ f: ClaimFigures, _ name: String, of others: [String]) -> Decision? {
    guard let row = f.growthRow, let own = f.place(in: row, name) else { return nil }
    let ahead = others.allSatisfy { own < (f.place(in: row, $0) ?? 0) }
    return .either(ahead, .growth, f.places(in: row, "Growth", [name] + others))
  }

  /// The conflicts `name`'s teams meet: the conflicting regions of the pairs, and one more
  /// when every branch merged does not build or fails.
  static func teamConflicts(_ f: ClaimFigures, _ name: String) -> Int? {
    f.report.scale?.merge(name).map { merge in
      merge.conflicts + (merge.merged == "pass" || merge.conflictingPairs > 0 ? 0 : 1)
    }
  }

  /// `VIPER 3, MVVM 5`: the team conflicts of `names`.
  static func teamConflictList(_ f: ClaimFigures, _ names: [String]) -> String {
    "conflicts when the teams' branches merge at \(GrownApp.largest) features: "
      + names.map { "\($0) \(teamConflicts(f, $0).map(String.init) ?? "-")" }
      .joined(separator: ", ")
  }

  /// Confirmed if `name`'s teams meet fewer conflicts than each of `others`' and it places
  /// ahead of them in the growth row; contradicted otherwise; nil without the figures.
  static func teamsAhead(_ f: ClaimFigures, _ name: String, of others: [String]) -> Decision? {
    guard let own = teamConflicts(f, name), let growth = growthAhead(f, name, of: others) else {
      return nil
    }
    let fewer = others.allSatisfy { own < (teamConflicts(f, $0) ?? 0) }
    return .either(
      fewer && growth.verdict == .confirmed, .growth,
      teamConflictList(f, [name] + others) + "; " + growth.figures)
  }

  /// Confirmed if every architecture with a module per feature meets no more team conflicts
  /// than MVC and one meets fewer; contradicted otherwise; nil without the figures.
  static func modularTeams(_ f: ClaimFigures) -> Decision? {
    let modular = ["VIPER", "Clean", "TCA-style"]
    guard let mvc = teamConflicts(f, "MVC") else { return nil }
    let counts = modular.compactMap { teamConflicts(f, $0) }
    guard counts.count == modular.count else { return nil }
    return .either(
      counts.allSatisfy { $0 <= mvc } && counts.contains { $0 < mvc }, .growth,
      teamConflictList(f, ["MVC"] + modular))
  }
}
