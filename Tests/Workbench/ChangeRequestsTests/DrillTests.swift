import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeRequests
@testable import Registration
@testable import Scenarios
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// The workshop's drills (Scenarios/Drills/README.md): patches that break one architecture on
/// purpose, started and reset by the workbench, and measured by `drill --measure`.
@MainActor
struct DrillTests {
  private let root = packageRoot

  @Test func everyDrillBreaksOneArchitectureAndStillApplies() throws {
    let drills = try Drill.load(root: root)
    #expect(drills.count >= 6)
    for drill in drills {
      let architecture = try #require(Architectures.named(drill.architecture), "\(drill.name)")
      for path in drill.patch.paths {
        #expect(
          path.hasPrefix(architecture.sourceFolder + "/")
            || path.hasPrefix(architecture.testFolder + "/"), "\(drill.name): \(path)")
      }
      #expect(throws: Never.self, "\(drill.name)") {
        try ChangeRequest.applying([drill.patch], read: ChangeRequest.reader(root))
      }
      #expect(!drill.looks.isEmpty, "\(drill.name)")
    }
  }

  /// `drill --measure` ran every drill's commands as they are, and each showed what its
  /// `DRILL.md` says.
  @Test func everyDrillWasMeasuredAndShowedWhatItSays() throws {
    let results = try #require(try DrillResults.load(root: root))
    let drills = try Drill.load(root: root)
    #expect(results.drills.keys.sorted() == drills.map(\.name))
    for drill in drills {
      let measured = results.drills[drill.name] ?? []
      #expect(measured.map(\.command) == drill.looks.map(\.command), "\(drill.name)")
      #expect(measured.allSatisfy { $0.shows }, "\(drill.name)")
    }
  }

  /// A package root of its own with the drills and the architectures' sources.
  private func copy() throws -> String {
    let copy = FileManager.default.temporaryDirectory.appending(path: "drill-\(UUID())").path
    for path in ["Package.swift", "Scenarios/Drills", "Sources/Architectures"] {
      try FileManager.default.createDirectory(
        atPath: ("\(copy)/\(path)" as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: "\(root)/\(path)", toPath: "\(copy)/\(path)")
    }
    // Committed, as a clone is: reset tells an edited drill by the files git sees changed.
    let git = try GitRepository(root: copy)
    try git.run(["init", "--quiet"])
    try git.run(["add", "--all"])
    try git.run(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "base"])
    return copy
  }

  private func console() -> (Console, () -> [String], () -> [String]) {
    final class Lines: @unchecked Sendable { var output: [String] = [], errors: [String] = [] }
    let lines = Lines()
    return (
      Console(output: { lines.output.append($0) }, errors: { lines.errors.append($0) }),
      { lines.output }, { lines.errors }
    )
  }

  @Test func startAppliesOneDrillAndResetUndoesIt() throws {
    let copy = try copy()
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let drill = try #require(try Drill.load(["search-not-cancelled"], root: copy).first)
    let path = try #require(drill.patch.paths.first)
    let original = ChangeRequest.reader(copy)(path)
    let (console, output, errors) = console()
    #expect(DrillCommand.start(drill.name, root: copy, console: console) == .success)
    #expect(ChangeRequest.reader(copy)(path) != original)
    #expect(output().last?.contains("What to look for: No scenario fails") == true)
    #expect(output().last?.contains("swift run --skip-build workbench drill reset") == true)
    // One drill at a time.
    #expect(DrillCommand.start("debounce-in-the-view", root: copy, console: console) == .failure)
    #expect(errors().last?.contains("drill search-not-cancelled is applied") == true)
    #expect(DrillCommand.reset(root: copy, console: console) == .success)
    #expect(ChangeRequest.reader(copy)(path) == original)
    #expect(DrillCommand.reset(root: copy, console: console) == .success)
    #expect(output().last == "No drill is applied: nothing to undo.")
  }

  @Test func aDrillEditedAfterItsStartIsLeftForGitToUndo() throws {
    let copy = try copy()
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let (console, _, errors) = console()
    #expect(DrillCommand.start("search-not-cancelled", root: copy, console: console) == .success)
    let path = "\(copy)/Sources/Architectures/MVVM/ViewModels/UsersViewModel.swift"
    let edited = try String(contentsOfFile: path, encoding: .utf8)
      .replacing("    searchTask = Task {", with: "    searchTask = Task { // mine")
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(DrillCommand.reset(root: copy, console: console) == .failure)
    #expect(errors().last?.contains("git checkout -- Sources/Architectures/MVVM/") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
  }

  @Test func anUnknownArchitectureNamesItsFileAndLine() throws {
    let copy = try copy()
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let path = "\(copy)/Scenarios/Drills/search-not-cancelled/DRILL.md"
    let text = try String(contentsOfFile: path, encoding: .utf8)
      .replacing("**Architecture:** MVVM", with: "**Architecture:** MVP")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let (console, _, errors) = console()
    #expect(DrillCommand.load([], root: copy, console: console) == nil)
    #expect(
      errors().last?.hasPrefix(
        "Scenarios/Drills/search-not-cancelled/DRILL.md:3: names an architecture the workbench "
          + "does not know: MVP") == true, "\(errors())")
  }

  @Test func aMalformedCommandLineNamesItsFileAndLine() throws {
    let text = """
      # A drill

      **Architecture:** MVC

      ## What to do

      Something.

      ## Look with

      - `swift run workbench scenarios`: fails

      ## What to look for

      Something else.
      """
    #expect(
      throws: ScenarioError(
        path: "Scenarios/Drills/x/DRILL.md", line: 11,
        message: "a command of `## Look with` reads - `COMMAND`: exits N, prints `TEXT` (the "
          + "text may be left out)")
    ) { try DrillDocument(text: text, path: "Scenarios/Drills/x/DRILL.md").looks() }
  }
}
