import Testing

@testable import ChangeRequests
@testable import Reports
@testable import Scale
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
        == "Contradicted: the stars rate MVVM above VIPER, but it measures worse. It rests on "
        + "one figure, “code lines”: no second figure checks it.")
    // Equal stars, and a pattern with none, contradict nothing.
    let unrated = DecisionMatrix(
      names: names,
      rows: [row([.init("code lines", [300, 100, 200])], stars: [3, 3, nil])])
    #expect(
      unrated.judgement(unrated.rows[0]) == "The measured order does not contradict the stars.")
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

  @Test func figuresOfOneDimensionCountOnceTogether() {
    // Four figures of one diff against one independent figure: the diff weighs half, not
    // four fifths. MVVM is cheapest in the diff and dearest in the other.
    let diff = ["lines", "files", "roles", "types"].map {
      DecisionMatrix.Figure($0, [2, 1, 3], dimension: "size of the change")
    }
    let row = row(diff + [.init("reading", [1, 3, 2])])
    // The diff quotients are 1, 0.5, 1.5; reading's 0.5, 1.5, 1.
    #expect(row.scores == [0.75, 1, 1.25])
    let asIfIndependent = self.row(
      ["lines", "files", "roles", "types"].map { .init($0, [2, 1, 3]) }
        + [.init("reading", [1, 3, 2])])
    #expect(asIfIndependent.places == [2, 1, 3])
  }

  @Test func aFigureNotScoredIsShownButChangesNoPlace() {
    // MVC cannot isolate anything and writes no test doubles: the doubles must not reward it.
    let scored = row([.init("logic not run by pure tests", [70, 30, 20])])
    let withDoubles = row([
      .init("logic not run by pure tests", [70, 30, 20]),
      .init("test-double lines", [0, 40, 200], isScored: false),
    ])
    #expect(withDoubles.scores == scored.scores)
    let matrix = DecisionMatrix(names: names, rows: [withDoubles])
    #expect(matrix.cell(withDoubles, 2).last == "200 test-double lines (×-), not scored")
  }

  @Test func aRowNotSettledNamesNoContradictionButItsFirstPlace() {
    let cost = DecisionMatrix.Row(
      criterion: "Scalability", stars: [2, 4, 5],
      figures: [.init("lines changed", [100, 150, 300])], notSettled: "Not settled at this size.")
    let matrix = DecisionMatrix(names: names, rows: [cost])
    #expect(cost.contradictions(names: names).isEmpty)
    #expect(matrix.judgement(cost) == "Not settled at this size. At one feature MVC is cheapest.")
    // Without the rule, the same figures would contradict the stars.
    var judged = cost
    judged.notSettled = nil
    #expect(judged.contradictions(names: names).count == 3)
  }

  @Test func aVerdictThatHangsOnOneFigureNamesIt() {
    // The stars rank MVC above MVVM above VIPER. Lines alone agree; the doubles alone put
    // MVC first by far and MVVM behind VIPER.
    let lines = DecisionMatrix.Figure("code lines", [100, 200, 300])
    let doubles = DecisionMatrix.Figure("test-double lines", [0, 300, 100])
    let matrix = DecisionMatrix(names: names, rows: [row([lines, doubles]), row([lines])])
    #expect(matrix.judgement(matrix.rows[0]).hasPrefix("Contradicted: the stars rate MVVM"))
    #expect(matrix.fragileFigures(matrix.rows[0]) == ["test-double lines"])
    #expect(
      matrix.robustness(matrix.rows[0])
        == "Not robust: without “test-double lines”, no pair contradicts the stars.")
    // Two figures that agree: leaving out either keeps the verdict.
    let agreeing = DecisionMatrix(
      names: names, rows: [row([lines, .init("types", [10, 20, 30])])])
    #expect(agreeing.fragileFigures(agreeing.rows[0]).isEmpty)
    #expect(
      agreeing.verdict(agreeing.rows[0]).hasSuffix(
        "Robust: leaving out any one figure keeps this verdict and the first place."))
  }

  @Test func protocolsCountByKindNotByScreen() {
    let kinds = DecisionMatrix.protocolKinds([
      "UserListView", "UserDetailView", "UserListInteractorInput", "NewPaymentInteractorInput",
      "NewPaymentModuleDelegate", "BankingService", "URLSessionProtocol", "FetchUsersUseCase",
      "SearchUsersUseCase", "SendPaymentUseCase",
    ])
    #expect(
      kinds == [
        "BankingService", "InteractorInput", "NewPaymentModuleDelegate", "URLSessionProtocol",
        "UseCase", "View",
      ])
    #expect(DecisionMatrix.camelCaseWords("URLSessionTask") == ["URL", "Session", "Task"])
  }

  @Test func aLibraryRuntimeCountsOnlyTheConceptsTheFeatureNames() {
    func file(_ path: String, _ role: Role, types: [String], references: [String] = [])
      -> FileMetrics
    {
      FileMetrics(
        path: path, lines: LineCounts(), declarations: Declarations(),
        types: types.map { .init(name: $0, kind: .class, role: role) }, role: role,
        references: references)
    }
    let concepts = DecisionMatrix.concepts([
      file("Runtime/Store.swift", .runtime, types: ["Store", "EffectRunner", "TestStore"]),
      file("Runtime/Effect.swift", .runtime, types: ["Effect"]),
      file("UsersFeature.swift", .reducer, types: ["UsersFeature"], references: ["Effect"]),
      file(
        "UsersViewController.swift", .viewController, types: ["UsersViewController"],
        references: ["Store", "UsersFeature"]),
    ])
    #expect(
      concepts == ["role Reducer", "role ViewController", "runtime Effect", "runtime Store"])
  }

  @Test func aRequestThatCostsEveryArchitectureTheSameIsLeftOut() {
    func cost(_ lines: Int) -> ChangeCost {
      var cost = ChangeCost()
      (cost.linesAdded, cost.filesChanged, cost.roles) = (lines, 1, ["Model"])
      return cost
    }
    let changes = ChangeCosts(requests: [
      .init(name: "sort", title: "", costs: [cost(10), cost(20), cost(30)]),
      .init(name: "limit", title: "", costs: [cost(11), cost(11), cost(11)]),
    ])
    let figures = DecisionMatrix.scalability(changes)
    #expect(
      figures.first?.title
        == "source lines added and removed by 1 change request (limit left out: the same cost in all)"
    )
    #expect(figures.first?.values == [10, 20, 30])
    #expect(Set(figures.map(\.dimension)) == ["size of the change"])
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
        separatedBy: "## Claims"
      ).first)
    let criteria = section.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst(2)
      .map { $0.dropFirst(2).prefix { $0 != " " && $0 != "|" } }
    #expect(criteria == ["Simplicity", "Testability", "Scalability,", "Learning", "Boilerplate"])
    #expect(section.contains("stars ★★★★★<br>measured: place"))
    // Scalability is the change requests' cost.
    #expect(section.contains("30 source lines added and removed by 2 change requests (×1.00)"))
    let html = try #require(files["report.html"])
    #expect(html.contains("<h2 id=\"matrix\">Decision matrix, measured</h2>"))
  }

  /// Scalability as growth: each figure is a slope against the size, scored as shown, so a
  /// slope that rounds to 0 (noise of a file now and then) is no growth.
  @Test func scalabilityIsTheSlopeOfEachCostAgainstTheSize() throws {
    func measures(lines: Int, files: [Int]) -> [ScaleBenchmark.Measure] {
      zip([1, 2, 4, 8], files).map { size, recompiled in
        ScaleBenchmark.Measure(
          features: size, files: size, codeLines: 500 + lines * (size - 1), scenarios: "pass",
          rebuild: [
            RebuildTouch(
              role: "view model", file: "A.swift", filesRecompiled: recompiled,
              modulesRecompiled: 1, milliseconds: 1000 + 10 * size)
          ])
      }
    }
    let scale = ScaleBenchmark(
      architectures: [
        "MVC": measures(lines: 200, files: [1, 1, 1, 1]),
        "MVVM": measures(lines: 300, files: [1, 1, 2, 1]),
      ], commit: "abc", cores: 2, seconds: 1)
    let figures = DecisionMatrix.growth(scale, names: ["MVC", "MVVM"])
    let byTitle = Dictionary(uniqueKeysWithValues: figures.map { ($0.title, $0.values) })
    #expect(byTitle["code lines per added feature"] == [200, 300])
    #expect(
      byTitle["build milliseconds after an edit, per added feature (mean over its roles)"]
        == [10, 10])
    #expect(
      byTitle["files compiled again after an edit, per added feature (mean over its roles)"]
        == [0, 0])
    #expect(DecisionMatrix.growth(nil, names: ["MVC", "MVVM"]).isEmpty)
  }
}
