import Foundation
import Scenarios

/// The attendee's brief of a change request (`BRIEF.md` beside its `REQUEST.md`), which
/// `workbench compare` writes and `compare --check` checks: one page, with what is asked and
/// what the user sees at a glance, copied from `REQUEST.md`, the scenarios to make pass, how
/// to start and check, and the difficulty and expected time by the rule below; never how
/// anyone solved it. `REQUEST.md` stays the teacher's file: the full rules of what the user
/// sees, the claims the request decides, the discussion points, the solutions, what was
/// checked.
package enum ChangeBrief {
  package static let fileName = "BRIEF.md"

  /// The sections of `REQUEST.md` a brief copies, in its order: what is asked, not how.
  static let copied = ["The request", "At a glance"]

  /// The sections every `REQUEST.md` has for the workshop: what a brief copies, and what the
  /// teacher asks the room afterwards.
  package static let workshopSections = copied + ["Discussion points"]

  /// What the `REQUEST.md` of request `name` in the package at `root` lacks for the
  /// workshop: an error naming the file for each of `workshopSections` it has not, or has
  /// empty; none when it cannot be read (the loader says so).
  package static func missingSections(root: String, name: String) -> [ScenarioError] {
    let path = "\(ChangeRequest.directory)/\(name)/REQUEST.md"
    guard let text = try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8) else {
      return []
    }
    return workshopSections.filter { section($0, in: text) == nil }.map { heading in
      ScenarioError(
        path: path, line: nil,
        message: "has no section `## \(heading)`, or it is empty: every request has "
          + workshopSections.map { "`## \($0)`" }.joined(separator: ", ")
          + " for the workshop (Scenarios/Changes/README.md)")
    }
  }

  /// The most words a brief may have: a printed page of 11 pt text.
  package static let wordsOnAPage = 600

  /// How hard a request is, from the lines its solutions change (source, not tests): the
  /// median of the architectures' solutions. A warm-up changes at most 40 lines, a standard
  /// exercise at most 120, a stretch more. The time is an estimate by rule, not a
  /// measurement: 15 minutes to read the brief and run the scenarios, and a minute for every
  /// 4 lines of the median solution, rounded up to 5 minutes.
  package static func difficulty(linesChanged: [Int]) -> (level: String, minutes: Int)? {
    let sorted = linesChanged.sorted()
    guard !sorted.isEmpty else { return nil }
    let median = sorted[(sorted.count - 1) / 2]
    let level = median <= 40 ? "warm-up" : median <= 120 ? "standard" : "stretch"
    let minutes = 15 + (median + 3) / 4
    return (level, (minutes + 4) / 5 * 5)
  }

  /// The brief of request `name` titled `title` in the package at `root`, and its path:
  /// from its `REQUEST.md` and scenario files, and the lines each architecture's solution
  /// changes. Nil when `REQUEST.md` cannot be read.
  package static func brief(root: String, name: String, title: String, linesChanged: [Int])
    -> (path: String, text: String)?
  {
    let folder = "\(ChangeRequest.directory)/\(name)"
    guard let request = try? String(contentsOfFile: "\(root)/\(folder)/REQUEST.md", encoding: .utf8)
    else { return nil }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? []
    let scenarios = files.filter { $0.hasSuffix(".scenario") }.sorted().map { file in
      let text = (try? String(contentsOfFile: "\(root)/\(folder)/\(file)", encoding: .utf8)) ?? ""
      let heading = text.split(separator: "\n").first { $0.hasPrefix("Scenario:") } ?? ""
      return (
        path: "\(folder)/\(file)",
        title: heading.dropFirst("Scenario:".count).trimmingCharacters(in: .whitespaces),
        replaces: FileManager.default.fileExists(
          atPath: "\(root)/\(ScenarioSuite.directory)/\(file)")
      )
    }
    let text = document(
      name: name, title: title, request: request, scenarios: scenarios,
      linesChanged: linesChanged,
      buildsOn: ChangeRequest.names(after: ChangeRequest.FolderReader.basesMarker, in: request)
        .first)
    return ("\(folder)/\(fileName)", text)
  }

  /// The brief of request `name` titled `title`, from its `REQUEST.md` text, its scenario
  /// files (path and title) and the lines each architecture's solution changes; `buildsOn`
  /// names the request it is written on top of.
  static func document(
    name: String, title: String, request: String,
    scenarios: [(path: String, title: String, replaces: Bool)], linesChanged: [Int],
    buildsOn: String?
  ) -> String {
    var lines = [
      "<!-- Written by `swift run workbench compare` from REQUEST.md and the solutions' change "
        + "costs; edit those, not this file. -->",
      "# Brief: \(title)",
      "",
    ]
    if let (level, minutes) = difficulty(linesChanged: linesChanged) {
      lines += [
        "**Difficulty:** \(level) · **Expected time:** about \(minutes) minutes (by the rule "
          + "in docs/WORKSHOP.md, \"Briefs\")",
        "",
      ]
    }
    if let buildsOn {
      lines += [
        "**Builds on:** `\(buildsOn)`, whose changes `changes start` commits for you first.", "",
      ]
    }
    for heading in copied {
      guard let body = section(heading, in: request) else { continue }
      lines += ["## \(heading)", "", body, ""]
    }
    lines += ["## The scenarios to make pass", ""]
    lines += scenarioList(scenarios)
    lines += [
      "", "## How to work", "",
      "```sh",
      "swift run workbench changes start \(name) --architecture YOURS",
      "# change Sources/Architectures/YOURS (and its tests), then:",
      "swift run workbench changes check \(name) --architecture YOURS",
      "```",
      "",
      "A scenario's file says every step and screen. The full rules are in the teacher's "
        + "`REQUEST.md`, section \"What the user sees\"; the solutions follow it there.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The brief's list of scenarios: the new ones by title; those that replace one of
  /// `Scenarios/` (the same steps, with the changed screen) by name only.
  private static func scenarioList(_ scenarios: [(path: String, title: String, replaces: Bool)])
    -> [String]
  {
    let folder = scenarios.first.map { ($0.path as NSString).deletingLastPathComponent } ?? ""
    var lines = ["In `\(folder)/`:", ""]
    lines += scenarios.filter { !$0.replaces }.map {
      "- `\(($0.path as NSString).lastPathComponent)`: \($0.title)"
    }
    let replacing = scenarios.filter(\.replaces).map {
      "`" + (($0.path as NSString).lastPathComponent as NSString).deletingPathExtension + "`"
    }
    if !replacing.isEmpty {
      lines += [
        "",
        "These replace the scenarios of `Scenarios/` named like them, with the changed screen: "
          + replacing.joined(separator: ", ") + ".",
      ]
    }
    return lines + ["", "Every other scenario of `Scenarios/` must still pass too."]
  }

  /// The body of the `## heading` section of `text`, up to the next `## ` heading outside a
  /// code block (a screen's `## Payments` is in one), without the blank lines around it;
  /// nil when there is none.
  static func section(_ heading: String, in text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "## \(heading)") else { return nil }
    var isCode = false
    let body = lines[(start + 1)...].prefix { line in
      if line.hasPrefix("```") { isCode.toggle() }
      return isCode || !line.hasPrefix("## ")
    }
    let trimmed = body.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
    return trimmed.isEmpty ? nil : trimmed.joined(separator: "\n")
  }
}
