import Foundation
import Scale

/// The Scalability row measured as growth with the app's size (docs/METRICS.md, "Decision
/// matrix"), from `workbench scale`'s figures.
extension DecisionMatrix {
  /// The Scalability row's criterion when it is measured as growth.
  static let growthCriterion = "Scalability, measured as growth with the app's size"
  /// The row that keeps the one-feature app's change cost once Scalability is growth.
  public static let smallAppChangeCost = "Change cost in a one-feature app"

  /// The slopes of `scale` for the architectures `names`, each a figure (none unless every
  /// architecture was measured at two sizes or more): what one more feature adds to the code,
  /// to the change suite's diffs and to the hub; what it adds to the build after an edit;
  /// and what the parallel teams' merge costs.
  static func growth(_ scale: ScaleBenchmark?, names: [String]) -> [Figure] {
    guard let scale, scale.sizes.count > 1,
      names.allSatisfy({ (scale.architectures[$0]?.count ?? 0) > 1 })
    else { return [] }
    let growth = Growth(
      measures: names.map { name in
        (scale.architectures[name] ?? []).sorted { $0.features < $1.features }
      })
    var figures = growth.codeAndChanges(scale)
    if growth.measures.allSatisfy({ $0.allSatisfy { $0.rebuild != nil } }) {
      figures += growth.rebuild()
    }
    let merges = names.compactMap(scale.merge)
    if merges.count == names.count {
      figures += [
        Figure(
          "conflicting regions when \(merges[0].branches.count) teams' branches merge in pairs",
          merges.map { Double($0.conflicts) }, dimension: "parallel teams"),
        Figure(
          "semantic conflicts when every branch is merged (1: it does not build or fails)",
          merges.map { $0.merged == "pass" || $0.conflictingPairs > 0 ? 0 : 1 },
          dimension: "parallel teams"),
      ]
    }
    // Scored as shown, to one decimal: a slope that rounds to 0 is no growth, and the noise
    // below it must not weigh as much as a figure that grows.
    return figures.map { figure in
      var shown = figure
      shown.values = figure.values.map { ($0 * 10).rounded() / 10 + 0 }
      return shown
    }
  }

  /// Each architecture's measures, smallest size first, and the slopes of their figures.
  private struct Growth {
    var measures: [[ScaleBenchmark.Measure]]

    /// The slope of `value` over the sizes where it is measured, never below 0.
    func slope(_ index: Int, _ value: (ScaleBenchmark.Measure) -> Int?) -> Double {
      let measured = measures[index].filter { value($0) != nil }
      return max(0, ScaleBenchmark.slope(measured) { value($0) ?? 0 } ?? 0)
    }

    /// The code's growth, and the change suite's: only the changes every architecture solved
    /// compare alike.
    func codeAndChanges(_ scale: ScaleBenchmark) -> [Figure] {
      let changes = scale.changeNames.filter { change in
        measures.allSatisfy { $0.contains { $0.changes.contains { $0.change == change } } }
      }
      return [
        Figure(
          "code lines per added feature", measures.indices.map { slope($0) { $0.codeLines } },
          dimension: "the code's growth"),
        Figure(
          "lines of the change suite per added feature (\(changes.count + 1) changes, a new "
            + "feature's from 4 features on, past the one-time growth; slopes summed)",
          measures.indices.map { index in
            changes.map { change in
              slope(index) { measure in
                measure.changes.first { $0.change == change }?.linesChanged
              }
            }.reduce(slope(index) { $0.features > 2 ? $0.addition?.linesChanged : nil }, +)
          }, dimension: "a change's growth"),
        Figure(
          "hub lines a new feature edits at \(scale.sizes.last ?? 0) features",
          measures.map { Double($0.last?.addition?.hubLines ?? 0) },
          dimension: "a change's growth"),
      ]
    }

    /// The rebuild's growth: each figure's slope, the mean over the roles an architecture has.
    func rebuild() -> [Figure] {
      func perRole(_ index: Int, _ value: @escaping (RebuildTouch) -> Int?) -> Double {
        let slopes = RebuildScope.Role.allCases.compactMap { role -> Double? in
          guard
            measures[index].contains(where: {
              $0.rebuild?.contains { $0.role == role.rawValue } ?? false
            })
          else { return nil }
          return slope(index) { measure in
            measure.rebuild?.first { $0.role == role.rawValue }.flatMap(value)
          }
        }
        return slopes.isEmpty ? 0 : slopes.reduce(0, +) / Double(slopes.count)
      }
      let tests = measures.allSatisfy { sizes in
        sizes.allSatisfy { $0.rebuild?.allSatisfy { $0.testMilliseconds != nil } ?? false }
      }
      return [
        Figure(
          "build milliseconds after an edit, per added feature (mean over its roles)",
          measures.indices.map { perRole($0) { $0.milliseconds } },
          dimension: "the rebuild's growth"),
        Figure(
          "files compiled again after an edit, per added feature (mean over its roles)",
          measures.indices.map { perRole($0) { $0.filesRecompiled } },
          dimension: "the rebuild's growth"),
      ]
        + (tests
          ? [
            Figure(
              "milliseconds from an edit to its tests' results, per added feature (mean over "
                + "its roles)",
              measures.indices.map { perRole($0) { $0.testMilliseconds } },
              dimension: "the rebuild's growth")
          ] : [])
    }
  }
}
