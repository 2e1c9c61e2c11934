import Foundation

extension ScaleBenchmark {
  /// One table of the growth section: what it shows, its caption, header and rows.
  public struct Table: Sendable {
    public var explanation: String
    public var caption: String
    public var header: [String]
    public var rows: [[String]]
  }

  /// Every table of the growth section for the architectures `names`, in order; a table with
  /// nothing measured is left out. `compare` (Markdown and HTML) and `scale` show the same.
  public func tables(names: [String]) -> [Table] {
    [
      Table(
        explanation: explanation,
        caption: "Code lines of the app grown to each size, and what one more feature adds",
        header: header(), rows: rows(names: names)),
      Table(
        explanation: Self.additionExplanation, caption: "What one more feature costs at each size",
        header: additionHeader(), rows: additionRows(names: names)),
      Table(
        explanation: Self.changeExplanation,
        caption: "What each change of the suite costs at each size", header: changeHeader(),
        rows: changeRows(names: names)),
      Table(
        explanation: Self.rebuildExplanation,
        caption: "What an edit of each role compiles again at each size",
        header: rebuildHeader(), rows: rebuildRows(names: names)),
      Table(
        explanation: mergeExplanation(),
        caption: "Parallel teams merging at \(GrownApp.largest) features", header: mergeHeader(),
        rows: mergeRows(names: names)),
    ].filter { !$0.rows.isEmpty }
  }

  /// One chart of the growth section: a cost at each size, a line per architecture.
  public struct Chart: Sendable {
    public var title: String
    public var unit: String
    public var sizes: [Int]
    /// Per architecture, the value at each size (0 where it was not measured).
    public var values: [[Double]]
  }

  /// The growth section's charts for the architectures `names`: the code, the change suite
  /// (the changes every one of them solved) and the build after a view
  /// model's edit, each against the app's size; a chart with nothing measured is left out.
  public func charts(names: [String]) -> [Chart] {
    func series(_ sizes: [Int], _ value: (Measure) -> Int?) -> [[Double]] {
      names.map { name in
        sizes.map { size in
          (architectures[name]?.first { $0.features == size }).flatMap(value).map(Double.init) ?? 0
        }
      }
    }
    let grown = sizes.filter { $0 > 1 }
    let common = changeNames.filter { change in
      names.allSatisfy { name in
        architectures[name]?.contains { $0.changes.contains { $0.change == change } } ?? false
      }
    }
    let charts = [
      Chart(
        title: "The app's code", unit: "code lines", sizes: sizes,
        values: series(sizes) { $0.codeLines }),
      Chart(
        title: "The change suite: " + common.joined(separator: ", "),
        unit: "lines added and removed, summed", sizes: grown,
        values: series(grown) { measure in
          common.compactMap { change in
            measure.changes.first { $0.change == change }?.linesChanged
          }.reduce(0, +)
        }),
      Chart(
        title: "The build after a view model's edit (or its counterpart's)",
        unit: "milliseconds, median of five", sizes: sizes,
        values: series(sizes) { measure in
          measure.rebuild?.first { $0.role == RebuildScope.Role.presentation.rawValue }?
            .milliseconds
        }),
    ]
    return charts.filter { chart in
      chart.sizes.count > 1 && chart.values.joined().contains { $0 > 0 }
    }
  }
}
