import ChangeRequests
import Foundation
import Scenarios
import WorkbenchSupport

extension DrillCommand {
  /// Builds the unchanged package in a copy, then applies each drill there in turn and runs
  /// its commands as an attendee would, timing each and checking its exit status and output;
  /// writes `DrillResults.path`.
  @MainActor
  static func measure(_ drills: [Drill], root: String = ".", console: Console) -> ExitCode {
    guard let swift = Platform.current.onPath("swift"), let shell = Platform.current.onPath("sh")
    else {
      console.error("error: swift and sh must be on PATH: the drills' commands run with them")
      return .usageError
    }
    let copy = "\(root)/\(buildFolder)/package"
    let package = PackageCopy.read(root)
    var results: [String: [DrillResults.Command]] = [:]
    do {
      try PackageCopy.sync(package, changed: ([:], [:]), into: copy)
      console.error("building the unchanged package in \(copy), tests included")
      _ = try ProcessRunner.run(swift, ["build", "--package-path", copy, "--build-tests"])
      for drill in drills {
        let changed = try ChangeRequest.applying([drill.patch], read: ChangeRequest.reader(root))
        try PackageCopy.sync(package, changed: changed, into: copy)
        results[drill.name] = try drill.looks.map { look throws(ProcessRunner.Failure) in
          try run(look, of: drill, shell: shell, copy: copy, console: console)
        }
      }
      try PackageCopy.sync(package, changed: ([:], [:]), into: copy)
    } catch {
      console.error("error: \(ProcessRunner.describe(error))")
      return .failure
    }
    let commit = (try? GitRepository(root: root).run(["rev-parse", "HEAD"]))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let measured = DrillResults(
      drills: results, commit: commit ?? "-", cores: ProcessInfo.processInfo.activeProcessorCount)
    do {
      try FileSystem.replace(
        "\(root)/\(DrillResults.path)", bytes: try CommittedJSON.encoded(measured))
    } catch {
      console.error("error: \(DrillResults.path) was not written: \(ProcessRunner.describe(error))")
      return .failure
    }
    let failed = results.values.joined().filter { !$0.shows }.count
    console.output(
      "Wrote \(DrillResults.path). "
        + (failed == 0
          ? "Every drill's commands show what its DRILL.md says."
          : "\(failed) command(s) did not show what their DRILL.md says (the messages above)."))
    return ExitCode(succeeded: failed == 0)
  }

  /// Runs `look` in the copy, as `sh -c` would at the package root, and tells whether it
  /// showed what the drill says.
  @MainActor
  private static func run(
    _ look: Drill.Look, of drill: Drill, shell: String, copy: String, console: Console
  ) throws(ProcessRunner.Failure) -> DrillResults.Command {
    console.error("\(drill.name): \(look.command)")
    let started = ContinuousClock.now
    // The shell always succeeds and says the command's status last, so that a command that
    // fails on purpose keeps its whole output.
    let output = String(
      decoding: try ProcessRunner.run(
        shell, ["-c", "\(look.command) 2>&1; echo \"exit $?\""], directory: copy,
        timeout: .seconds(1800)),
      as: UTF8.self)
    let seconds = Int(((ContinuousClock.now - started) / .seconds(1)).rounded())
    let lines = output.split(separator: "\n")
    let status = lines.last.flatMap { Int32($0.dropFirst("exit ".count)) } ?? -1
    let printed = look.prints.map { output.contains($0) } ?? true
    if status != look.exitStatus || !printed {
      console.error(
        "error: \(drill.name): `\(look.command)` exited \(status) (DRILL.md says "
          + "\(look.exitStatus))" + (printed ? "" : " and did not print `\(look.prints ?? "")`")
          + ":\n" + lines.suffix(15).joined(separator: "\n"))
    }
    return DrillResults.Command(
      command: look.command, exitStatus: status, seconds: seconds,
      shows: status == look.exitStatus && printed)
  }
}
