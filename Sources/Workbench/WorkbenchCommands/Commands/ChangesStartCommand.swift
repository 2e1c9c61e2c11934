import ChangeRequests
import Foundation
import Registration
import Scenarios
import WorkbenchSupport

/// `workbench changes start`: one architecture left to change (docs/WORKSHOP.md).
struct ChangesStartCommand: Subcommand {
  var request: String
  /// The architecture the attendee will change, by name.
  var architecture: String

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "changes start",
      overview:
        "Start a change request's exercise in one architecture (docs/WORKSHOP.md): apply the "
        + "request's server or fixture change and every other architecture's solution to "
        + "your working tree, so that the package builds and only yours is left to change.",
      argument: ("request", "The change request, a folder of Scenarios/Changes/."),
      argumentValues: CommandSpec.requests,
      options: [
        .init(
          name: "--architecture", value: "<name>",
          help: "The architecture you will change: \(CommandSpec.architectureList(names)).",
          isRequired: true, values: .words(names))
      ],
      exitStatus: "0 applied, 1 a patch does not apply (nothing was written), 2 a bad command "
        + "line, an unknown request or not run from the package root.")
  }

  init(request: String, architecture: String) {
    self.request = request
    self.architecture = architecture
  }

  init(_ arguments: ParsedArguments) {
    self.init(
      request: arguments.argument ?? "", architecture: arguments.list("--architecture")[0])
  }

  func run(in context: CommandContext) async -> ExitCode {
    guard let selected = context.select([architecture])?.first else { return .usageError }
    return ChangesCommand.start(request, architecture: selected, console: context.console)
  }
}

extension ChangesCommand {
  /// Writes the request's shared patch and the solutions of every architecture but
  /// `architecture` into the working tree at `root`, all or nothing.
  @MainActor
  static func start(
    _ name: String, architecture: RegisteredArchitecture, root: String = ".",
    console: Console
  ) -> ExitCode {
    let target = architecture.target
    let others = targets.filter { $0 != target }
    // An architecture being added has no solution yet (docs/ADDING_AN_ARCHITECTURE.md, step
    // 7): the others are all it needs.
    let own = ChangeRequest.patchName(ofTarget: target)
    let hasOwn = FileManager.default.fileExists(
      atPath: "\(root)/\(ChangeRequest.directory)/\(name)/\(own)")
    let needed = hasOwn ? targets : others
    guard let request = load([name], root: root, targets: needed, console: console)?.first else {
      return .usageError
    }
    let changed: (before: [String: String], after: [String: String])
    do throws(ScenarioError) {
      // A request built on others starts from their solutions in every architecture.
      changed = try request.applying(others, baseTargets: targets, root: root)
    } catch {
      console.error(
        "error: \(error)\nNothing was written. Was the request started already? `git status` "
          + "shows what your working tree holds.")
      return .failure
    }
    do {
      let (before, after) = changed
      for path in before.keys where after[path] == nil {
        try FileSystem.remove("\(root)/\(path)")
      }
      for (path, text) in after.sorted(by: { $0.key < $1.key }) where before[path] != text {
        let folder = ("\(root)/\(path)" as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileSystem.replace("\(root)/\(path)", contents: text)
      }
    } catch {
      console.error("error: \(ProcessRunner.describe(error))")
      return .failure
    }
    let applied = request.patches(others, baseTargets: targets).map(\.path)
    console.output(
      "Applied \(applied.joined(separator: ", ")).\nOnly \(architecture.name) is left: change "
        + "\(architecture.sourceFolder) (and its tests), then run\n"
        + "  swift run workbench changes check \(request.name) --architecture "
        + "\(architecture.name.shellWord)\nTo start again: git checkout -- Sources Tests && git clean -fd "
        + "Sources Tests")
    return .success
  }
}
