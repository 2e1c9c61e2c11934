import Foundation
import Testing
import WorkbenchTestSupport

@testable import Reports

/// Every link of the committed pages leads somewhere: a file or folder of the package, a
/// heading of a docs file, an element of the page.
struct ReportLinksTests {
  @Test(arguments: ["report.html", "stories.html"])
  func everyLinkLeadsToWhatItNames(page: String) throws {
    let html = try String(contentsOfFile: "\(packageRoot)/Reports/\(page)", encoding: .utf8)
    let ids = Set(html.matches(of: /\sid="([^"]+)"/).map { String($0.1) })
    var broken: [String] = []
    for match in html.matches(of: /href="([^"]+)"/) {
      let link = String(match.1).replacingOccurrences(of: "&amp;", with: "&")
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let (path, fragment) = (String(parts[0]), parts.count > 1 ? String(parts[1]) : nil)
      if path.isEmpty {
        if let fragment, !ids.contains(fragment) { broken.append(link) }
        continue
      }
      if path.hasPrefix("http") { continue }
      let file = URL(filePath: "\(packageRoot)/Reports/\(path)").standardizedFileURL.path
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        if !FileManager.default.fileExists(atPath: file) { broken.append(link) }
        continue
      }
      guard let fragment, path.hasSuffix(".md") else { continue }
      // Headings outside code blocks.
      var inCode = false
      let headings = text.split(separator: "\n").filter { line in
        if line.hasPrefix("```") { inCode.toggle() }
        return !inCode && line.hasPrefix("#")
      }.map { HTMLReport.slug($0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)) }
      if !headings.contains(fragment) { broken.append(link) }
    }
    #expect(broken.isEmpty, "\(page): \(broken)")
  }

  @Test func proseLinksTheDocsSectionsAndPathsItNames() {
    #expect(
      HTMLReport.code("see docs/METRICS.md, \"Role diagrams\" and `Scripts/x.sh` or `a b`")
        == "see <a href=\"../docs/METRICS.md#role-diagrams\">docs/METRICS.md, &quot;Role "
        + "diagrams&quot;</a> and <a href=\"../Scripts/x.sh\"><code>Scripts/x.sh</code></a> or "
        + "<code>a b</code>")
    #expect(HTMLReport.slug("Runtime apart from feature code") == "runtime-apart-from-feature-code")
    #expect(HTMLReport.slug("Size signals (per type)") == "size-signals-per-type")
  }
}
