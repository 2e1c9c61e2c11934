import ChangeRequests
import Coverage
import Foundation
import Registration
import SourceMetrics

/// The source articles' decision matrix (Simplicity, Testability, Scalability, Learning
/// curve, Boilerplate), answered with measurements: per criterion the figures behind it, each
/// with its ratio to the first architecture, a score that orders the architectures by one
/// rule for every row, the sources' stars beside them, and how robust the row's verdict is
/// (docs/METRICS.md, "Decision matrix").
public struct DecisionMatrix: Sendable {
  /// One measured figure of a criterion: a cost, so that more is less favourable.
  public struct Figure: Sendable, Equatable {
    public var title: String
    /// One value an architecture, in report order.
    public var values: [Double]
    /// Values are percentages (one decimal) rather than counts.
    public var isPercent = false
    /// What the figure measures. Figures that measure the same thing (the lines, files and
    /// types of one diff) share a dimension, and a row averages its dimensions, not its
    /// figures, so one thing counted four ways weighs as much as one thing counted once.
    public var dimension: String
    /// False for a figure shown for what it tells but left out of the score (test doubles,
    /// the lines of a runtime an app takes from a library).
    public var isScored = true

    public init(
      _ title: String, _ values: [Double], isPercent: Bool = false, dimension: String? = nil,
      isScored: Bool = true
    ) {
      self.title = title
      self.values = values
      self.isPercent = isPercent
      self.dimension = dimension ?? title
      self.isScored = isScored
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

    /// Each value divided by the mean of the values (1 for each when the mean is 0).
    var quotients: [Double] {
      let mean = values.reduce(0, +) / Double(values.count)
      return values.map { mean > 0 ? $0 / mean : 1 }
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
    /// Why the figures cannot judge the stars yet, nil when they can: the row still shows
    /// the measured order, and names no contradiction.
    public var notSettled: String?

    public init(
      criterion: String, stars: [Int?], figures: [Figure], unmeasured: String? = nil,
      notSettled: String? = nil
    ) {
      self.criterion = criterion
      self.stars = stars
      self.figures = figures
      self.unmeasured = unmeasured
      self.notSettled = notSettled
    }

    /// The figures the score is made of.
    public var scored: [Figure] { figures.filter(\.isScored) }

    /// Per architecture, the mean over the row's dimensions of the mean over the dimension's
    /// figures of its value divided by that figure's mean over every architecture: 1 is
    /// average, less is more favourable.
    public var scores: [Double] {
      let scored = scored
      guard let count = scored.first?.values.count else { return [] }
      var dimensions: [String] = []
      for figure in scored where !dimensions.contains(figure.dimension) {
        dimensions.append(figure.dimension)
      }
      let quotients = scored.map(\.quotients)
      return (0..<count).map { index in
        dimensions.map { dimension in
          let members = scored.indices.filter { scored[$0].dimension == dimension }
          return members.map { quotients[$0][index] }.reduce(0, +) / Double(members.count)
        }.reduce(0, +) / Double(dimensions.count)
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
    /// `worse`, and `better` scores more than `tolerance` above `worse`. None while the row
    /// is not settled.
    public func contradictions(names: [String]) -> [(better: String, worse: String)] {
      let scores = scores
      guard !scores.isEmpty, notSettled == nil else { return [] }
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

    /// The row without the scored figure `index` (of `scored`).
    func leavingOut(_ index: Int) -> Row {
      var row = self
      let title = scored[index].title
      row.figures.removeAll { $0.isScored && $0.title == title }
      return row
    }
  }

  /// Scores closer than this (10 %) are a tie: smaller differences are within what a
  /// different but equally fair sample could change.
  public static let tolerance = 0.10

  public var names: [String]
  public var rows: [Row]

  /// Roles that only wire the others together: composition, builders, containers and
  /// contracts. A runtime is not glue the app writes: it comes from a library.
  static let glueRoles: Set<Role> = [.app, .builder, .dependencyContainer, .contract]

  public init(names: [String], rows: [Row]) {
    self.names = names
    self.rows = rows
  }

  /// The matrix of `report`'s architectures.
  public init(_ report: ComparisonReport) {
    let architectures = report.architectures
    names = architectures.map(\.name)
    let figures = Self.figures(report)
    let growth = Self.growth(report.scale, names: names)
    rows = Criterion.allCases.map { criterion in
      guard criterion == .scalability else {
        return Row(
          criterion: criterion.rawValue,
          stars: architectures.map { $0.registration.stars[criterion] },
          figures: figures[criterion] ?? [],
          unmeasured: figures[criterion]?.isEmpty ?? true
            ? "not measured: no change request in Scenarios/Changes/" : nil)
      }
      let stars = architectures.map { $0.registration.stars[criterion] }
      guard growth.isEmpty else {
        return Row(criterion: Self.growthCriterion, stars: stars, figures: growth)
      }
      return Row(
        criterion: "Scalability, measured as change cost in a one-feature app", stars: stars,
        figures: figures[criterion] ?? [],
        unmeasured: figures[criterion]?.isEmpty ?? true
          ? "not measured: no change request in Scenarios/Changes/" : nil,
        notSettled: Self.scalabilityNotSettled)
    }
    // With Scalability measured as growth, the small app's change cost keeps a row of its own,
    // which no stars rate.
    if !growth.isEmpty, let small = figures[.scalability], !small.isEmpty {
      rows.append(
        Row(
          criterion: Self.smallAppChangeCost, stars: architectures.map { _ in nil },
          figures: small))
    }
  }

  /// Why one feature cannot judge the scalability stars.
  static let scalabilityNotSettled =
    "Not settled at this size: the stars rate how the cost of a change grows with the app, "
    + "and a one-feature app shows its level only. `swift run workbench scale` measures the "
    + "growth, the app at 1, 2, 4 and 8 features (docs/SCALE.md)."

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
  /// its ratio to the first architecture (a figure left out of the score says so).
  public func cell(_ row: Row, _ index: Int) -> [String] {
    guard !row.scored.isEmpty else {
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
          + (figure.isScored ? "" : ", not scored")
      }
  }

  /// What the measurement says of a row's stars, in a sentence, then how robust that is.
  public func verdict(_ row: Row) -> String {
    guard !row.scored.isEmpty else { return row.unmeasured ?? "" }
    return judgement(row) + " " + robustness(row)
  }

  /// The verdict without its robustness.
  func judgement(_ row: Row) -> String {
    if let notSettled = row.notSettled {
      let first = finding(row).first
      return notSettled + " At one feature \(Self.list(first)) "
        + (first.count == 1 ? "is" : "are") + " cheapest."
    }
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
    + "with its ratio to MVC (×-: MVC's figure is 0). Every figure is a cost. Each figure is "
    + "divided by its mean over the architectures; figures that measure the same thing (the "
    + "lines, files and types of one diff) are averaged into one dimension first, and the "
    + "score is the mean over the dimensions: 1.00 is average, less is better; scores within "
    + "10 % share a place. A figure marked \"not scored\" is shown for what it tells and left "
    + "out of the score. The last column names every pair the stars order one way and the "
    + "measurement, by more than 10 %, the other, and whether that verdict and the first place "
    + "survive leaving out each figure in turn (robust) or which figure they hang on; "
    + "docs/METRICS.md, \"Decision matrix\"."
}
