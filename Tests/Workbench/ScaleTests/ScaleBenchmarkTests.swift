import Foundation
import Testing

@testable import Scale

/// The committed figures know what they were measured from.
struct ScaleBenchmarkTests {
  /// A README `compare` writes does not make the figures stale; a template, a scenario or an
  /// architecture's Swift file does.
  @Test func theFingerprintChangesWithWhatScaleReadsOnly() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "scale-fingerprint-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(_ path: String, _ text: String) throws {
      let file = "\(root)/\(path)"
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(filePath: file))
    }
    try write("Package.swift", "// manifest\n")
    try write("Sources/Architectures/MVC/README.md", "figures\n")
    try write("Sources/Architectures/MVC/MVCApp.swift", "struct A {}\n")
    try write("Scenarios/users-load.scenario", "Scenario: load\n")
    try write("Scenarios/Scale/MVC/touch.txt", "leaf view: A.swift\n")
    let measured = ScaleBenchmark.fingerprint(root: root)
    try write("Sources/Architectures/MVC/README.md", "other figures\n")
    try write("Scenarios/Changes/receipt/REQUEST.md", "# Receipt\n")
    #expect(ScaleBenchmark.fingerprint(root: root) == measured)
    for (path, text) in [
      ("Sources/Architectures/MVC/MVCApp.swift", "struct B {}\n"),
      ("Scenarios/users-load.scenario", "Scenario: load again\n"),
      ("Scenarios/Scale/MVC/touch.txt", "leaf view: B.swift\n"),
      ("Package.swift", "// another manifest\n"),
    ] {
      let before = ScaleBenchmark.fingerprint(root: root)
      try write(path, text)
      #expect(ScaleBenchmark.fingerprint(root: root) != before, "\(path)")
    }
  }
}
