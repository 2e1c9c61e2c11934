import Foundation
import Registration
import Scale
import Scenarios
import SourceMetrics
import WorkbenchSupport

/// `workbench scale`: the app grown to N features in each architecture, from its templates
/// (docs/SCALE.md), built and run against every scenario at each size.
struct ScaleCommand: Subcommand {
  /// The sizes to grow the app to, in features.
  var sizes: [Int] = ScaleCommand.defaultSizes
  /// Only these architectures, by name; empty for all.
  var architectures: [String] = []
  /// Only these changes of the suite, by name; empty for all.
  var changes: [String] = []
  /// Whether to measure the rebuild scope; a full run always does.
  var rebuild = false

  static let defaultSizes = [1, 2, 4, 8]
  /// Where the grown packages are built, one folder per size; never committed.
  static let buildFolder = ".build-scale"

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "scale",
      overview:
        "Grow the app to N features in every architecture from its templates "
        + "(Scenarios/Scale/, built in \(buildFolder)), and run every scenario at each size "
        + "(docs/SCALE.md).",
      options: [
        .init(
          name: "--sizes", value: "<list>",
          help: "The sizes, in features, comma-separated (1 to \(GrownApp.largest)).",
          defaultValue: defaultSizes.map(String.init).joined(separator: ",")),
        CommandSpec.architectureOption(CommandSpec.architectureHelp(names), names: names),
        .init(
          name: "--change", value: "<name>",
          help: "Only this change of the suite (Scenarios/Scale/Changes/).", isRepeatable: true),
        .init(
          name: "--rebuild",
          help: "Measure the rebuild scope at each size (a member added to one file per role, "
            + "built \(timedBuilds) times), as a full run does."),
      ],
      exitStatus: "0 every size built and passed every scenario with equal transcripts, 1 one "
        + "did not, 2 a bad command line, a malformed template or not run from the package "
        + "root.")
  }

  init(
    sizes: [Int] = ScaleCommand.defaultSizes, architectures: [String] = [], changes: [String] = [],
    rebuild: Bool = false
  ) {
    self.sizes = sizes
    self.architectures = architectures
    self.changes = changes
    self.rebuild = rebuild
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    var sizes: [Int] = []
    for text in arguments.list("--sizes").flatMap({ $0.split(separator: ",") }) {
      guard let size = Int(text.trimmingCharacters(in: .whitespaces)),
        (1...GrownApp.largest).contains(size)
      else {
        throw arguments.invalid(
          String(text), "--sizes",
          expected: "sizes from 1 to \(GrownApp.largest), comma-separated")
      }
      if !sizes.contains(size) { sizes.append(size) }
    }
    self.init(
      sizes: sizes.isEmpty ? Self.defaultSizes : sizes.sorted(),
      architectures: arguments.list("--architecture"), changes: arguments.list("--change"),
      rebuild: arguments.flag("--rebuild"))
  }

  func run(in context: CommandContext) async -> ExitCode {
    let console = context.console
    guard CommandContext.isPackageRoot(".", console: console),
      let selected = context.select(architectures)
    else { return .usageError }
    guard let swift = Platform.current.onPath("swift") else {
      console.error("error: swift was not found on PATH; `scale` builds the grown packages with it")
      return .usageError
    }
    let started = ContinuousClock.now
    let fingerprint = ScaleBenchmark.fingerprint(root: ".")
    let full =
      sizes == Self.defaultSizes && selected.count == Architectures.all.count && changes.isEmpty
    let run = Run(
      package: PackageCopy.read("."), architectures: selected, swift: swift,
      rebuild: rebuild || full)
    var measures: [String: [ScaleBenchmark.Measure]] = [:]
    do throws(GrownApp.Failure) {
      var suite = try ScaleChangeSuite.load(root: ".")
      if let unknown = changes.first(where: { name in !suite.changes.contains { $0.name == name } })
      {
        throw GrownApp.Failure(
          description:
            "error: no change \(unknown) in \(GrownApp.templates)/\(GrownApp.changesFolder)/")
      }
      if !changes.isEmpty { suite.changes.removeAll { !changes.contains($0.name) } }
      for size in sizes {
        for (name, measure) in try run.measure(size: size, suite: suite, console: console) {
          measures[name, default: []].append(measure)
        }
      }
    } catch {
      console.error(error.description)
      return .usageError
    }
    let benchmark = ScaleBenchmark(
      architectures: measures, commit: CommandContext.commit("."),
      cores: ProcessInfo.processInfo.activeProcessorCount,
      seconds: Int((ContinuousClock.now - started).components.seconds), fingerprint: fingerprint)
    let names = selected.map(\.name)
    for shown in benchmark.tables(names: names) {
      console.output(TextTable(header: shown.header, rows: shown.rows).render())
    }
    let passed = measures.values.joined().allSatisfy { measure in
      measure.scenarios == "pass" && measure.changes.allSatisfy { $0.scenarios == "pass" }
    }
    guard passed, full else {
      return ExitCode(succeeded: passed)
    }
    return Self.write(benchmark, console: console)
  }

  /// One run of `scale`: the package as it is, the architectures and the toolchain.
  struct Run {
    var package: [String: Data]
    var architectures: [RegisteredArchitecture]
    var swift: String
    /// Whether to measure the rebuild scope at each size.
    var rebuild: Bool

    /// Makes `copy` hold the package grown as `app` says.
    private func sync(_ app: GrownApp, folders: [String], into copy: String)
      throws(GrownApp.Failure)
    {
      var changed = try app.changes(root: ".", folders: folders)
      changed.after["Package.swift"] = ScaleCommand.withoutHarnessTests(
        changed.after["Package.swift"]
          ?? String(decoding: package["Package.swift"] ?? Data(), as: UTF8.self))
      do {
        try PackageCopy.sync(package, changed: changed, into: copy)
      } catch {
        throw GrownApp.Failure(
          description: "error: \(copy) could not be written: \(ProcessRunner.describe(error))")
      }
    }

    /// The app grown to `size` in each architecture, built and run, then each change of
    /// `suite` applied to it, built and run: each architecture's measure.
    @MainActor
    func measure(size: Int, suite: ScaleChangeSuite, console: Console) throws(GrownApp.Failure)
      -> [(String, ScaleBenchmark.Measure)]
    {
      let copy = "\(ScaleCommand.buildFolder)/N\(size)"
      let folders = architectures.map(\.target)
      let app = GrownApp(size: size)
      try sync(app, folders: folders, into: copy)
      let verdicts = ScaleCommand.buildAndRun(
        copy: copy, size: size, architectures: architectures, swift: swift, console: console)
      let (metrics, _) = MetricsReport.measure(packageRoot: copy, architectures: architectures)
      var rebuilds: [String: [RebuildTouch]] = [:]
      for architecture in rebuild ? architectures : [] where verdicts[architecture.name] != nil {
        rebuilds[architecture.name] = try ScaleCommand.rebuildScope(
          copy: copy, architecture: architecture, swift: swift, console: console)
      }
      var changes: [String: [ScaleChangeCost]] = [:]
      for change in size > 1 ? suite.changes : [] {
        // Only the architectures with a solution run the change's scenarios.
        let solving = architectures.filter { change.solved.contains($0.target) }
        guard !solving.isEmpty else { continue }
        let changed = GrownApp(size: size, change: change.name)
        try sync(changed, folders: folders, into: copy)
        console.error("scale: \(change.name) at \(size) feature(s)")
        let verdicts = ScaleCommand.buildAndRun(
          copy: copy, size: size, architectures: solving, swift: swift, console: console)
        for architecture in solving {
          let cost = try changed.cost(
            root: ".", folder: architecture.target, origin: change.origin,
            scenarios: verdicts[architecture.name] ?? "does not build")
          if let cost { changes[architecture.name, default: []].append(cost) }
        }
      }
      let merges =
        size == GrownApp.largest
        ? try mergeTeams(suite: suite, copy: copy, console: console) : [:]
      return try zip(architectures, metrics.architectures).map {
        (architecture, measured) throws(GrownApp.Failure) in
        (
          architecture.name,
          ScaleBenchmark.Measure(
            features: size, files: measured.files.filter { $0.role != .runtime }.count,
            codeLines: measured.featureLines.code,
            scenarios: verdicts[architecture.name] ?? "does not build",
            addition: try app.addition(root: ".", folder: architecture.target),
            changes: changes[architecture.name] ?? [], rebuild: rebuilds[architecture.name],
            merge: merges[architecture.name])
        )
      }
    }
  }

  /// `manifest` with the workbench's own test targets (`Tests/Workbench/`) left out, as every
  /// grown copy has it: they test the harness, not the app, and SwiftPM builds every test
  /// target before it runs one, so the time to run an architecture's tests counts the app's.
  static func withoutHarnessTests(_ manifest: String) -> String {
    manifest
      + "\n// The grown app's copy (`workbench scale`): the app's tests, not the workbench's.\n"
      + "package.targets.removeAll { $0.path?.hasPrefix(\"Tests/Workbench/\") ?? false }\n"
  }

  /// Writes `benchmark` to `ScaleBenchmark.path`: only a full run (every size, every
  /// architecture, every scenario passing) replaces the committed figures.
  @MainActor
  static func write(_ benchmark: ScaleBenchmark, console: Console) -> ExitCode {
    do {
      try FileSystem.replace(
        ScaleBenchmark.path,
        contents: String(decoding: try CommittedJSON.encoded(benchmark), as: UTF8.self))
    } catch {
      console.error(
        "error: \(ScaleBenchmark.path) was not written: \(ProcessRunner.describe(error))")
      return .failure
    }
    console.output(
      "Wrote \(ScaleBenchmark.path) in \(benchmark.seconds) s; `swift run workbench compare` "
        + "shows it in Reports/.")
    return .success
  }

  /// Builds the grown package in `copy` and runs every scenario in it: the verdict of each
  /// architecture (`pass`, `fails`, `differs`), none when the package does not build.
  @MainActor
  static func buildAndRun(
    copy: String, size: Int, architectures: [RegisteredArchitecture], swift: String,
    console: Console
  ) -> [String: String] {
    let executable: String
    do {
      console.error("scale: building the app of \(size) feature(s) in \(copy)")
      let heartbeat = Heartbeat("building")
      defer { heartbeat.stop() }
      _ = try ProcessRunner.run(
        swift, ["build", "--package-path", copy, "--product", "workbench"],
        lines: heartbeat.saw)
      heartbeat.stop()
      let bin = try ProcessRunner.run(swift, ["build", "--package-path", copy, "--show-bin-path"])
      executable =
        String(decoding: bin, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        + "/workbench"
    } catch {
      console.error("error: \(size) feature(s): \(ProcessRunner.describe(error))")
      return [:]
    }
    console.error("scale: running every scenario at \(size) feature(s)")
    func passes(_ names: [String]) -> Bool {
      do {
        _ = try ProcessRunner.run(
          executable, ["scenarios"] + names.flatMap { ["--architecture", $0] },
          directory: copy, timeout: .seconds(1200))
        return true
      } catch {
        console.error("error: \(size) feature(s): \(ProcessRunner.describe(error))")
        return false
      }
    }
    // Together first, which also compares the transcripts; then each alone, to tell which
    // fail; then those that pass alone together again, to tell whether they differ.
    let names = architectures.map(\.name)
    if passes(names) { return Dictionary(uniqueKeysWithValues: names.map { ($0, "pass") }) }
    let alone = names.filter { passes([$0]) }
    let agree = alone.count > 1 && passes(alone)
    return Dictionary(
      uniqueKeysWithValues: names.map { name in
        (name, !alone.contains(name) ? "fails" : alone.count == 1 || agree ? "pass" : "differs")
      })
  }
}
