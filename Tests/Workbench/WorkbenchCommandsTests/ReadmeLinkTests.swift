import Foundation
import SourceMetrics
import Testing
import WorkbenchCommands
import WorkbenchTestSupport

/// The architecture READMEs link the code behind each test-plan item as
/// `[File.swift:N](path/File.swift#LN)`: every such link names an existing file that has
/// line N, and its text agrees with its target, so the tables cannot silently go stale.
struct ReadmeLinkTests {
  static let readmes =
    ((try? FileManager.default.contentsOfDirectory(atPath: "\(packageRoot)/Sources/Architectures"))
    ?? [])
    .map { "Sources/Architectures/\($0)/README.md" }
    .filter { FileManager.default.fileExists(atPath: "\(packageRoot)/\($0)") }
    .sorted()

  @Test(arguments: readmes)
  func lineLinksPointAtExistingLines(readme: String) throws {
    let text = try String(contentsOfFile: "\(packageRoot)/\(readme)", encoding: .utf8)
    let folder = (readme as NSString).deletingLastPathComponent
    let links = text.matches(of: /\[([^\]\/]+\.swift):(\d+)\]\(([^)#]+)#L(\d+)\)/)
    #expect(!links.isEmpty, "\(readme) links no code line")
    for link in links {
      let (name, line, path, anchor) = (String(link.1), Int(link.2)!, String(link.3), Int(link.4)!)
      #expect(
        line == anchor && (path.hasSuffix("/" + name) || path == name), "\(readme): \(link.0)")
      let target = URL(filePath: "\(packageRoot)/\(folder)/\(path)").standardized.path
      let lines =
        (try? String(contentsOfFile: target, encoding: .utf8))?
        .split(separator: "\n", omittingEmptySubsequences: false).count ?? 0
      #expect(line <= lines, "\(readme): \(link.0) points past the end of \(path)")
    }
  }
}
