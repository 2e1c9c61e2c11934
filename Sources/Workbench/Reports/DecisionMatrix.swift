import Coverage
import Foundation
import Registration
import SourceMetrics

/// The source articles' decision matrix (Simplicity, Testability, Scalability, Learning
/// curve, Boilerplate), answered with measurements: per criterion the figures behind it, each
/// with its ratio to the first architecture, a score that orders the architectures by one
/// rule for every row, and the sources' stars beside them (docs/METRICS.md, "Decision
/// matrix").
public struct DecisionMatrix: Sendable {
  /// One measured figure of a criterion: a cost, so that more is less favourable.
  public struct Figure: Sendable, Equatable {
    public var title: String
    /// One value an architecture, in report order.
    public var values: [Double]
    /// Values are percentages (one decimal) rather than counts.
    public var isPercent = false

    public init(_ title: String, _ values: [Double], isPercent: Bool = false) {
      self.title = title
      self.values = values
      self.isPercent = isPercent
    }

    func formatted(_ index: Int) -> String {
      isPercent
        ? DecisionMatrix.decimal(values[index], places: 1) + " %"
        : DecisionMatrix.decimal(
          values[index], places: values[index].rounded() == values[index] ? 0 : 1)
    }

    /// `value ÷ the first architecture's`, nil when the first's is 0.
    func ratio(_ index: Int) -> Double? {
      values[0] > 0 ? values[index] / values[0] : nil
    }
  }

  /// One criterion of the matrix.
  public struct Row: Sendable {
    public var criterion: String
    /// The sources' stars (more is more favourable), nil where they rate no such pattern.
    public var stars: [Int?]
    /// Empty when the criterion is not measured yet (`unmeasured` says why).
    public var figures: [Figure]
    public var unmeasured: String?

    /// Per architecture, the mean over the figures of its value divided by the mean of that
    /// figure over every architecture (1 for a figure that is 0 everywhere): 1 is average,
    /// less is more favourable.
    public var scores: [Double] {
      guard !figures.isEmpty, let count = figures.first?.values.count else { return [] }
      return (0..<count).map { index in
        figures.map { figure in
          let mean = figure.values.reduce(0, +) / Double(figure.values.count)
          return mean > 0 ? figure.values[index] / mean : 1
        }.reduce(0, +) / Double(figures.count)
      }
    }

    /// Each architecture's place in the measured order, from 1 (most favourable); a score
    /// within `DecisionMatrix.tolerance` of a better one shares its place.
    public var places: [Int] {
      let scores = scores
      return scores.map { score in
        1 + scores.filter { $0 * (1 + DecisionMatrix.tolerance) < score }.count
      }
    }

    /// The pairs whose stars the measurement contradicts: the stars rate `better` above
    /// `worse`, and `better` scores more than `tolerance` above `worse`.
    public func contradictions(names: [String]) -> [(better: String, worse: String)] {
      let scores = scores
      guard !scores.isEmpty else { return [] }
      var pairs: [(String, String)] = []
      for better in names.indices {
        for worse in names.indices {
          guard let high = stars[better], let low = stars[worse], high > low else { continue }
          if scores[better] > scores[worse] * (1 + DecisionMatrix.tolerance) {
            pairs.append((names[better], names[worse]))
          }
        }
      }
      return pairs
    }
  }

  /// Scores closer than this (10 %) are a tie: smaller differences are within what a
  /// different but equally fair sample could change.
  public static let tolerance = 0.10

  public var names: [String]
  public var rows: [Row]

  /// Roles that only wire the others together: composition, builders, containers, contracts
  /// and a hand-written runtime.
  static let glueRoles: Set<Role> = [.app, .builder, .dependencyContainer, .contract, .runtime]

  public init(names: [String], rows: [Row]) {
    self.names = names
    self.rows = rows
  }

  /// The matrix of `report`'s architectures.
  public init(_ report: ComparisonReport) {
    let architectures = report.architectures
    names = architectures.map(\.name)
    let figures = Self.figures(report)
    rows = Criterion.allCases.map { criterion in
      Row(
        criterion: criterion.rawValue,
        stars: architectures.map { $0.registration.stars[criterion] },
        figures: figures[criterion] ?? [],
        unmeasured: figures[criterion]?.isEmpty ?? true
          ? "not measured: no change request in Scenarios/Changes/" : nil)
    }
  }

