import Foundation
import Reports
import SourceMetrics
import Testing
import WorkbenchCommands
import WorkbenchTestSupport

/// The architecture READMEs cannot drift from the code and the report. They link the code
/// behind each test-plan item as `[File.swift:N](path/File.swift#LN "title")`, where the
/// title is how line N starts: a link whose line moved, or that points past the end, fails
/// here, naming the lines that do start so. And every figure they quote is in the block
/// `compare` writes from the report (`ReadmeFigures`), never typed in the prose.
struct ReadmeLinkTests {
  static let readmes = Architectures.all.map(ReadmeFigures.path(of:))

  @Test(arguments: readmes)
  func lineLinksPointAtTheLinesTheirTitlesQuote(readme: String) throws {
    let text = try String(contentsOfFile: "\(packageRoot)/\(readme)", encoding: .utf8)
    let folder = (readme as NSString).deletingLastPathComponent
    let links = text.matches(
      of: /\[([^\]\/]+\.swift):(\d+)\]\(([^)#\s]+)#L(\d+)(?: "([^"]*)")?\)/)
    #expect(!links.isEmpty, "\(readme) links no code line")
    for link in links {
      let (name, line, path, anchor) = (String(link.1), Int(link.2)!, String(link.3), Int(link.4)!)
      let title = link.5.map(String.init) ?? ""
      #expect(
        line == anchor && (path.hasSuffix("/" + name) || path == name), "\(readme): \(link.0)")
      #expect(title.count >= 8, "\(readme): \(link.0) needs the start of line \(line) as its title")
      let target = URL(filePath: "\(packageRoot)/\(folder)/\(path)").standardized.path
      let lines = ((try? String(contentsOfFile: target, encoding: .utf8)) ?? "")
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      let starting = lines.indices.filter { lines[$0].hasPrefix(title) }.map { $0 + 1 }
      #expect(
        starting.contains(line),
        "\(readme): \(link.0): line \(line) does not start with the title; lines that do: \(starting)"
      )
    }
  }

  /// Numbers in the prose that are no measurement are named by what precedes them (`T7`,
  /// `S1`, `section 8`, `Swift 6`); any other number outside the generated block, code and
  /// links is a figure typed by hand.
  @Test(arguments: readmes)
  func everyFigureIsInTheGeneratedBlock(readme: String) throws {
    var text = try String(contentsOfFile: "\(packageRoot)/\(readme)", encoding: .utf8)
    let begin = try #require(text.range(of: ReadmeFigures.begin), "\(readme) has no figures block")
    let end = try #require(text.range(of: ReadmeFigures.end), "\(readme) has no figures block")
    text.removeSubrange(begin.lowerBound..<end.upperBound)
    text.replace(/```.*?```/.dotMatchesNewlines(), with: "")
    text.replace(/`[^`]*`/, with: "")
    text.replace(/\]\([^)]*\)/, with: "]")
    text.replace(/\[[^\]]*\]/, with: "")
    let named = [
      "section ", "sections ", "Swift ", "iOS ", "macOS ", "Xcode ", "issue ", "step ", "item ",
      "items ", "article ", "level ",
    ]
    for line in text.split(separator: "\n") {
      for match in line.matches(of: /\d+(?:[.,]\d+)*(?:\s?%)?/) {
        let before = line[..<match.range.lowerBound]
        if let last = before.last, last.isLetter || last.isNumber || "_.#/:-".contains(last) {
          continue
        }
        if named.contains(where: { before.hasSuffix($0) }) { continue }
        Issue.record("\(readme): the figure \(match.0) is typed by hand in: \(line)")
      }
    }
  }
}
