import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeRequests

/// The attendee's brief of a change request: what is asked, the scenarios, how hard; no
/// solution.
struct ChangeBriefTests {
  private let request = """
    # Change request: a receipt

    **Builds on:** `offline-cache` (written on top of it)

    ## The request

    > Show me a receipt.

    ## At a glance

    ```
    # Receipt
    ## Payments
    ```

    Then `Done` closes it.

    ## Claims it decides

    | Claim | ... |

    ## What the user sees

    Every rule.

    ```
    # Receipt
    ## Payments
    ```

    Then `Done` closes it.

    ## Solutions

    | MVC | `mvc.patch` | the detail controller pushes it |
    """

  @Test func aBriefCopiesWhatIsAskedAndNeverHowItWasSolved() {
    let brief = ChangeBrief.document(
      name: "receipt", title: "a receipt", request: request,
      scenarios: [
        ("Scenarios/Changes/receipt/receipt-done.scenario", "Done closes the receipt", false)
      ],
      linesChanged: [30, 90, 50], buildsOn: "offline-cache")
    #expect(brief.contains("## The request\n\n> Show me a receipt.\n"))
    // A screen's `## Payments` inside a code block does not end the section.
    #expect(brief.contains("## Payments\n```\n\nThen `Done` closes it.\n"))
    #expect(
      brief.contains("In `Scenarios/Changes/receipt/`:\n\n- `receipt-done.scenario`: Done closes"))
    #expect(brief.contains("**Builds on:** `offline-cache`"))
    #expect(brief.contains("changes check receipt --architecture YOURS"))
    #expect(!brief.contains("Claims it decides") && !brief.contains("mvc.patch"))
    #expect(!brief.contains("Every rule."))
    #expect(brief.contains("**Difficulty:** standard · **Expected time:** about 30 minutes"))
  }

  @Test(arguments: [
    ([10, 40, 12], "warm-up", 20),
    ([41, 41, 200], "standard", 30),
    ([121, 500, 130, 0], "stretch", 50),
  ])
  func difficultyAndTimeFollowTheMedianSolution(lines: [Int], level: String, minutes: Int) {
    let difficulty = ChangeBrief.difficulty(linesChanged: lines)
    #expect(difficulty?.level == level)
    #expect(difficulty?.minutes == minutes)
  }

  /// Every request's committed brief (which `compare --check` keeps current) names no
  /// solution patch and copies no section of the teacher's file but what is asked.
  @Test func everyRequestHasABriefWithoutItsSolutions() throws {
    let folder = "\(packageRoot)/\(ChangeRequest.directory)"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      FileManager.default.fileExists(atPath: "\(folder)/\($0)/REQUEST.md")
    }
    #expect(names.count >= 12)
    for name in names {
      let brief = try String(
        contentsOfFile: "\(folder)/\(name)/\(ChangeBrief.fileName)", encoding: .utf8)
      var isCode = false
      let headings = brief.split(separator: "\n").filter { line in
        if line.hasPrefix("```") { isCode.toggle() }
        return !isCode && line.hasPrefix("## ")
      }
      #expect(
        headings == [
          "## The request", "## At a glance", "## The scenarios to make pass",
          "## How to work",
        ], "\(name)")
      #expect(!brief.contains(".patch`"), "\(name)")
      let words = brief.split(whereSeparator: \.isWhitespace).count
      #expect(words <= ChangeBrief.wordsOnAPage, "\(name): \(words) words")
    }
  }

  /// Every teacher's file has the sections the workshop needs, and its discussion points
  /// quote no figure: the figures are the report's (docs/WORKSHOP.md, "Briefs").
  @Test func everyRequestHasWhatTheWorkshopNeeds() throws {
    let folder = "\(packageRoot)/\(ChangeRequest.directory)"
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      guard let text = try? String(contentsOfFile: "\(folder)/\(name)/REQUEST.md", encoding: .utf8)
      else { continue }
      #expect(ChangeBrief.missingSections(root: packageRoot, name: name).isEmpty, "\(name)")
      let points = ChangeBrief.section("Discussion points", in: text) ?? ""
      // A claim's name (`C3`) is not a figure.
      let figures = points.replacing(/\b[A-G]\d+\b/, with: "").filter(\.isNumber)
      #expect(figures.isEmpty, "\(name): a figure in its discussion points")
    }
  }

  /// A teacher's file without a section the workshop needs stops `compare` with the file
  /// named, each section missing or empty in a line of its own.
  @Test func aRequestWithoutItsWorkshopSectionsIsNamed() throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "brief-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = "\(root)/\(ChangeRequest.directory)/x"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "# Change request: x\n\n## The request\n\nSort it.\n\n## At a glance\n\n## Spec\n\nA.\n"
      .write(toFile: "\(folder)/REQUEST.md", atomically: true, encoding: .utf8)
    let problems = ChangeBrief.missingSections(root: root, name: "x").map(\.description)
    #expect(problems.count == 2)
    #expect(
      problems.first?.hasPrefix("Scenarios/Changes/x/REQUEST.md: has no section `## At a glance`")
        == true)
    #expect(problems.last?.contains("`## Discussion points`, or it is empty") == true)
  }
}
