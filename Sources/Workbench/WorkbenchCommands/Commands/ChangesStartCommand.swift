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
        "Start a change request's exercise in one architecture (docs/WORKSHOP.md): on a new "
        + "branch, commit the request's server or fixture change and every other "
        + "architecture's solution, so that the package builds, only yours is left to change "
        + "and `git status` shows only what you change.",
      argument: ("request", "The change request, a folder of Scenarios/Changes/."),
      argumentValues: CommandSpec.requests,
      options: [
        .init(
          name: "--architecture", value: "<name>",
          help: "The architecture you will change: \(CommandSpec.architectureList(names)).",
          isRequired: true, values: .words(names))
      ],
      exitStatus: "0 started, 1 it cannot start (a patch does not apply, Sources or Tests "
        + "have uncommitted changes, the branch exists, or git failed; the message says which), "
        + "2 a bad command line, an unknown request or not run from the package root.")
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
  /// Starts request `name` for `architecture` in the package at `root`, all or nothing: on a
  /// new branch `changes/NAME-TARGET`, one commit holds what the attendee does not write (the
  /// request's shared patch, what it builds on, and every other architecture's solution), so
  /// that the package builds and `git status` then shows only the attendee's own changes.
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
    let branch = "changes/\(name)-\(own.dropLast(".patch".count))"
    let folders = ["Sources", "Tests"]
    let changed: (before: [String: String], after: [String: String])
    do {
      let repository = try GitRepository(root: root)
      if let reason = try refusal(repository, branch: branch, folders: folders) {
        console.error("error: \(reason)\nNothing was written.")
        return .failure
      }
      do throws(ScenarioError) {
        // A request built on others starts from their solutions in every architecture.
        changed = try request.applying(others, baseTargets: targets, root: root)
      } catch {
        console.error("error: \(error)\nNothing was written.")
        return .failure
      }
      try repository.commit(
        folders, onNewBranch: branch,
        message: "changes start \(name) --architecture \(architecture.name.shellWord)\n\n"
          + "What the attendee does not write: the request's server or fixture change, what "
          + "it builds on, and the other architectures' solutions."
      ) { try write(changed, root: root) }
    } catch {
      console.error("error: \(ProcessRunner.describe(error))")
      return .failure
    }
    let applied = request.patches(others, baseTargets: targets).map(\.path)
    console.output(
      """
      On a new branch \(branch), one commit holds \(applied.joined(separator: ", ")) \
      (`git show --stat` lists them).
      Only \(architecture.name) is left, and `git status` shows only what you change: change \
      \(architecture.sourceFolder) (and its tests), then run
        swift run workbench changes check \(request.name) --architecture \(architecture.name.shellWord)
      To start again: git checkout -- Sources Tests && git clean -fd Sources Tests
      To leave it: git switch - (after starting again)
      """)
    return .success
  }

  /// Why the request cannot start in the repository; nil when it can: the branch must be new
  /// and `folders` clean, so that the start commit holds nothing of the attendee's.
  private static func refusal(_ repository: GitRepository, branch: String, folders: [String])
    throws(ProcessRunner.Failure) -> String?
  {
    let current = try repository.currentBranch()
    if current.hasPrefix("changes/") {
      return "you are on \(current), an exercise's branch: a new one would start from its "
        + "solutions. Go back first: `git checkout -- Sources Tests && git clean -fd Sources "
        + "Tests && git switch -`."
    }
    if repository.hasBranch(branch) {
      return "branch \(branch) exists: you started this request before. Go on with "
        + "`git switch \(branch)`, or delete it (`git branch -D \(branch)`) to start afresh."
    }
    let dirty = try repository.uncommitted(under: folders)
    guard dirty.isEmpty else {
      return "\(folders.joined(separator: " and ")) have changes git has not committed "
        + "(\(dirty.prefix(3).joined(separator: ", "))\(dirty.count > 3 ? ", …" : "")): "
        + "commit them, or put them aside with `git stash --include-untracked`."
    }
    return nil
  }

  /// Writes `changed` into the working tree at `root`: each file whose text changes, and
  /// removes each the patches delete.
  static func write(
    _ changed: (before: [String: String], after: [String: String]), root: String
  ) throws {
    let (before, after) = changed
    for path in before.keys where after[path] == nil {
      try FileSystem.remove("\(root)/\(path)")
    }
    for (path, text) in after.sorted(by: { $0.key < $1.key }) where before[path] != text {
      let folder = ("\(root)/\(path)" as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try FileSystem.replace("\(root)/\(path)", contents: text)
    }
  }
}
