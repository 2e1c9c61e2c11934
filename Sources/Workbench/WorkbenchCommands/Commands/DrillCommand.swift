import ChangeRequests
import Foundation
import Registration
import Scenarios
import WorkbenchSupport

/// `workbench drill`: the workshop's drills (Scenarios/Drills/), edits that break one
/// architecture on purpose; `drill start` applies one and `drill reset` undoes it.
struct DrillCommand: Subcommand {
  /// Apply each drill in a copy of the package, run its commands, check what they show and
  /// time them, and write the results (`DrillResults.path`).
  var measure = false

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "drill",
      overview:
        "List the workshop's drills (Scenarios/Drills/: edits that break one architecture on "
        + "purpose, docs/WORKSHOP.md \"Break it\"), with what each breaks and how long its "
        + "commands took on the project's machine.",
      options: [
        .init(
          name: "--measure",
          help:
            "Apply each drill in a copy of the package (\(DrillCommand.buildFolder)), run its "
            + "commands, check that each shows what its DRILL.md says, and write the times to "
            + "\(DrillResults.path).")
      ],
      exitStatus: "0 listed (with --measure: every drill showed what it says), 1 a drill did "
        + "not, 2 a bad command line, a malformed drill or not run from the package root.")
  }

  init(measure: Bool = false) {
    self.measure = measure
  }

  init(_ arguments: ParsedArguments) {
    self.init(measure: arguments.flag("--measure"))
  }

  /// Where `drill --measure` builds.
  static let buildFolder = ".build-drills"

  func run(in context: CommandContext) async -> ExitCode {
    guard let drills = Self.load([], console: context.console) else { return .usageError }
    if measure { return Self.measure(drills, console: context.console) }
    let results = Self.results(root: ".", console: context.console)
    var table = TextTable(header: ["Drill", "Architecture", "Title", "Seconds per command"])
    for drill in drills {
      table.rows.append([
        drill.name, drill.architecture, drill.title,
        results?.drills[drill.name].map(Self.describeTimes) ?? "not yet",
      ])
    }
    context.console.output(
      table.render() + "\nStart one with `swift run workbench drill start NAME`; undo it with "
        + "`swift run --skip-build workbench drill reset`.")
    return .success
  }

  /// The drills named (all for none), each naming an architecture the workbench knows; nil
  /// after saying why, with the file and the line.
  @MainActor
  static func load(_ names: [String], root: String = ".", console: Console) -> [Drill]? {
    guard CommandContext.isPackageRoot(root, console: console) else { return nil }
    do throws(ScenarioLoadError) {
      let drills = try Drill.load(names, root: root)
      let unknown = drills.filter { Architectures.named($0.architecture) == nil }
      guard unknown.isEmpty else {
        throw ScenarioLoadError(
          errors: unknown.map {
            ScenarioError(
              path: "\($0.folder)/DRILL.md", line: $0.architectureLine,
              message: "names an architecture the workbench does not know: \($0.architecture); "
                + "it knows " + Architectures.all.map(\.name).joined(separator: ", "))
          })
      }
      guard !drills.isEmpty else {
        console.error("error: \(Drill.directory)/ holds no drill")
        return nil
      }
      return drills
    } catch {
      console.error(error.description)
      return nil
    }
  }

  /// "3 s + 1 s": each of a drill's commands as measured, the first with the build of what
  /// the drill changed.
  static func describeTimes(_ commands: [DrillResults.Command]) -> String {
    commands.map { "\($0.seconds) s" }.joined(separator: " + ")
  }

  /// The measured times at `root`; nil when `drill --measure` never wrote them, or, after a
  /// warning naming the file, when they cannot be read.
  @MainActor
  static func results(root: String, console: Console) -> DrillResults? {
    do throws(PairsResults.Unreadable) {
      return try DrillResults.load(root: root)
    } catch {
      console.error("warning: \(error)")
      return nil
    }
  }

  /// The drills applied in the working tree at `root`.
  static func applied(_ drills: [Drill], root: String) -> [Drill] {
    drills.filter { ChangeRequest.areApplied([$0.patch], in: ChangeRequest.reader(root)) }
  }
}

/// `workbench drill start NAME`: one drill applied to the working tree.
struct DrillStartCommand: Subcommand {
  var drill: String

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "drill start",
      overview:
        "Apply a drill to your working tree and print what to look for; undo it with "
        + "`drill reset`.",
      argument: ("drill", "The drill, a folder of Scenarios/Drills/."),
      argumentValues: .subfolders(of: Drill.directory), options: [],
      exitStatus: "0 applied, 1 it does not apply (a drill is applied already, or its files "
        + "changed; nothing was written), 2 a bad command line, an unknown drill or not run "
        + "from the package root.")
  }

  init(drill: String) {
    self.drill = drill
  }

  init(_ arguments: ParsedArguments) {
    self.init(drill: arguments.argument ?? "")
  }

  func run(in context: CommandContext) async -> ExitCode {
    DrillCommand.start(drill, console: context.console)
  }
}

/// `workbench drill reset`: the applied drill undone.
struct DrillResetCommand: Subcommand {
  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "drill reset",
      overview: "Undo the drill applied in your working tree (`drill start`).",
      options: [],
      exitStatus: "0 undone, or no drill was applied, 1 the drill's lines changed since it was "
        + "applied (nothing was written; the message says how to undo it by hand), 2 a bad "
        + "command line or not run from the package root.")
  }

  init() {}

  init(_ arguments: ParsedArguments) {}

  func run(in context: CommandContext) async -> ExitCode {
    DrillCommand.reset(console: context.console)
  }
}
