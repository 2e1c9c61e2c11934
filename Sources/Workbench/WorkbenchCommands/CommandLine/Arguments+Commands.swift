import FakeBackend

/// Every command's spec: its options, help and exit statuses, for the registered
/// architectures.
extension Arguments {
  private static func architectureOption(_ help: String, names: [String]) -> CommandSpec.Option {
    .init(
      name: "--architecture", value: "<name>", help: help, isRepeatable: true,
      values: .words(names))
  }

  /// A change request, as an argument or an option's value: a folder of `Scenarios/Changes`.
  private static let requests = CommandSpec.Values.subfolders(of: "Scenarios/Changes")

  /// The architectures the workbench knows, for the help: `MVC, MVVM or VIPER`.
  private static func architectureList(_ names: [String]) -> String {
    names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
  }

  /// `--architecture`'s help, naming the architectures the workbench knows.
  private static func architectureHelp(_ names: [String]) -> String {
    "Only this architecture: \(architectureList(names)) (in any case, or its folder's name)."
  }

  private static let formatOption = CommandSpec.Option(
    name: "--format", value: "<format>", help: "How to print the counts: table or json.",
    defaultValue: "table", values: .words(OutputFormat.allCases.map(\.rawValue)))
  private static let measuringStatus =
    "0 measured, 1 a measurement failed, 2 a bad command line or not run from the package root."

  /// Every command, for the registered architectures (`Architectures.all`).
  static let commands = commands(architectures: Architectures.all.map { $0.name })

