import Foundation
import Testing
import WorkbenchTestSupport

@testable import SourceMetrics

/// Hostile input: no crash, no hang, sane counts, a warning naming the file.
struct SourceAnalyzerTests {
  private func tree(_ files: [String: [UInt8]]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appending(path: "tree-\(UUID())").path
    for (name, bytes) in files {
      let path = "\(root)/\(name)"
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(filePath: path))
    }
    return root
  }

  @Test func hostileFilesAreWarnedAboutAndNeverCrashTheCount() throws {
    let longLine =
      Array("let x = \"".utf8) + Array(repeating: UInt8(ascii: "a"), count: 10_000_000)
      + Array("\"\n".utf8)
    let root = try tree([
      "Good.swift": Array("struct Good {}\n".utf8),
      "Binary.swift": [0, 1, 2, 0xFF, 0],
      "Latin1.swift": [0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0xE9, 0x0A],
      "Open.swift": Array("let s = \"\"\"\nnever closed\n".utf8),
      "Long.swift": longLine,
      "Nested/Deep.swift": Array("/* never closed\n".utf8),
      "notes.txt": Array("struct NotSwift {}".utf8),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (files, warnings) = SourceAnalyzer.analyze(root)

    #expect(
      files.map(\.path) == [
        "Good.swift", "Latin1.swift", "Long.swift", "Nested/Deep.swift", "Open.swift",
      ])
    #expect(files.map(\.lines.total) == [1, 1, 1, 1, 2])
    #expect(
      warnings.map(\.description) == [
        "warning: Binary.swift: binary (holds NUL bytes); skipped",
        "warning: Latin1.swift: not valid UTF-8; counted as bytes",
        "warning: Nested/Deep.swift: unterminated block comment",
        "warning: Open.swift: unterminated string literal",
      ])
  }

  @Test(.timeLimit(.minutes(1)))
  func pathologicalFilesAreReadInTimeProportionalToTheirLength() throws {
    // Each took minutes or more before: the rest of a run of `#` was read again at each `#`,
    // and the rest of the file at each `init(` left open.
    let root = try tree([
      "Hashes.swift": Array(repeating: UInt8(ascii: "#"), count: 1_000_000),
      "Brackets.swift": Array(String(repeating: "init(init(\n", count: 50_000).utf8),
      "Closing.swift": Array(String(repeating: "init())\n", count: 100_000).utf8),
      "Interpolations.swift": Array(("let s = " + String(repeating: "\"\\(", count: 200_000)).utf8),
      "LongLine.swift": Array(
        ("let x = " + String(repeating: "f(a) + ", count: 200_000) + "1").utf8),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (files, warnings) = SourceAnalyzer.analyze(root)

    #expect(
      files.map(\.path) == [
        "Brackets.swift", "Closing.swift", "Hashes.swift", "Interpolations.swift",
        "LongLine.swift",
      ])
    #expect(files.map(\.lines.code) == [50_000, 100_000, 1, 1, 1])
    #expect(files.map(\.declarations.requirements) == [100_000, 100_000, 0, 0, 0])
    #expect(
      warnings.map(\.description) == [
        "warning: Interpolations.swift: unterminated string literal"
      ])
  }

  /// Files are measured on several threads at once; the result is the same with one.
  @Test func oneWorkerOrManyGiveTheSameReport() throws {
    let hostile = try tree([
      "A.swift": Array("struct A {}\n".utf8),
      "Binary.swift": [0, 1, 2],
      "Latin1.swift": [0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0xE9, 0x0A],
      "Views/ListView.swift": Array("final class ListView { func show() {} }\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(atPath: hostile) }
    // Two links to one file: the first in the tree's order is counted, whichever worker
    // reads it first.
    try FileManager.default.createSymbolicLink(
      atPath: "\(hostile)/B.swift", withDestinationPath: "\(hostile)/A.swift")
    try FileManager.default.createSymbolicLink(
      atPath: "\(hostile)/Linked", withDestinationPath: "\(hostile)/Views")
    for root in ["\(packageRoot)/Sources", "\(packageRoot)/Tests", hostile] {
      let one = SourceAnalyzer.analyze(root, workers: 1)
      let many = SourceAnalyzer.analyze(root, workers: 8)
      #expect(one.files == many.files, "\(root)")
      #expect(one.warnings == many.warnings, "\(root)")
      func json(_ files: [FileMetrics]) -> String {
        MetricsReport(
          architectures: [
            ArchitectureMetrics(name: "tree", target: root, files: files, testFiles: [])
          ]
        ).renderJSON()
      }
      #expect(json(one.files) == json(many.files), "\(root)")
    }
  }

  /// `metrics` counts each target's tests folder, which may be missing; `analyze` of a
  /// missing path stops before this with exit status 2.
  @Test func aFolderThatDoesNotExistIsEmpty() {
    let (files, warnings) = SourceAnalyzer.analyze("/nonexistent-\(UUID())")
    #expect(files.isEmpty && warnings.isEmpty)
  }
}
