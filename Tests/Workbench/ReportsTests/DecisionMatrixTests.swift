import Testing

@testable import Reports
@testable import SourceMetrics

struct DecisionMatrixTests {
  private let names = ["MVC", "MVVM", "VIPER"]

  private func row(_ figures: [DecisionMatrix.Figure], stars: [Int?] = [5, 4, 2])
    -> DecisionMatrix.Row
  {
    DecisionMatrix.Row(criterion: "Simplicity", stars: stars, figures: figures)
  }

  @Test func eachFigureCountsAlikeWhateverItsUnit() {
    // Lines in hundreds and protocols in ones weigh the same: each is divided by its mean
    // (700 lines, 2 protocols), so MVC scores (400 / 700 + 1 / 2) / 2.
    let simplicity = row([
      .init("code lines", [400, 600, 1100]), .init("protocols", [1, 1, 4]),
    ])
    let scores = simplicity.scores.map { ($0 * 100).rounded() / 100 }
    #expect(scores == [0.54, 0.68, 1.79])
    #expect(simplicity.places == [1, 2, 3])
  }

  @Test func scoresWithinTenPercentShareAPlace() {
    let close = row([.init("code lines", [100, 105, 200])])
    #expect(close.places == [1, 1, 3])
  }

  @Test func aFigureThatIsZeroEverywhereChangesNoOrder() {
    let withZeros = row([.init("code lines", [100, 200, 300]), .init("doubles", [0, 0, 0])])
    // Lines give 0.5, 1 and 1.5 of their mean; the zeros give 1 to each.
    #expect(withZeros.scores == [0.75, 1, 1.25])
    #expect(withZeros.places == [1, 2, 3])
  }

  @Test func theStarsAreContradictedOnlyWhereTheMeasurementOrdersAPairTheOtherWay() {
    // The stars rank MVC above MVVM above VIPER; MVVM measures worse than VIPER.
    let matrix = DecisionMatrix(
      names: names, rows: [row([.init("code lines", [100, 300, 200])])])
    #expect(
      matrix.rows[0].contradictions(names: names).map { "\($0.better) > \($0.worse)" } == [
        "MVVM > VIPER"
      ])
    #expect(
      matrix.verdict(matrix.rows[0])
        == "Contradicted: the stars rate MVVM above VIPER, but it measures worse.")
    // Equal stars, and a pattern with none, contradict nothing.
    let unrated = DecisionMatrix(
      names: names,
      rows: [row([.init("code lines", [300, 100, 200])], stars: [3, 3, nil])])
    #expect(unrated.verdict(unrated.rows[0]) == "The measured order does not contradict the stars.")
  }

  @Test func aCellShowsTheStarsThePlaceAndEveryFigureWithItsRatioToTheFirst() {
    let matrix = DecisionMatrix(
      names: names,
      rows: [
        row([.init("code lines", [400, 600, 1100]), .init("test-double lines", [0, 38, 161])])
      ])
    #expect(
      matrix.cell(matrix.rows[0], 1) == [
        "stars ★★★★☆", "measured: place 2 of 3, score 0.72 (×2.50)",
        "600 code lines (×1.50)", "38 test-double lines (×-)",
      ])
  }

  @Test func aCriterionNotMeasuredSaysSo() {
    let matrix = DecisionMatrix(
      names: names,
      rows: [
        DecisionMatrix.Row(
          criterion: "Scalability", stars: [2, 4, 5], figures: [], unmeasured: "not measured yet")
      ])
    #expect(matrix.cell(matrix.rows[0], 0) == ["stars ★★☆☆☆", "not measured yet"])
    #expect(matrix.verdict(matrix.rows[0]) == "not measured yet")
  }

  @Test func theReportsShowTheFiveCriteriaWithTheStarsBesideTheMeasurement() throws {
    let files = ReportFiles.render(ReportFilesTests.report)
    let readme = try #require(files["README.md"])
    let section = try #require(
      readme.components(separatedBy: "## Decision matrix, measured").last?.components(
        separatedBy: "## Change cost"
      ).first)
    let criteria = section.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst(2)
      .map { $0.dropFirst(2).prefix { $0 != " " && $0 != "|" } }
    #expect(criteria == ["Simplicity", "Testability", "Scalability", "Learning", "Boilerplate"])
    #expect(section.contains("stars ★★★★★<br>measured: place"))
    // Scalability is the change requests' cost.
    #expect(section.contains("30 source lines added and removed by the 2 change requests (×1.00)"))
    let html = try #require(files["report.html"])
    #expect(html.contains("<h2 id=\"matrix\">Decision matrix, measured</h2>"))
  }
}
