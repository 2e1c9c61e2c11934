import Foundation
import Registration
import Testing
import WorkbenchTestSupport

@testable import WorkbenchCommands

/// Every citation of the canon resolves in the repository: a pattern rule's source names
/// sections, subsections and rules docs/CANON.md has, and sources its table lists; a section
/// cited in the docs, the READMEs or the code exists.
struct CanonCitationTests {
  /// docs/CANON.md, read as its numbered sections and the tags of its sources.
  struct Canon {
    /// Section number to its text, from its `## N.` heading to the next.
    var sections: [Int: String] = [:]
    /// The first cells of the Sources table: `S0`, `objc-VIPER`, `Khanlou`.
    var tags: Set<String> = []

    init(_ text: String) {
      var number: Int?
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("## "), let found = Int(line.dropFirst(3).prefix { $0.isNumber }) {
          number = found
        }
        if let number { sections[number, default: ""] += line + "\n" }
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        if line.hasPrefix("| "), let tag = cells.first, !tag.contains(" "), tag != "Tag",
          !tag.hasPrefix("---")
        {
          tags.insert(tag)
        }
      }
    }

    /// Whether `reference` (`4`, `4(b)`, `4(c)2`) names a section, a subsection and a
    /// numbered rule the canon has.
    func resolves(_ reference: String) -> Bool {
      let parts = reference.wholeMatch(of: /(\d+)(?:\(([a-e])\)(\d+)?)?/)
      guard let parts, let text = sections[Int(parts.1)!] else { return false }
      guard let letter = parts.2 else { return true }
      let start = "**(\(letter))"
      guard let range = text.range(of: start) else { return false }
      guard let rule = parts.3 else { return true }
      let subsection = text[range.upperBound...].components(separatedBy: "**(").first ?? ""
      return subsection.split(separator: "\n").contains { $0.hasPrefix("\(rule). ") }
    }

    /// What in `source` (`docs/CANON.md 4(b), 4(c)2 (S0, S2, S3)`) does not resolve.
    func unresolved(inRuleSource source: String) -> [String] {
      let prefix = "docs/CANON.md "
      guard source.hasPrefix(prefix) else {
        return ["\(source): not `docs/CANON.md SECTIONS (SOURCES)`"]
      }
      // `4(b), 4(c)2 (S0, S2)`: the sources' parenthesis is the one after a space.
      let parts = source.dropFirst(prefix.count).components(separatedBy: " (")
      let references = parts[0].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let sources = parts.count > 1 ? String(parts[1].dropLast()) : ""
      var problems = references.filter { !resolves($0) }.map { "section \($0)" }
      // Sources: groups by `;`, items by `,`; an item without a space is a tag, one with
      // spaces names a page of the tag before it (`A-MVC, Model object`).
      for item in sources.split(whereSeparator: { $0 == ";" || $0 == "," }) {
        let item = item.trimmingCharacters(in: .whitespaces)
        if !item.contains(" "), !tags.contains(item) { problems.append("source \(item)") }
      }
      return problems
    }
  }

  static let canon = Canon(
    (try? String(contentsOfFile: "\(packageRoot)/docs/CANON.md", encoding: .utf8)) ?? "")

  @Test func everyPatternRuleCitesWhatTheCanonHas() {
    let rules = Architectures.all.flatMap(\.rules)
    #expect(rules.count > 20)
    for rule in rules {
      #expect(Self.canon.unresolved(inRuleSource: rule.source) == [], "\(rule.id)")
    }
  }

  /// `docs/CANON.md 4(c)2` and `CANON.md, section 8` in the docs, the READMEs and the code.
  @Test func everySectionCitedInTheRepositoryExists() throws {
    let folders = ["docs", "Sources", "Scenarios", "Tests/Architectures"]
    var cited = 0
    for folder in folders {
      let enumerator = FileManager.default.enumerator(atPath: "\(packageRoot)/\(folder)")
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".md") || path.hasSuffix(".swift") else { continue }
        let text = try String(
          contentsOfFile: "\(packageRoot)/\(folder)/\(path)", encoding: .utf8)
        for match in text.matches(of: /CANON\.md,? (?:sections? )?(\d+(?:\([a-e]\)\d*)?)/) {
          cited += 1
          #expect(Self.canon.resolves(String(match.1)), "\(folder)/\(path): \(match.0)")
        }
      }
    }
    #expect(cited > 20)
  }

  /// The check is not vacuous: a section, a subsection, a rule or a source the canon lacks
  /// is named.
  @Test func aCitationTheCanonLacksIsNamed() {
    #expect(Self.canon.resolves("4(c)2"))
    #expect(!Self.canon.resolves("12"))
    #expect(!Self.canon.resolves("4(f)"))
    #expect(!Self.canon.resolves("4(c)99"))
    #expect(
      Self.canon.unresolved(
        inRuleSource: "docs/CANON.md 4(b), 4(c)99 (S0, S9, A-MVC, Model object)")
        == ["section 4(c)99", "source S9"])
  }
}
