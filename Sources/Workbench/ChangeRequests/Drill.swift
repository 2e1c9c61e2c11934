import Foundation
import Scenarios

/// A drill (Scenarios/Drills/README.md): a small edit that breaks one architecture on purpose,
/// shipped as a patch, and what the workbench then shows. Its folder holds `DRILL.md` and
/// `drill.patch`.
package struct Drill: Sendable {
  package static let directory = "Scenarios/Drills"
  package static let patchName = "drill.patch"

  /// A command to run once the drill is applied, and what it must show.
  package struct Look: Sendable, Equatable {
    package var command: String
    package var exitStatus: Int32
    /// A text its output (standard output and error) must hold; nil for none.
    package var prints: String?
  }

  /// The folder's name: what `drill start` takes.
  package var name: String
  /// `DRILL.md`'s first heading.
  package var title: String
  /// The architecture the drill breaks, by the name the workbench knows it, and the line of
  /// `DRILL.md` that names it.
  package var architecture: String
  package var architectureLine: Int
  /// The section "What to do": the edit, as the teacher says it.
  package var task: String
  /// The commands of the section "Look with", in order.
  package var looks: [Look]
  /// The section "What to look for".
  package var lookFor: String
  package var patch: UnifiedDiff

  package var folder: String { "\(Self.directory)/\(name)" }

  /// The drills' names at `root`, sorted.
  package static func names(root: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(directory)"))
    return (entries ?? []).filter { name in
      FileManager.default.fileExists(atPath: "\(root)/\(directory)/\(name)/DRILL.md")
    }.sorted()
  }

  /// The drills named, or every drill for none; what is wrong in any, with its file and line.
  package static func load(_ names: [String] = [], root: String) throws(ScenarioLoadError)
    -> [Drill]
  {
    var drills: [Drill] = []
    var problems: [ScenarioError] = []
    for name in names.isEmpty ? Self.names(root: root) : names {
      do throws(ScenarioError) {
        drills.append(try load(name, root: root))
      } catch {
        problems.append(error)
      }
    }
    guard problems.isEmpty else { throw ScenarioLoadError(errors: problems) }
    return drills
  }

  private static func load(_ name: String, root: String) throws(ScenarioError) -> Drill {
    let folder = "\(directory)/\(name)"
    func read(_ file: String) throws(ScenarioError) -> String {
      guard let text = try? String(contentsOfFile: "\(root)/\(folder)/\(file)", encoding: .utf8)
      else {
        let known = Self.names(root: root).joined(separator: ", ")
        throw ScenarioError(
          path: "\(folder)/\(file)", line: nil,
          message: "cannot be read; the drills are: \(known.isEmpty ? "none" : known)")
      }
      return text
    }
    let path = "\(folder)/DRILL.md"
    let text = try read("DRILL.md")
    let patch = try UnifiedDiff(try read(patchName), path: "\(folder)/\(patchName)")
    let document = DrillDocument(text: text, path: path)
    // The teacher's part: checked, never printed.
    _ = try document.section("The lesson")
    let architecture = try document.architecture()
    return Drill(
      name: name, title: try document.title(), architecture: architecture.name,
      architectureLine: architecture.line, task: try document.section("What to do"),
      looks: try document.looks(), lookFor: try document.section("What to look for"),
      patch: patch)
  }
}

/// `DRILL.md`, read line by line: a missing part is an error naming the file and the line.
struct DrillDocument {
  static let architectureMarker = "**Architecture:** "
  var lines: [Substring]
  var path: String

  init(text: String, path: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    self.path = path
  }

  private func error(_ message: String, line: Int? = nil) -> ScenarioError {
    ScenarioError(path: path, line: line, message: message)
  }

  func title() throws(ScenarioError) -> String {
    guard let first = lines.first, first.hasPrefix("# ") else {
      throw error("the first line must be the drill's title, `# TITLE`", line: 1)
    }
    return String(first.dropFirst(2))
  }

  /// The architecture named, and its line (from 1).
  func architecture() throws(ScenarioError) -> (name: String, line: Int) {
    guard let index = lines.firstIndex(where: { $0.hasPrefix(Self.architectureMarker) }) else {
      throw error("has no line `\(Self.architectureMarker)NAME`")
    }
    let name = String(lines[index].dropFirst(Self.architectureMarker.count))
      .trimmingCharacters(in: .whitespaces)
    return (name, index + 1)
  }

  /// The section `## heading`, as a brief reads one (`ChangeBrief.section`: a heading in a
  /// code block does not end it), trimmed; an error when it is missing or empty.
  func section(_ heading: String) throws(ScenarioError) -> String {
    guard let start = lines.firstIndex(of: "## \(heading)"[...]) else {
      throw error("has no section `## \(heading)`")
    }
    guard let body = ChangeBrief.section(heading, in: lines.joined(separator: "\n")) else {
      throw error("its section `## \(heading)` is empty", line: start + 1)
    }
    return body
  }

  /// The section "Look with": one command a line, `` - `COMMAND`: exits N, prints `TEXT` ``
  /// (the text optional).
  func looks() throws(ScenarioError) -> [Drill.Look] {
    _ = try section("Look with")
    let start = lines.firstIndex(of: "## Look with")! + 1
    var looks: [Drill.Look] = []
    for index in start..<lines.endIndex {
      let line = lines[index]
      if line.hasPrefix("## ") { break }
      guard line.hasPrefix("- ") else { continue }
      guard
        let match = line.wholeMatch(
          of: /- `([^`]+)`: exits (\d+)(?:, prints `([^`]+)`)?/),
        let status = Int32(match.2)
      else {
        throw error(
          "a command of `## Look with` reads - `COMMAND`: exits N, prints `TEXT` (the "
            + "text may be left out)", line: index + 1)
      }
      looks.append(
        .init(command: String(match.1), exitStatus: status, prints: match.3.map(String.init)))
    }
    guard !looks.isEmpty else {
      throw error("its section `## Look with` names no command, one a line `- `", line: start)
    }
    return looks
  }
}
