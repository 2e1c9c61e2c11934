import Foundation
import SourceMetrics
import Testing
import WorkbenchTestSupport

/// The harness stays in rooms a reader takes in at once: no file of `Sources/Workbench` over
/// 300 lines, no function over 60 code lines (counted by the workbench's own rules,
/// docs/METRICS.md, "Size signals").
struct HarnessSizeTests {
  static let folder = "Sources/Workbench"

  @Test func noFileIsOver300Lines() throws {
    let (files, _) = SourceAnalyzer.analyze(
      "\(packageRoot)/\(Self.folder)", prefix: "\(Self.folder)/", countingDeclarations: false)
    #expect(files.count > 50)
    for file in files {
      let lines = file.lines.code + file.lines.comment + file.lines.blank
      #expect(lines <= 300, "\(file.path) has \(lines) lines")
    }
  }

  @Test func noFunctionIsOver60CodeLines() throws {
    let (files, _) = SourceAnalyzer.analyze(
      "\(packageRoot)/\(Self.folder)", prefix: "\(Self.folder)/", measuringExtents: true)
    let functions = files.flatMap { file in
      file.extents.filter { $0.kind == .function }.map { (file.path, $0) }
    }
    #expect(functions.count > 300)
    for (path, function) in functions {
      #expect(
        function.codeLines <= 60,
        "\(path):\(function.line): \(function.name) has \(function.codeLines) code lines")
    }
  }
}