  /// Every command; `--architecture`'s help lists `names`.
  static func commands(architectures names: [String]) -> [CommandSpec] {
    let architectureHelp = architectureHelp(names)
    return [
      CommandSpec(
        name: "compare",
        overview:
          "Run the scenarios in every architecture, count lines and types, measure coverage, "
          + "and write Reports/ (what `workbench` alone does). Reports/ changes only when every "
          + "measurement succeeded.",
        options: [
          .init(
            name: "--check",
            help: "Measure, write nothing, and fail if Reports/ is not what compare would write.")
        ],
        exitStatus:
          "0 written (or up to date), 1 a measurement failed or Reports/ is out of date, 2 a bad "
          + "command line, a malformed scenario or change request, or not run from the package "
          + "root."),
      CommandSpec(
        name: "scenarios",
        overview:
          "Run the scenarios in every architecture and print the pass/fail matrix "
          + "(Scenarios/README.md).",
        options: [
          architectureOption(architectureHelp, names: names),
          .init(
            name: "--scenario", value: "<path>",
            help: "Only this scenario file, or the .scenario files in this folder.",
            defaultValue: "Scenarios/", isRepeatable: true, values: .files),
          .init(
            name: "--transcript",
            help: "Also print the requests sent and the screen after every step of every run."),
        ],
        exitStatus: "0 every run passed, 1 a run failed, 2 a bad command line or a malformed "
          + "scenario."),
      CommandSpec(
        name: "metrics", overview: "Line and type counts per architecture, role and file.",
        options: [architectureOption(architectureHelp, names: names), formatOption],
        exitStatus: "0 counted, 2 a bad command line or not run from the package root."),
      CommandSpec(
        name: "coverage",
        overview:
          "Test coverage per architecture, role and file, from llvm-cov: builds the tests with "
          + "coverage in .build-coverage (the first run takes a few minutes).",
        options: [architectureOption(architectureHelp, names: names)], exitStatus: measuringStatus),
      CommandSpec(
        name: "analyze",
        overview: "Line and type counts, with roles, for any Swift file or folder.",
        argument: ("path", "The Swift file or folder to count."), argumentValues: .files,
        options: [
          formatOption,
          .init(name: "--lines-only", help: "Count lines only, not declarations (the fast path)."),
        ],
        exitStatus: "0 counted (warnings name what could not be read), 2 a bad command line or "
          + "a path that does not exist, cannot be read, is not a file or folder, or lies in "
          + "/proc, /sys or /dev."),
      CommandSpec(
        name: "explore",
        overview:
          "Random walks run in every architecture and compared step by step; each divergence, "
          + "crash or hang is shrunk to a scenario file that reproduces it (docs/EXPLORE.md).",
        options: [
          .init(name: "--seed", value: "<n>", help: "The random seed.", defaultValue: "1"),
          .init(name: "--walks", value: "<n>", help: "How many walks.", defaultValue: "100"),
          .init(
            name: "--steps", value: "<n>", help: "Steps in each walk, counting the setup.",
            defaultValue: "40"),
          architectureOption(
            "Only this architecture; the first one named chooses the steps (default: all).",
            names: names),
          .init(
            name: "--out", value: "<folder>", help: "Where the shrunk walks are written.",
            defaultValue: ExploreCommand.defaultDirectory, values: .folders),
        ],
        exitStatus: "0 every architecture behaved the same, 1 a walk found a difference, a crash "
          + "or a hang, 2 a bad command line."),
      CommandSpec(
        name: "play",
        overview:
          "Run one architecture interactively: type the steps of a scenario (Scenarios/README.md) "
          + "and see the screen after each; `help` lists the steps, `save FILE` writes the "
          + "session as a scenario file that replays it, `quit` ends. Tab completes a step at a "
          + "terminal; piped input is read without a prompt.",
        options: [
          .init(
            name: "--architecture", value: "<name>",
            help: "The architecture to run: \(architectureList(names)).", isRequired: true,
            values: .words(names)),
          .init(
            name: "--data-set", value: "<name>",
            help: "The data set the server starts with: \(dataSetList).",
            defaultValue: "standard", values: .words(DataSet.names)),
        ],
        exitStatus: "0 when the session ends (quit, exit, or the end of the input), 2 a bad "
          + "command line."),
      CommandSpec(
        name: "changes",
        overview:
          "Build and run every change request's solutions in a copy of the package "
          + "(Scenarios/Changes/, built in \(ChangesCommand.buildFolder)): each request's "
          + "scenarios and all the others; and print what each solution costs.",
        options: [
          .init(
            name: "--request", value: "<name>", help: "Only this change request.",
            isRepeatable: true, values: requests)
        ],
        exitStatus: "0 every solution applied and passed, 1 one did not, 2 a bad command line, "
          + "a malformed request or not run from the package root."),
      CommandSpec(
        name: "changes start",
        overview:
          "Start a change request's exercise in one architecture (docs/WORKSHOP.md): apply the "
          + "request's server or fixture change and every other architecture's solution to "
          + "your working tree, so that the package builds and only yours is left to change.",
        argument: ("request", "The change request, a folder of Scenarios/Changes/."),
        argumentValues: requests,
        options: [
          .init(
            name: "--architecture", value: "<name>",
            help: "The architecture you will change: \(architectureList(names)).",
            isRequired: true, values: .words(names))
        ],
        exitStatus: "0 applied, 1 a patch does not apply (nothing was written), 2 a bad command "
          + "line, an unknown request or not run from the package root."),
      CommandSpec(
        name: "changes check",
        overview:
          "Check your working tree against a change request (docs/WORKSHOP.md): run its "
          + "scenarios and all others, and print your diff's cost beside the reference "
          + "solution's.",
        argument: ("request", "The change request, a folder of Scenarios/Changes/."),
        argumentValues: requests,
        options: [
          architectureOption(architectureHelp, names: names),
          .init(
            name: "--base", value: "<commit>", help: "The commit your change is measured from.",
            defaultValue: "HEAD"),
        ],
        exitStatus: "0 every scenario passed, 1 one failed, 2 a bad command line, an unknown "
          + "request or not run from the package root."),
      CommandSpec(
        name: "completion",
        overview:
          "Print a completion script for bash, zsh or fish: it completes the workbench's "
          + "commands, their options and the values known for them, for the command `workbench` "
          + "on your PATH (`source <(workbench completion bash)`).",
        argument: ("shell", "bash, zsh or fish."),
        argumentValues: .words(CompletionScript.Shell.allCases.map(\.rawValue)), options: [],
        exitStatus: "0 printed, 2 a bad command line or an unknown shell."),
      CommandSpec(
        name: "worker", overview: "Runs scenarios for the workbench, one architecture per process.",
        options: [
          .init(
            name: "--architecture", value: "<name>", help: architectureHelp, values: .words(names))
        ],
        exitStatus: "0 when its input ends.", isHidden: true),
    ]
  }
}
