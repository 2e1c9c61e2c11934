import Foundation
import Testing
import WorkbenchTestSupport

@testable import Coverage
@testable import Reports
@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// The comprehension cost's rules (docs/METRICS.md, "Comprehension cost"): what counts as a
/// file, type and function that ran, what an indirection is, the reading order, and the
/// report section.
@MainActor
struct FootprintTests {
  // MARK: - Names

  @Test func namesReadAlikeWhereverTheyAppear() {
    #expect(
      SourceFunction.normalized("Store.scope<A, B>(state:action:)") == "Store.scope(state:action:)")
    #expect(SourceFunction.normalized("Reducer<>.body.getter") == "Reducer.body.getter")
    #expect(
      SourceFunction.normalized("Store.__allocating_init<A>(initialState:reducer:)")
        == "Store.init(initialState:reducer:)")
    // An operator is not a generic parameter list.
    #expect(SourceFunction.normalized("static Money.< infix(_:_:)") == "static Money.< infix(_:_:)")
  }

  /// A function's type is the path of names it is declared in, when the last is one of the
  /// architecture's own types; closures and initial values belong to their declaration.
  @Test func aFunctionBelongsToTheTypeItIsDeclaredIn() {
    let types: Set = ["UsersViewModel", "NewPaymentFeature", "State", "Effect", "Controller"]
    let cases: [(String, String?)] = [
      ("UsersViewModel.searchTextChanged(_:)", "UsersViewModel"),
      ("UsersViewModel.init(service:)", "UsersViewModel"),
      ("UsersViewModel.deinit", "UsersViewModel"),
      ("NewPaymentFeature.State.isSubmitEnabled.getter", "NewPaymentFeature.State"),
      ("NewPaymentFeature.State.draft.didset", "NewPaymentFeature.State"),
      ("static Effect.none.getter", "Effect"),
      ("closure #2 in closure #1 in UsersViewModel.load()", "UsersViewModel"),
      ("implicit closure #1 in static Effect.run(_:)", "Effect"),
      ("variable initialization expression of Controller.cancelButton", "Controller"),
      // An extension of a type from elsewhere, and a free function, have none.
      ("TableViewCell.configure(with:)", nil),
      ("message(for:)", nil),
    ]
    for (name, type) in cases {
      #expect(SourceFunction(path: "A.swift", name: name).type(among: types) == type, "\(name)")
    }
    #expect(SourceFunction(path: "A.swift", name: "UsersViewModel.load()").isDeclared)
    #expect(
      !SourceFunction(path: "A.swift", name: "closure #1 in UsersViewModel.load()").isDeclared)
    #expect(
      !SourceFunction(path: "A.swift", name: "variable initialization expression of Controller.x")
        .isDeclared)
  }

  @Test func aWitnessNamesTheRequirementAndItsPossibleImplementations() throws {
    let method = try #require(
      Witness(
        demangled: "protocol witness for UserListView.show(rows:) in conformance "
          + "UserListViewController"))
    #expect(method.protocolName == "UserListView")
    #expect(method.requirement == "UserListView.show(rows:)")
    #expect(
      method.implementations == ["UserListViewController.show(rows:)", "UserListView.show(rows:)"])
    let property = try #require(
      Witness(demangled: "protocol witness for Reducer.body.getter in conformance Reduce<A, B>"))
    #expect(property.protocolName == "Reducer")
    #expect(property.implementations == ["Reduce.body.getter", "Reducer.body.getter"])
    let staticProperty = try #require(
      Witness(
        demangled: "protocol witness for static Architecture.name.getter in conformance MVCApp"))
    #expect(staticProperty.requirement == "static Architecture.name.getter")
    #expect(staticProperty.implementations.first == "static MVCApp.name.getter")
    #expect(Witness(demangled: "UserListPresenter.viewDidLoad()") == nil)
  }

  /// The parsing above meets the toolchain's demangler on real symbols of this package.
  @Test func realSymbolsReadAsTheRulesExpect() throws {
    let tools = try Toolchain.locate()
    let names = try tools.demangled([
      "$s5VIPER22UserListViewControllerCAA0bcD0A2aDP4show4rowsySayAA10DisplayRowVG_tFTW",
      "$s14Unidirectional6ReduceVyxq_GAA7ReducerA2aEP4body4BodyQzvgTW",
      "$s14Unidirectional17NewPaymentFeatureV5StateV15isSubmitEnabledSbvg",
      "$s14Unidirectional5StoreC5scope5state6actionACyqd__qd_0_GSgs7KeyPathCyxqd__SgG_q_AA18"
        + "PresentationActionOyqd_0_Gctr0_lF",
      "$s17CleanPresentation24NewPaymentViewControllerC12cancelButton33_CF86002697BD87261D4A186"
        + "9B58E81ADLL10HeadlessUI0H0Cvpfi",
    ])
    #expect(
      Witness(demangled: names[0])?.implementations.first == "UserListViewController.show(rows:)")
    #expect(Witness(demangled: names[1])?.implementations.first == "Reduce.body.getter")
    let types: Set = ["NewPaymentFeature", "State", "Store", "NewPaymentViewController"]
    #expect(
      SourceFunction(path: "A.swift", name: names[2]).type(among: types)
        == "NewPaymentFeature.State")
    #expect(SourceFunction(path: "A.swift", name: names[3]).name == "Store.scope(state:action:)")
    #expect(
      SourceFunction(path: "A.swift", name: names[4]).type(among: types)
        == "NewPaymentViewController")
  }

  // MARK: - Footprint

  private static let functions = [
    SourceFunction(path: "V/ListView.swift", name: "ListView.viewDidLoad()"),
    SourceFunction(path: "V/ListView.swift", name: "closure #1 in ListView.viewDidLoad()"),
    SourceFunction(
      path: "V/ListView.swift", name: "variable initialization expression of ListView.table"),
    SourceFunction(path: "P/Presenter.swift", name: "Presenter.viewDidLoad()"),
    SourceFunction(path: "P/Presenter.swift", name: "Presenter.rows.getter"),
    SourceFunction(path: "P/Other.swift", name: "OtherPresenter.viewDidLoad()"),
    SourceFunction(path: "P/Output.swift", name: "Output.fallback()"),
    SourceFunction(
      path: "P/Row.swift", name: "variable initialization expression of Row.isChecked"),
  ]

  private static let witnesses = [
    "protocol witness for Presentation.viewDidLoad() in conformance Presenter",
    "protocol witness for Presentation.viewDidLoad() in conformance OtherPresenter",
    "protocol witness for Presentation.refresh() in conformance Presenter",
    "protocol witness for Output.fallback() in conformance Presenter",
    "protocol witness for TableViewDataSource.count() in conformance ListView",
  ].compactMap(Witness.init(demangled:))

  private static let types: Set = ["ListView", "Presenter", "OtherPresenter", "Row"]
  private static let protocols: Set = ["Presentation", "Output", "Unused"]

  /// Files and types count any code that ran, functions only those a person declared; an
  /// indirection is a requirement of a protocol of the architecture whose implementation,
  /// the conforming type's or the protocol extension's, ran, counted once however many
  /// types fulfil it; a protocol from elsewhere (the UI kit's) is no indirection.
  @Test func aFootprintCountsWhatRanAndTheRequirementsItFulfilled() {
    let footprint = Footprint(
      ran: Self.functions, witnesses: Self.witnesses, types: Self.types,
      protocols: Self.protocols)
    #expect(
      footprint.files == [
        "P/Other.swift", "P/Output.swift", "P/Presenter.swift", "P/Row.swift", "V/ListView.swift",
      ])
    #expect(footprint.types == ["ListView", "OtherPresenter", "Presenter", "Row"])
    #expect(
      footprint.functions.map(\.name) == [
        "OtherPresenter.viewDidLoad()", "Output.fallback()", "Presenter.rows.getter",
        "Presenter.viewDidLoad()", "ListView.viewDidLoad()",
      ])
    #expect(footprint.indirections == ["Output.fallback()", "Presentation.viewDidLoad()"])
    #expect(footprint.protocols == ["Output", "Presentation"])
    #expect(
      footprint.counts
        == Footprint.Counts(files: 5, types: 4, functions: 5, protocols: 2, indirections: 2))

    let listOnly = Footprint(
      ran: Array(Self.functions.prefix(3)), witnesses: Self.witnesses, types: Self.types,
      protocols: Self.protocols)
    #expect(listOnly.indirections.isEmpty)
    #expect(
      listOnly.counts
        == Footprint.Counts(files: 1, types: 1, functions: 1, protocols: 0, indirections: 0))
  }

  @Test func theMedianIsTheLowerMiddleAndTheMaximumTheLargest() {
    func counts(_ value: Int) -> Footprint.Counts {
      Footprint.Counts(
        files: value, types: value * 2, functions: value, protocols: 0, indirections: value)
    }
    let odd = Footprint.Counts.medianAndMaximum([counts(9), counts(1), counts(4)])
    #expect(odd.median == counts(4))
    #expect(odd.maximum == counts(9))
    let even = Footprint.Counts.medianAndMaximum([counts(9), counts(1), counts(4), counts(6)])
    #expect(even.median == counts(4))
    #expect(Footprint.Counts.medianAndMaximum([]).maximum == counts(0))
  }

  /// By the role's place in the flow, then by path; a role outside the flow after it, a
  /// file without a role last; a file that only declares a protocol crossed is listed too.
  @Test func theReadingListFollowsTheFlowThenThePath() {
    func file(_ path: String, _ role: Role?, protocols: [String] = []) -> FileMetrics {
      FileMetrics(
        path: path, lines: LineCounts(), declarations: Declarations(),
        types: protocols.map { .init(name: $0, kind: .protocol, role: role) }, role: role)
    }
    let files = [
      file("P/Presenter.swift", .presenter), file("P/Other.swift", .presenter),
      file("P/Output.swift", .presenter), file("P/Row.swift", .viewData),
      file("V/ListView.swift", .viewController),
      file("C/Contract.swift", .contract, protocols: ["Presentation", "Output"]),
      file("C/Unused.swift", .contract, protocols: ["Unused"]),
    ]
    let footprint = Footprint(
      ran: Self.functions, witnesses: Self.witnesses, types: Self.types,
      protocols: Self.protocols)
    let list = footprint.readingList(files: files, flow: [.viewController, .contract, .presenter])
    #expect(
      list.map(\.path) == [
        "V/ListView.swift", "C/Contract.swift", "P/Other.swift", "P/Output.swift",
        "P/Presenter.swift", "P/Row.swift",
      ])
    #expect(
      list[1]
        == .init(
          path: "C/Contract.swift", role: .contract, ran: false, functions: 0,
          protocols: ["Output", "Presentation"]))
    #expect(list[4].functions == 2)
    #expect(
      list[5] == .init(path: "P/Row.swift", role: .viewData, ran: true, functions: 0, protocols: [])
    )
    #expect(
      ComparisonReport.describe(list[1])
        == "Contract, none of its code runs; protocols crossed: Output, Presentation")
    #expect(ComparisonReport.describe(list[4]) == "Presenter, 2 functions ran")
    #expect(
      ComparisonReport.describe(list[5])
        == "ViewData, no function ran, other code did (initial values)")
    let unknown = footprint.readingList(
      files: files.filter { $0.role != .viewData }, flow: [.presenter])
    #expect(
      unknown.map(\.path).suffix(3) == ["C/Contract.swift", "V/ListView.swift", "P/Row.swift"])
  }

  /// A scenario run that hangs fails the measurement instead of holding `compare` forever:
  /// the process is killed at its time limit.
  @Test func aProcessThatRunsPastItsTimeIsKilled() throws {
    let started = ContinuousClock.now
    #expect {
      try ProcessRunner.run("/bin/sleep", ["30"], timeout: .milliseconds(200))
    } throws: { error in
      "\(error)".hasSuffix("/bin/sleep 30 did not finish within 0.2 seconds")
    }
    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(
      try ProcessRunner.run("/bin/echo", ["in time"], timeout: .seconds(20))
        == Data("in time\n".utf8))
  }

  // MARK: - Every architecture by the same rule

  /// Every reading order is keyed by a registered architecture's name, each of the six has
  /// one, and every role its files play has a place in it: no file falls to the end for want
  /// of one. One added later without one gets every role, App last.
  @Test func everyArchitectureHasAReadingOrderForEveryRoleItPlays() {
    let (metrics, _) = MetricsReport.measure(
      packageRoot: packageRoot, architectures: Architectures.all)
    for (registration, architecture) in zip(Architectures.all, metrics.architectures) {
      let order = registration.readingOrder
      #expect(Set(order).count == order.count, "\(architecture.name) names a role twice")
      let played = Set(architecture.files.compactMap(\.role))
      #expect(
        played.subtracting(order).isEmpty, "\(architecture.name): \(played.subtracting(order))")
    }
    #expect(Architectures.all.allSatisfy { $0.readingOrder.last == .app })
  }

  @Test func everyStoryIsToldByScenariosOfTheSuite() throws {
    let scenarios = try ScenarioSuite.load([ScenarioSuite.directory], root: packageRoot)
    #expect(Story.all.map(\.id) == ["list-and-search", "open-detail", "send-payment"])
    for story in Story.all {
      #expect(!story.scenarios.isEmpty)
      for path in story.scenarios {
        #expect(scenarios.contains { $0.path == path }, "\(story.id): \(path)")
      }
    }
  }

  // MARK: - Reports

  /// The section shows in README.md, report.html and metrics.json when footprints were
  /// measured, with `-` for an architecture that was not, and not at all when none was.
  @Test func theReportsShowTheSectionOnlyWhenMeasured() throws {
    let files = ReportFiles.render(ReportFilesTests.report)
    let markdown = try #require(files["README.md"])
    #expect(markdown.contains("## Comprehension cost"))
    #expect(markdown.contains("| Files per scenario, median / max | 3 / 3 | 2 / 2 | - |"))
    #expect(markdown.contains("#### Open the list and search in MVC"))
    #expect(!markdown.contains("#### Open the list and search in TCA-style"))
    #expect(
      markdown.contains(
        "3. `Sources/Architectures/MVC/Model/ListService.swift`: Model, none of its code runs; "
          + "protocols crossed: ListService"))
    #expect(try #require(files["report.html"]).contains("<h2 id=\"comprehension\">"))
    #expect(try #require(files["metrics.json"]).contains("\"readingList\""))
    #expect(
      ReportFilesTests.report.comprehensionConsoleLine
        == "Comprehension cost, files / functions run per scenario, median (max): "
        + "MVC 3 / 3 (3 / 4), MVVM 2 / 3 (2 / 3), TCA-style -")

    var unmeasured = ReportFilesTests.report
    for index in unmeasured.architectures.indices {
      unmeasured.architectures[index].footprints = nil
    }
    let plain = ReportFiles.render(unmeasured)
    #expect(!plain["README.md"]!.contains("Comprehension cost"))
    #expect(!plain["report.html"]!.contains("Comprehension cost"))
    #expect(!plain["metrics.json"]!.contains("comprehension"))
    #expect(unmeasured.comprehensionConsoleLine == nil)
  }
}

