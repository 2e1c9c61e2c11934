/// What an architecture's unit tests need and what they fake, read from its test target by
/// `TestClassifier` (docs/METRICS.md, "Testability").
public struct Testability: Hashable, Sendable, Codable {
  /// What a unit test needs besides the architecture's own code.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Neither the UI kit nor the backend.
    case pure
    /// The UI kit: a HeadlessUI type, a view controller, or the session's window; the
    /// backend as well or not.
    case uiKit
    /// The fake backend (its server, the environment that reaches it, `URLSession`), and no
    /// UI kit.
    case backend

    /// How the reports name it.
    public var title: String { self == .uiKit ? "UI kit" : rawValue }
  }

  /// One `@Test` function.
  public struct Test: Hashable, Sendable, Codable {
    /// As swift-testing names it: `MVCTests.UsersViewControllerTests/spinnerThenRows()`.
    public var name: String
    public var path: String
    public var kind: Kind
  }

  /// A fake, mock, stub or spy: a type named so, or an `unimplemented` client.
  public struct TestDouble: Hashable, Sendable, Codable {
    public var name: String
    public var path: String
    public var codeLines: Int
  }

  /// Sorted by name.
  public var tests: [Test] = []
  /// Sorted by path and name.
  public var doubles: [TestDouble] = []

  public init(tests: [Test] = [], doubles: [TestDouble] = []) {
    self.tests = tests
    self.doubles = doubles
  }

  public func count(_ kind: Kind) -> Int {
    tests.filter { $0.kind == kind }.count
  }

  /// The code lines of every test double.
  public var doubleLines: Int { doubles.map(\.codeLines).reduce(0, +) }

  /// `18 / 10 / 2`: the tests of each kind, in `Kind`'s order.
  public var kindCounts: String {
    Kind.allCases.map { String(count($0)) }.joined(separator: " / ")
  }

  /// `60% / 33% / 7%`: each kind's share of the tests, in whole percent rounded half up
  /// (computed in integers, so it prints the same everywhere); `-` without tests.
  public var kindShares: String {
    guard !tests.isEmpty else { return "-" }
    return Kind.allCases.map { "\((count($0) * 200 + tests.count) / (tests.count * 2))%" }
      .joined(separator: " / ")
  }

  /// The titles of its figures in every summary.
  package static let kindsTitle = "Unit tests: pure / UI kit / backend"
  package static let sharesTitle = "Unit tests: share pure / UI kit / backend"
  package static let doubleLinesTitle = "Test-double code lines"
  package static let pureCoverageTitle = "Logic line coverage by pure tests"

  /// The roles whose code is not the architecture's logic: view controllers, views and
  /// composition. The logic's coverage by pure tests leaves them out.
  public static let nonLogicRoles: Set<Role> = [
    .viewController, .view, .app, .dependencyContainer, .builder, .runtime,
  ]

  /// Whether a file of this role is logic (a file without a role is).
  public static func isLogic(_ role: Role?) -> Bool {
    role.map { !nonLogicRoles.contains($0) } ?? true
  }
}
