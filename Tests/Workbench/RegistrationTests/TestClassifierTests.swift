import Foundation
import Testing
import WorkbenchTestSupport

@testable import Coverage
@testable import SourceMetrics
@testable import WorkbenchCommands

/// What each unit test needs, read from a small test target in
/// `Fixtures/testability/`, and from the architectures' own tests.
struct TestClassifierTests {
  private static let folder = "Tests/Workbench/Fixtures/testability"

  private static let fixture: Testability = {
    let names = ["Doubles", "ListViewControllerTests", "ListViewModelTests"]
    let files = names.map { name in
      let path = "\(packageRoot)/\(folder)/\(name).swift.txt"
      return (path: "\(name).swift", bytes: [UInt8](FileManager.default.contents(atPath: path)!))
    }
    return TestClassifier.classify(
      files, module: "ListTests",
      uiKitTypes: ["Window", "NavigationController", "ListViewController"])
  }()

  private func kind(_ name: String) -> Testability.Kind? {
    Self.fixture.tests.first { $0.name == "ListTests.\(name)" }?.kind
  }

  @Test func everyTestIsNamedAsSwiftTestingNamesIt() {
    #expect(
      Self.fixture.tests.map(\.name) == [
        "ListTests.ListViewControllerTests/startsEmpty()",
        "ListTests.ListViewControllerTests/theFixtureIsBuiltForEveryTest()",
        "ListTests.ListViewModelTests/namesInCommentsAndStringsDoNotCount()",
        "ListTests.ListViewModelTests/rendered()",
        "ListTests.ListViewModelTests/requests(count:)",
        "ListTests.ListViewModelTests/rows()",
        "ListTests.LiveServiceTests/aDoubleIsNoBackend()",
        "ListTests.LiveServiceTests/decodesTheServersAnswer()",
      ])
    #expect(Self.fixture.tests.allSatisfy { $0.path.hasSuffix("Tests.swift") })
  }

  /// A session used for its clock is no backend; its server is.
  @Test func theSessionsServerIsTheBackendItsClockIsNot() {
    #expect(kind("ListViewModelTests/rows()") == .pure)
    #expect(kind("ListViewModelTests/requests(count:)") == .backend)
    #expect(kind("LiveServiceTests/decodesTheServersAnswer()") == .backend)
    #expect(kind("LiveServiceTests/aDoubleIsNoBackend()") == .pure)
  }

  /// A helper counts for the tests that call it; the fixture counts for every test.
  @Test func helpersCountForTheirCallersTheFixtureForEveryTest() {
    #expect(kind("ListViewModelTests/rendered()") == .uiKit)
    #expect(kind("ListViewControllerTests/startsEmpty()") == .uiKit)
    #expect(kind("ListViewControllerTests/theFixtureIsBuiltForEveryTest()") == .uiKit)
  }

  @Test func namesInCommentsAndStringsDoNotCount() {
    #expect(kind("ListViewModelTests/namesInCommentsAndStringsDoNotCount()") == .pure)
  }

  @Test func doublesAreTypesNamedSoAndUnimplementedClients() {
    #expect(
      Self.fixture.doubles == [
        .init(name: "FakeListService", path: "Doubles.swift", codeLines: 8),
        .init(name: "ViewSpy", path: "Doubles.swift", codeLines: 3),
        .init(name: "unimplemented", path: "Doubles.swift", codeLines: 3),
      ])
    #expect(Self.fixture.doubleLines == 14)
    #expect(Self.fixture.kindCounts == "3 / 3 / 2")
    #expect(Self.fixture.kindShares == "38% / 38% / 25%")
    #expect(TestClassifier.isDoubleName("OutputSpy") && TestClassifier.isDoubleName("MockView"))
    #expect(!TestClassifier.isDoubleName("Mockingbird") && !TestClassifier.isDoubleName("Recorder"))
  }

  /// In every architecture, the screen-lifetime tests drive the UI kit and the API client's
  /// tests the backend alone.
  @MainActor
  @Test(arguments: Architectures.all.map { $0.target })
  func theArchitecturesTestsAreClassified(target: String) {
    let architecture = Architectures.named(target)!
    let testability = TestClassifier.measure(
      packageRoot: packageRoot, target: target, sourceFolder: architecture.sourceFolder,
      testFolder: architecture.testFolder)
    let kinds = Dictionary(grouping: testability.tests) {
      String($0.name.split(separator: "/")[0].split(separator: ".")[1])
    }.mapValues { Set($0.map(\.kind)) }
    #expect(kinds["ScreenLifetimeTests"] == [.uiKit])
    #expect(kinds["APIClientTests"] ?? [.backend] == [.backend])
    #expect(testability.tests.count > 15)
  }

  /// The run of pure tests names each one: a regular expression that matches them alone.
  @Test func thePureRunsFilterMatchesThePureTestsAlone() throws {
    let filter = CoverageMeasurement.filter(
      .pureTests(target: "Clean"),
      pure: ["Clean": ["CleanTests.A/b()", "CleanTests.A/c(layer:)"]])
    #expect(filter == #"^(CleanTests\.A\/b\(\)|CleanTests\.A\/c\(layer\:\))"#)
    let regex = try Regex(filter)
    #expect(try regex.firstMatch(in: "CleanTests.A/c(layer:)/A.swift:3:4") != nil)
    #expect(try regex.firstMatch(in: "CleanTests.A/bc()") == nil)
  }

  /// Without a pure run nothing of the logic is covered; view controllers and composition
  /// are no logic.
  @Test func logicCoverageLeavesOutViewsAndComposition() {
    func file(_ path: String, _ role: Role) -> FileMetrics {
      FileMetrics(
        path: path, lines: LineCounts(), declarations: Declarations(), types: [], role: role)
    }
    let files = [file("VM.swift", .viewModel), file("VC.swift", .viewController)]
    let all = [
      "VM.swift": FileCoverage(path: "VM.swift", lines: .init(covered: 9, total: 10)),
      "VC.swift": FileCoverage(path: "VC.swift", lines: .init(covered: 5, total: 5)),
    ]
    let pure = ["VM.swift": FileCoverage(path: "VM.swift", lines: .init(covered: 7, total: 10))]
    #expect(Testability.logicCoverage(of: files, pure: pure, all: all).formatted == "70.0% (7/10)")
    #expect(Testability.logicCoverage(of: files, pure: [:], all: all).formatted == "0.0% (0/10)")
  }
}
