import ChangeRequests
import Foundation
import Registration
import Scenarios
import WorkbenchSupport

/// `workbench changes check`: an attendee's working tree checked against a change request.
struct ChangesCheckCommand: Subcommand {
  var request: String
  /// Only these architectures, by name; empty for all.
  var architectures: [String] = []
  /// The commit the attendee's change is measured from.
  var base = "HEAD"

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "changes check",
      overview:
        "Check your working tree against a change request (docs/WORKSHOP.md): run its "
        + "scenarios and all others, and print your diff's cost beside the reference "
        + "solution's.",
      argument: ("request", "The change request, a folder of Scenarios/Changes/."),
      argumentValues: CommandSpec.requests,
      options: [
        CommandSpec.architectureOption(CommandSpec.architectureHelp(names), names: names),
        .init(
          name: "--base", value: "<commit>", help: "The commit your change is measured from.",
          defaultValue: "HEAD"),
      ],
      exitStatus: "0 every scenario passed, 1 one failed, 2 a bad command line, an unknown "
        + "request or not run from the package root.")
  }

  init(request: String, architectures: [String] = [], base: String = "HEAD") {
    self.request = request
    self.architectures = architectures
    self.base = base
  }

  init(_ arguments: ParsedArguments) {
    self.init(
      request: arguments.argument ?? "", architectures: arguments.list("--architecture"),
      base: arguments.list("--base").first ?? "HEAD")
  }

  func run(in context: CommandContext) async -> ExitCode {
    guard let selected = context.select(architectures) else { return .usageError }
    var context = context
    context.architectures = selected
    return await ChangesCommand.check(self, in: context)
  }
}

extension ChangesCommand {
  /// Runs the request's suite in the context's architectures (this process is built from the
  /// attendee's working tree), then prints, per architecture, the cost of the attendee's diff
  /// since `command.base` beside the reference solution's, measured on the same commit.
  /// Returns the scenarios' status, or 2 when git cannot tell the diff.
  @MainActor
  static func check(
    _ command: ChangesCheckCommand, in context: CommandContext, root: String = "."
  ) async -> ExitCode {
    let (architectures, console) = (context.architectures, context.console)
    guard let request = load([command.request], root: root, console: console)?.first else {
      return .usageError
    }
    console.output("Change request \(request.name): \(request.title)")
    if let shared = request.shared {
      // Applied, it can be undone.
      var files: [String: String] = [:]
      for path in shared.paths { files[path] = ChangeRequest.reader(root)(path) }
      if (try? shared.reversed.apply(to: &files)) == nil {
        console.error(
          "warning: \(shared.path) is not applied in your working tree: the request needs its "
            + "server or fixture change, so run `git apply \(shared.path)` and build again")
      }
    }
    let status = await ScenariosCommand(scenarioPaths: request.suite(root: root)).run(in: context)
    var table = TextTable(header: ["Architecture", "Change"] + ChangeCost.header)
    do {
      let base = try GitCommit(command.base, root: root)
      let targets = architectures.map { $0.target }
      // The package before the request: a commit `changes start` made holds the shared
      // patch, the bases and the other solutions, which the measures apply themselves.
      let pristine = ChangeRequest.undoingApplied(
        request.patches(ChangesCommand.targets, baseTargets: ChangesCommand.targets),
        over: base.contents)
      let reference = try request.costs(targets: targets, read: pristine)
      for architecture in architectures {
        let target = architecture.target
        let folders = [architecture.sourceFolder, architecture.testFolder]
        // A request built on others is measured from their solutions, as `changes start`
        // commits them.
        let read = try ChangeRequest.reading(request.basePatches([target]), over: pristine)
        var (before, after): ([String: String], [String: String]) = ([:], [:])
        // The files the bases change count too: a change may remove one they added.
        let paths =
          try base.changedFiles(under: folders)
          + request.basePatches([target]).flatMap(\.paths).filter { path in
            folders.contains { path.hasPrefix($0 + "/") }
          }
        for path in Set(paths).sorted() {
          before[path] = read(path)
          after[path] = ChangeRequest.reader(root)(path)
        }
        table.rows += [
          [architecture.name, "yours (since \(command.base))"]
            + ChangeCost(
              before: before, after: after
            ).cells,
          [architecture.name, "reference solution"] + (reference[target]?.cells ?? []),
        ]
      }
    } catch {
      console.error(
        "error: your change's cost could not be measured: \(ProcessRunner.describe(error))")
      return .usageError
    }
    console.output(table.render())
    console.output(
      status == .success
        ? "Every scenario of \(request.name) passes." : "Some scenarios fail: the matrix above.")
    return status
  }
}