  /// What the same change requests cost each architecture, summed over the requests (none
  /// when no request was measured). Test lines are left out: the tests follow each
  /// pattern's testing style, which the Testability row measures.
  static func scalability(_ changes: ChangeCosts?) -> [Figure] {
    guard let changes, !changes.requests.isEmpty else { return [] }
    let totals = changes.totals
    let count = changes.requests.count
    return [
      Figure(
        "source lines added and removed by the \(count) change requests",
        totals.map { Double($0.linesChanged) }),
      Figure("source files changed or added", totals.map { Double($0.filesTouched) }),
      Figure(
        "roles touched (summed over the requests)",
        changes.requests.first!.costs.indices.map { index in
          Double(changes.requests.map { $0.costs[index].roles.count }.reduce(0, +))
        }),
      Figure(
        "types and protocols added",
        totals.map { Double(max(0, $0.typesAdded + $0.protocolsAdded)) }),
    ]
  }

  // MARK: - Text

  /// `value` with `places` decimals, rounded by `printf`, the same on every machine.
  static func decimal(_ value: Double, places: Int) -> String {
    String(format: "%.\(places)f", value)
  }

  /// `×1.23`, or `×-` when there is no ratio.
  static func ratio(_ value: Double?) -> String {
    value.map { "×" + decimal($0, places: 2) } ?? "×-"
  }

  /// `★★★☆☆ (3)`, or `no rating`.
  static func starText(_ stars: Int?) -> String {
    guard let stars else { return "no rating" }
    return String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
  }

  /// The lines of one cell: the stars, the measured place and score, then each figure with
  /// its ratio to the first architecture.
  public func cell(_ row: Row, _ index: Int) -> [String] {
    guard !row.figures.isEmpty else {
      return ["stars \(Self.starText(row.stars[index]))", "not measured yet"]
    }
    let scores = row.scores
    return [
      "stars \(Self.starText(row.stars[index]))",
      "measured: place \(row.places[index]) of \(names.count), score "
        + Self.decimal(scores[index], places: 2) + " ("
        + Self.ratio(scores[0] > 0 ? scores[index] / scores[0] : nil) + ")",
    ]
      + row.figures.map { figure in
        "\(figure.formatted(index)) \(figure.title) (\(Self.ratio(figure.ratio(index))))"
      }
  }

  /// What the measurement says of a row's stars, in a sentence.
  public func verdict(_ row: Row) -> String {
    guard row.figures.isEmpty == false else { return row.unmeasured ?? "" }
    let pairs = row.contradictions(names: names)
    guard !pairs.isEmpty else {
      return "The measured order does not contradict the stars."
    }
    let grouped = Dictionary(grouping: pairs, by: \.better)
    let sentences = names.compactMap { better -> String? in
      guard let worse = grouped[better]?.map(\.worse) else { return nil }
      return "the stars rate \(better) above \(Self.list(worse)), but it measures worse"
    }
    return "Contradicted: " + sentences.joined(separator: "; ") + "."
  }

  /// `A`, `A and B`, `A, B and C`.
  static func list(_ items: [String]) -> String {
    items.count < 2
      ? items.joined()
      : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  /// How the matrix is read, above it.
  public static let explanation =
    "Each row is one criterion of the sources' decision matrix. A cell gives the sources' "
    + "stars (more is more favourable; the TCA-style pattern has no rating there), then the "
    + "measured place (1 is the most favourable) and score, then the figures behind it, each "
    + "with its ratio to MVC (×-: MVC's figure is 0). Every figure is a cost. The score is "
    + "the mean over the row's figures of the architecture's figure divided by that figure's "
    + "mean over the architectures: 1.00 is average, less is better; scores within 10 % share "
    + "a place. The last column names every pair the stars order one way and the "
    + "measurement, by more than 10 %, the other; docs/METRICS.md, \"Decision matrix\"."
}
