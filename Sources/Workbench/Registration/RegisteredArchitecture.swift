import HarnessContract
import SourceMetrics

/// An architecture the workbench compares, and what the workbench knows of it besides its
/// code: where its sources and tests are, the other names people call it, the order a reader
/// follows its roles in, the rules of its pattern and the sources' stars for it. Commands and
/// reports read all of it from here, never from a table keyed by a display name; the list of
/// registered architectures is `Architectures.all` (WorkbenchCommands).
public struct RegisteredArchitecture: Sendable {
  /// Its app, which the scenarios drive.
  public var app: any Architecture.Type
  /// The module its app is in, which also names its folders and its test target.
  public var target: String
  /// Other names it is called by on the command line, besides its name and its target's.
  public var aliases: [String]
  /// Its roles in the order a reader follows a user's action through them (docs/METRICS.md,
  /// "Comprehension cost"): from the screen the action lands on, through each role it passes
  /// on its way to the request, then the roles that only navigate and wire the others.
  public var readingOrder: [Role]
  /// The rules of its pattern checked in its code (docs/CANON.md); small on purpose: each is
  /// a dependency the canon forbids and the code can show.
  public var rules: [PatternRule]
  /// The sources' stars for it, per criterion of their decision matrix (docs/CANON.md,
  /// "Decision matrix"): more is more favourable; none where the sources rate no such pattern.
  public var stars: [Criterion: Int]

  public init(
    app: any Architecture.Type, target: String, aliases: [String] = [], readingOrder: [Role],
    rules: [PatternRule] = [], stars: [Criterion: Int] = [:]
  ) {
    self.app = app
    self.target = target
    self.aliases = aliases
    self.readingOrder = readingOrder
    self.rules = rules
    self.stars = stars
  }

  /// Its name in reports and on the command line, such as `MVVM+C`.
  public var name: String { app.name }

  /// The folder, relative to the package root, of every source file of the architecture
  /// (Clean's four layer targets are in it).
  public var sourceFolder: String { Self.sourceFolder(ofTarget: target) }
  /// The folder of its test target.
  public var testFolder: String { Self.testFolder(ofTarget: target) }

  /// The source folder of the architecture whose app target is `target`.
  public static func sourceFolder(ofTarget target: String) -> String {
    "Sources/Architectures/\(target)"
  }

  /// The test folder of the architecture whose app target is `target`.
  public static func testFolder(ofTarget target: String) -> String {
    "Tests/Architectures/\(target)Tests"
  }

  /// Whether `name`, in any case, is its name (`MVVM+C`), its target's (`MVVMCoordinator`,
  /// the folder's too) or an alias (`TCA` for `TCA-style`).
  public func matches(_ name: String) -> Bool {
    ([self.name, target] + aliases).contains { $0.lowercased() == name.lowercased() }
  }
}

/// The criteria of the sources' decision matrix, in its order.
public enum Criterion: String, CaseIterable, Sendable {
  case simplicity = "Simplicity"
  case testability = "Testability"
  case scalability = "Scalability"
  case learningCurve = "Learning curve"
  case boilerplate = "Boilerplate"
}
