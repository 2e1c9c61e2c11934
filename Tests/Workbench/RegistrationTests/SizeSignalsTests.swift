import Foundation
import Testing
import WorkbenchTestSupport

@testable import SourceMetrics
@testable import WorkbenchCommands

/// The extents the counter records for the size signals, and the signals read from them
/// (docs/METRICS.md, "Size signals").
struct SizeSignalsTests {
  private func extents(_ source: String) -> [Extent] {
    DeclarationCounter.countWithExtents(Array(source.utf8)).1
  }

  /// `kind name: code lines, functions` for each extent.
  private func summary(_ source: String) -> [String] {
    extents(source).map { "\($0.kind.rawValue) \($0.name): \($0.codeLines), \($0.functions)" }
  }

  /// A body runs from its keyword's line to its closing brace's; only code lines count, and
  /// a type holds its nested types and every function in its braces.
  @Test func aTypeSpansItsBracesCountingCodeLinesAndFunctions() {
    let source = """
      /// A screen.
      @MainActor
      final class Screen: Base {

        // A comment line.
        struct Row {
          func text() -> String { "row" }
        }

        init() {
          let text = \"\"\"
            a
            \"\"\"
          print(text)
        }

        deinit {}
      }
      """
    #expect(
      summary(source) == [
        "type Screen: 12, 3", "type Row: 3, 1", "function text: 1, 0", "function init: 6, 0",
        "function deinit: 1, 0",
      ])
    let types = extents(source).filter { $0.kind == .type }
    #expect(types.map(\.line) == [3, 6])
  }

  /// Functions are named as written (operators too); subscripts with a body are functions,
  /// those with accessors only are not; a nested function is in its function.
  @Test func functionsAreNamedAndNestedInWhatHoldsThem() {
    let source = """
      struct Money {
        static func == (lhs: Money, rhs: Money) -> Bool { true }
        subscript(index: Int) -> Int {
          index
        }
        func outer() {
          func inner() {}
          inner()
        }
      }
      protocol Store { subscript(key: String) -> Int { get set } }
      """
    #expect(
      summary(source) == [
        "type Money: 10, 4", "function ==: 1, 0", "function subscript: 3, 0",
        "function outer: 4, 1", "function inner: 1, 0", "type Store: 1, 0",
      ])
    #expect(extents(source).map(\.parent) == [nil, 0, 0, 0, 3, nil])
  }

  /// An extension is named by the type it extends, qualified as written; a brace left open
  /// ends at the end of the file.
  @Test func extensionsKeepTheirQualifiedNameAndUnclosedBodiesEndAtTheEnd() {
    let source = """
      extension UsersFeature.Action: Equatable where State: Equatable {
        func f() {}
      }
      extension `Type` {}
      class Open {
        func g() {

      """
    #expect(
      summary(source) == [
        "extension UsersFeature.Action: 3, 1", "function f: 1, 0", "extension `Type`: 1, 0",
        "type Open: 2, 1", "function g: 1, 0",
      ])
  }

  /// Recording extents changes no count, on every case the counter's tests pin and on the
  /// hostile inputs, and stays linear: a megabyte of nested braces or headers is read once.
  @Test func recordingChangesNoCountAndStaysLinear() throws {
    let folder = "\(packageRoot)/Tests/Workbench/Fixtures/hostile/swift"
    let hostile = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
      try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\($0)"))
    }
    let generated = [
      String(repeating: "class A {\n", count: 100_000),
      String(repeating: "func f() {\n", count: 100_000) + String(repeating: "}", count: 100_000),
      String(repeating: "func f(\n", count: 100_000),
      String(repeating: "}\n", count: 100_000),
      String(repeating: "subscript(i: Int) { get\n", count: 20_000),
      String(repeating: "extension A.", count: 100_000) + "B {}",
    ].map { Data($0.utf8) }
    let clock = ContinuousClock()
    for source in hostile + generated {
      let bytes = [UInt8](source)
      let start = clock.now
      let (declarations, extents) = DeclarationCounter.countWithExtents(bytes)
      let elapsed = clock.now - start
      #expect(declarations == DeclarationCounter.count(bytes))
      #expect(extents.filter { $0.kind == .type }.count == declarations.types.count)
      #expect(extents.filter { $0.kind == .function }.count <= declarations.functions)
      #expect(elapsed < .seconds(5), "\(bytes.count) bytes took \(elapsed)")
    }
  }

  private static func file(_ path: String, _ source: String, role: Role? = nil) -> FileMetrics {
    let (declarations, extents) = DeclarationCounter.countWithExtents(Array(source.utf8))
    return FileMetrics(
      path: path, lines: LineLexer.scan(Array(source.utf8)).counts, declarations: declarations,
      types: declarations.types.map { .init(name: $0.name, kind: $0.kind, role: role) },
      role: role, extents: extents)
  }

  /// A type's extensions count to it (in any file of the architecture, and to the type
  /// around it when it is nested); an extension of a type declared elsewhere counts to no
  /// type; the longest function is named with its type.
  @Test func extensionsCountToTheirTypeAndTheLongestFunctionIsNamed() {
    let files = [
      Self.file(
        "A/Feature.swift",
        """
        struct Feature {
          enum Action {}
          func reduce() {
            step()
            step()
          }
        }
        """, role: .reducer),
      Self.file(
        "A/Feature+Action.swift",
        """
        extension Feature.Action {
          func a() {}
          func b() {}
          func c() {}
        }
        extension String {
          func x() {}
          func y() {}
          func z() {}
          func w() {}
        }
        """, role: .reducer),
      Self.file(
        "A/Screen.swift",
        """
        class Screen {
          func show() {}
        }
        extension Screen {
          func hide() {}
        }
        """, role: .viewController),
    ]
    let signals = SizeSignals(files)
    let type = signals.largestTypeByCodeLines
    #expect(type?.name == "Feature" && type?.codeLines == 12 && type?.functions == 4)
    #expect(type?.role == .reducer && type?.path == "A/Feature.swift")
    #expect(signals.largestTypeByFunctions?.name == "Feature")
    let units = SizeSignals.types(files)
    #expect(
      units.map { "\($0.name) \($0.codeLines) \($0.functions ?? -1)" } == [
        "Feature 12 4", "Feature.Action 6 3", "Screen 6 2",
      ])
    #expect(signals.largestFileByCodeLines?.name == "A/Feature+Action.swift")
    #expect(signals.largestFileByFunctions?.functions == 7)
    let function = signals.longestFunction
    #expect(function?.name == "Feature.reduce" && function?.codeLines == 4)
    #expect(function?.line == 3 && function?.role == .reducer && function?.functions == nil)
  }

  /// Without extents (`analyze`, or a file whose types were not measured) there is no type
  /// and no function to show.
  @Test func withoutExtentsOnlyFilesAreShown() {
    var file = Self.file("A/B.swift", "class B { func f() {} }")
    file.extents = []
    let signals = SizeSignals([file])
    #expect(signals.largestTypeByCodeLines == nil && signals.longestFunction == nil)
    #expect(signals.largestFileByCodeLines?.codeLines == 1)
    #expect(SizeSignals([]).largestFileByFunctions == nil)
  }

  /// `metrics` and `compare` measure extents; `analyze` does not.
  @Test func onlyTheArchitecturesAreMeasuredWithExtents() throws {
    let folder = "\(packageRoot)/Sources/Architectures/MVC"
    let plain = SourceAnalyzer.analyze(folder).files
    let measured = SourceAnalyzer.analyze(folder, measuringExtents: true).files
    #expect(plain.allSatisfy { $0.extents.isEmpty })
    #expect(measured.allSatisfy { !$0.extents.isEmpty })
    #expect(measured.map(\.declarations) == plain.map(\.declarations))
    #expect(measured.map(\.lines) == plain.map(\.lines))
  }
}
