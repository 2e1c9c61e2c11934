import Foundation
import Testing
import WorkbenchTestSupport

@testable import Reports
@testable import SourceMetrics
@testable import WorkbenchCommands

/// README.md says what the figures leave out, with sizes measured when it is written, and
/// what a `-`, a 0.0% and a 0 mean.
@MainActor
struct WhatIsCountedTests {
  @Test func theSharedFixtureAndTheUIKitAreNamedWithTheirSizes() async throws {
    let report = try await MetricsJSONTests.packageReport()
    let shared = try FileManager.default.contentsOfDirectory(
      atPath: "\(packageRoot)/Sources/Shared"
    ).filter { !$0.hasPrefix(".") }.sorted()
    #expect(report.uncounted.map(\.name) == shared)
    let readme = ReportFiles.render(report)["README.md"]!
    let paragraph = try #require(
      readme.components(separatedBy: "## What is counted\n\n").last?.split(separator: "\n")
        .first)
    for folder in report.uncounted {
      #expect(folder.files > 0 && folder.codeLines > 0, "\(folder.path)")
      let size = "\(folder.files) files, \(folder.codeLines) code lines"
      let named =
        switch folder.name {
        case "HeadlessUI": "the UIKit stand-in, `Sources/Shared/HeadlessUI` (\(size))"
        case "HeadlessSwiftUI": "the SwiftUI stand-in, `Sources/Shared/HeadlessSwiftUI` (\(size))"
        default: "\(folder.name) \(size)"
        }
      #expect(paragraph.contains(named), "\(paragraph)")
    }
    #expect(paragraph.contains("A `-` in a coverage cell means that nothing there can be covered"))
    #expect(paragraph.contains("0.0% means code that can be covered and that no test ran"))
    #expect(paragraph.contains("the workbench that measures, `Sources/Workbench`, is not counted"))
  }

  /// Decoding is work every app writes, so the shared domain cannot do it for five of them:
  /// `Banking` declares no coding conformance and names no JSON (docs/FEATURE.md, "The
  /// backend"); each architecture reads the wire format in its own, counted, code.
  @Test func theSharedDomainKnowsNothingOfTheWireFormat() throws {
    let folder = "\(packageRoot)/Sources/Shared/Banking"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8)
      for word in ["Codable", "Decodable", "Encodable", "CodingKey", "JSON"] {
        #expect(!text.contains(word), "Sources/Shared/Banking/\(file) names \(word)")
      }
    }
  }

  /// The lcov function counts in the paragraph are the FN records of each architecture's
  /// own sources.
  @Test func lcovFunctionsAreCountedPerArchitecture() {
    var report = ReportFilesTests.report
    report.lcov =
      "SF:Sources/Architectures/MVC/A.swift\nFN:1,a()\nFN:2,b()\nend_of_record\n"
      + "SF:Sources/Architectures/MVVM/A.swift\nFN:1,a()\nend_of_record\n"
      + "SF:Sources/Architectures/MVCX/A.swift\nFN:1,a()\nend_of_record\n"
    #expect(report.architectures.map(report.lcovFunctionCount) == [2, 1, 0])
    #expect(
      report.whatIsCounted.last?.contains(
        "so it lists more functions: 2 for MVC, 1 for MVVM, 0 for TCA-style") == true)
  }
}
