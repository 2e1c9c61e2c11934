import Foundation

/// Reads a test target's sources and tells, for every `@Test` function, whether it needs the
/// UI kit, the backend or neither, and finds the test doubles (docs/METRICS.md,
/// "Testability"). It reads tokens (comments and strings removed), never runs anything.
///
/// A test needs what its own body names, what its suite builds for every test (stored
/// properties and `init`), and, followed by name, what the helpers it calls name: the
/// suite's other members, then the target's types, extensions and free functions.
package enum TestClassifier {
  /// The folder of the UI kit, whose types mark a UI kit test. Not the SwiftUI stand-in's:
  /// its names are SwiftUI's (`State`, `Binding`, `Environment`), which other code uses too (a
  /// TCA-style feature's `State`); a SwiftUI view test shows its view through the session's
  /// window, and names the architecture's views, which mark it.
  static let uiKitFolder = "Sources/Shared/HeadlessUI"

  /// Names that reach the backend wherever they appear.
  static let backendTypes: Set<String> = ["FakeServer", "URLSession", "AppEnvironment"]

  /// `AppSession` members that reach the fake backend, and those that show the UI kit.
  /// (`start` does both: it builds the whole app against the server and shows it.) The
  /// session's clock, `settle()` and `advance(by:)` are neither.
  static let backendSessionMembers: Set<String> = [
    "server", "environment", "start", "releaseResponses",
  ]
  static let uiKitSessionMembers: Set<String> = ["window", "screen", "show", "start"]

  /// The words a test double's type name begins or ends with.
  static let doubleWords = ["Fake", "Mock", "Stub", "Spy"]

  /// Classifies the tests of the architecture whose app target is `target`, with its sources
  /// and tests in `sourceFolder` and `testFolder` under `packageRoot`: its views and view
  /// controllers are the types of role View or ViewController in its sources.
  package static func measure(
    packageRoot: String, target: String, sourceFolder: String, testFolder: String,
    sources: [FileMetrics]? = nil
  ) -> Testability {
    let sources = sources ?? SourceAnalyzer.analyze("\(packageRoot)/\(sourceFolder)").files
    let uiKit = SourceAnalyzer.analyze("\(packageRoot)/\(uiKitFolder)").files.flatMap(\.types)
    let files = SourceAnalyzer.analyze("\(packageRoot)/\(testFolder)", prefix: "\(testFolder)/")
      .files.compactMap { file -> (path: String, bytes: [UInt8])? in
        FileManager.default.contents(atPath: "\(packageRoot)/\(file.path)").map {
          (file.path, [UInt8]($0))
        }
      }
    return classify(
      files, module: "\(target)Tests",
      uiKitTypes: Set(uiKit.map(\.name)).union(
        sources.flatMap(\.types).filter { [.viewController, .view].contains($0.role) }.map(
          \.name)))
  }

  /// Classifies the tests in `files` (path and contents), a test target named `module`;
  /// naming any of `uiKitTypes` makes a test a UI kit test.
  static func classify(
    _ files: [(path: String, bytes: [UInt8])], module: String, uiKitTypes: Set<String>
  ) -> Testability {
    let parsed = files.map { file in
      var bytes = file.bytes
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
      return ParsedFile(
        path: file.path, bytes: bytes,
        tokens: SwiftTokenizer.tokensWithLines(bytes))
    }
    var members: [Member] = []
    for (index, file) in parsed.enumerated() {
      members += Member.parse(file.tokens, in: 0..<file.tokens.count, container: [], file: index)
    }
    let scope = Scope(members: members, files: parsed)
    var tests: [Testability.Test] = []
    for test in members where test.kind == .test {
      let suite = test.container.joined(separator: "/")
      let needs = scope.needs(of: test, uiKitTypes: uiKitTypes)
      tests.append(
        Testability.Test(
          name: "\(module).\(suite)/\(test.name)", path: parsed[test.file].path,
          kind: needs.uiKit ? .uiKit : needs.backend ? .backend : .pure))
    }
    return Testability(
      tests: tests.sorted { $0.name < $1.name }, doubles: doubles(members, in: parsed))
  }

  // MARK: - Test doubles

  /// Whether a type's name says it is a test double: it begins with one of `doubleWords`
  /// followed by a capital (`FakeBankingService`), or ends with one (`OutputSpy`).
  static func isDoubleName(_ name: String) -> Bool {
    doubleWords.contains { word in
      name.hasSuffix(word)
        || (name.hasPrefix(word) && name.dropFirst(word.count).first?.isUppercase == true)
    }
  }

  /// The test doubles: types named as doubles with their extensions, and members named
  /// `unimplemented`; one nested in another counts with it, once.
  private static func doubles(_ members: [Member], in files: [ParsedFile])
    -> [Testability.TestDouble]
  {
    var lines: [String: (path: String, name: String, lines: Set<Int>)] = [:]
    for member in members {
      let isDouble =
        ([.type, .extension].contains(member.kind) && isDoubleName(member.name))
        || member.name == "unimplemented"
      guard isDouble, !member.container.contains(where: isDoubleName) else { continue }
      let file = files[member.file]
      let first = file.tokens[member.tokens.lowerBound].line
      let last = file.tokens[member.tokens.upperBound - 1].line
      lines["\(file.path) \(member.name)", default: (file.path, member.name, [])].lines.formUnion(
        first...last)
    }
    return lines.values.map { double in
      Testability.TestDouble(
        name: double.name, path: double.path,
        codeLines: codeLines(double.lines, of: files.first { $0.path == double.path }!.bytes))
    }.sorted { ($0.path, $0.name) < ($1.path, $1.name) }
  }

  /// How many of the lines numbered `lines` (from 1) are code, by the line counter's rules:
  /// each run of consecutive lines is counted on its own, as a file of its own would be (a
  /// declaration begins and ends outside any string or comment).
  private static func codeLines(_ lines: Set<Int>, of bytes: [UInt8]) -> Int {
    let fileLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var total = 0
    var run: [Int] = []
    func count() {
      guard let first = run.first, let last = run.last else { return }
      let text = fileLines[(first - 1)..<min(last, fileLines.count)].joined(
        separator: [UInt8(ascii: "\n")])
      total += LineLexer.scan(Array(text)).counts.code
      run = []
    }
    for line in lines.sorted() {
      if let last = run.last, line != last + 1 { count() }
      run.append(line)
    }
    count()
    return total
  }
}
