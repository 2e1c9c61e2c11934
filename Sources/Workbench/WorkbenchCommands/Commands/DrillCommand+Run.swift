import ChangeRequests
import Foundation
import Scenarios
import WorkbenchSupport

extension DrillCommand {
  /// Applies drill `name` to the working tree at `root`, all or nothing, and prints what to
  /// look for.
  @MainActor
  static func start(_ name: String, root: String = ".", console: Console) -> ExitCode {
    guard let drills = load([], root: root, console: console) else { return .usageError }
    guard let drill = drills.first(where: { $0.name == name }) else {
      console.error(
        "error: \(Drill.directory)/\(name): no such drill; the drills are: "
          + drills.map(\.name).joined(separator: ", "))
      return .usageError
    }
    if let started = applied(drills, root: root).first {
      console.error(
        "error: drill \(started.name) is applied: `swift run --skip-build workbench drill reset` first.\n"
          + "Nothing was written.")
      return .failure
    }
    do {
      let changed = try ChangeRequest.applying([drill.patch], read: ChangeRequest.reader(root))
      try ChangesCommand.write(changed, root: root)
    } catch {
      console.error(
        "error: \(ProcessRunner.describe(error))\nNothing was written. Its files changed: "
          + "`git status` shows how.")
      return .failure
    }
    console.output(guide(drill, results: results(root: root, console: console)))
    return .success
  }

  /// What `drill start` prints: the drill, the files it changed, its commands with what they
  /// show and how long they took, and what to look for.
  static func guide(_ drill: Drill, results: DrillResults?) -> String {
    let measured = results?.drills[drill.name]
    var lines = [
      "Drill \(drill.name) (\(drill.architecture)): \(drill.title)",
      "Applied \(drill.folder)/\(Drill.patchName) to \(drill.patch.paths.joined(separator: ", ")) "
        + "(`git diff` shows it).", "", drill.task, "", "Look with:",
    ]
    for (index, look) in drill.looks.enumerated() {
      let time = measured?.first { $0.command == look.command }.map {
        ", \($0.seconds) s on a \(results?.cores ?? 0)-core machine"
      }
      lines.append(
        "  \(look.command)    (exits \(look.exitStatus)\(time ?? "")"
          + (index == 0 ? ", the build of the change included)" : ")"))
    }
    lines += [
      "", "What to look for: \(drill.lookFor)", "",
      // `--skip-build`: a drill may stop the package from building, and reset must still run.
      "Undo it: swift run --skip-build workbench drill reset",
    ]
    return lines.joined(separator: "\n")
  }

  /// Undoes the drill applied in the working tree at `root`, if any.
  @MainActor
  static func reset(root: String = ".", console: Console) -> ExitCode {
    guard let drills = load([], root: root, console: console) else { return .usageError }
    let read = ChangeRequest.reader(root)
    guard let drill = applied(drills, root: root).first else {
      // Neither applied nor appliable, with its files changed since the last commit: its lines
      // were edited after `drill start`. (Files a commit changed are no drill's doing.)
      let changed = Set(
        (try? GitRepository(root: root).uncommitted(under: ["Sources", "Tests"])) ?? [])
      let edited = drills.filter { drill in
        (try? ChangeRequest.applying([drill.patch], read: read)) == nil
          && drill.patch.paths.contains(where: changed.contains)
      }
      guard edited.isEmpty else {
        let files = Set(edited.flatMap(\.patch.paths)).sorted().joined(separator: " ")
        console.error(
          "error: no drill comes undone, and the lines \(edited.map(\.name).joined(separator: ", "))"
            + " changes are not as it expects: edited after `drill start`? Nothing was written. "
            + "`git checkout -- \(files)` undoes it, and every edit there.")
        return .failure
      }
      console.output("No drill is applied: nothing to undo.")
      return .success
    }
    do {
      let changed = try ChangeRequest.applying([drill.patch.reversed], read: read)
      try ChangesCommand.write(changed, root: root)
    } catch {
      console.error("error: \(ProcessRunner.describe(error))")
      return .failure
    }
    console.output("Undid drill \(drill.name): \(drill.patch.paths.joined(separator: ", ")).")
    return .success
  }
}