extension ReportFilesTests {
  /// `report` with footprints measured in MVC and MVVM (TCA-style was not, and shows `-`),
  /// and in MVC a file of protocols that two stories cross.
  static func withFootprints(_ report: ComparisonReport) -> ComparisonReport {
    var report = report
    var declarations = Declarations()
    declarations.types = [.init(name: "ListService", kind: .protocol)]
    declarations.requirements = 2
    report.architectures[0].metrics.files.append(
      FileMetrics(
        path: "Sources/Architectures/MVC/Model/ListService.swift",
        lines: LineCounts(code: 0, comment: 2, blank: 1), declarations: declarations,
        types: [.init(name: "ListService", kind: .protocol, role: .model)], role: .model))
    let stories = Story.all.flatMap(\.scenarios)
    let mvc = "Sources/Architectures/MVC/"
    report.architectures[0].footprints = ScenarioFootprints(
      functions: [
        SourceFunction(path: mvc + "App.swift", name: "App.init()"),
        SourceFunction(path: mvc + "App.swift", name: "closure #1 in App.start()"),
        SourceFunction(
          path: mvc + "ListViewController.swift", name: "ListViewController.search(_:)"),
        SourceFunction(
          path: mvc + "ListViewController.swift", name: "ListViewController.viewDidLoad()"),
        SourceFunction(path: mvc + "Model/APIClient.swift", name: "APIClient.payments()"),
        SourceFunction(path: mvc + "Model/APIClient.swift", name: "APIClient.users()"),
        SourceFunction(
          path: mvc + "Model/APIClient.swift",
          name: "variable initialization expression of APIClient.session"),
      ],
      ran: [stories[0]: [0, 1, 2, 3, 5, 6], stories[1]: [0, 3, 4], stories[2]: [0]],
      witnesses: [
        "protocol witness for ListService.users() in conformance APIClient",
        "protocol witness for ListService.payments() in conformance APIClient",
        "protocol witness for static Equatable.== infix(_:_:) in conformance APIClient",
      ].compactMap(Witness.init(demangled:)))
    let mvvm = "Sources/Architectures/MVVM/"
    report.architectures[1].footprints = ScenarioFootprints(
      functions: [
        SourceFunction(
          path: mvvm + "ListViewController.swift", name: "ListViewController.viewDidLoad()"),
        SourceFunction(path: mvvm + "ListViewModel.swift", name: "ListViewModel.load()"),
        SourceFunction(path: mvvm + "ListViewModel.swift", name: "ListViewModel.rows.getter"),
      ],
      ran: Dictionary(uniqueKeysWithValues: stories.map { ($0, [0, 1, 2]) }), witnesses: [])
    return report
  }
}
