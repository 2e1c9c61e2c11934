import Foundation
import Mutation
import Registration
import SourceMetrics
import WorkbenchSupport

/// `workbench mutate`: mutation testing. The same fault classes are planted in every
/// architecture's code, all at once behind a switch (mutant schemata), in a copy of the
/// package built once; each mutant is then run against the architecture's own unit tests and,
/// separately, the scenario suite, and the results are written to
/// `docs/mutation-results.json` for `compare` (docs/METRICS.md, "Mutation testing").
struct MutateCommand: Subcommand {
  static let buildFolder = ".build-mutate"

  var seed: UInt64 = 1
  var mutants = 40
  var architectures: [String] = []

  static func spec(architectures names: [String]) -> CommandSpec {
    CommandSpec(
      name: "mutate",
      overview:
        "Mutation testing: plant the same fault classes in every architecture's code (in a "
        + "copy built in \(buildFolder)), run each mutant against the architecture's unit "
        + "tests and the scenarios, and write \(MutationResults.path) for `compare`.",
      options: [
        .init(
          name: "--seed", value: "<n>", help: "The seed that chooses the mutants.",
          defaultValue: "1"),
        .init(
          name: "--mutants", value: "<n>", help: "Mutants per architecture, at most.",
          defaultValue: "40"),
        CommandSpec.architectureOption(
          "Only this architecture; the others' results are kept (default: all).", names: names),
      ],
      exitStatus: "0 measured and written, 1 the copy did not build or its tests fail without "
        + "a mutant, 2 a bad command line or not run from the package root.")
  }

  init() {}

  init(_ arguments: ParsedArguments) throws(UsageError) {
    seed = try arguments.number("--seed", in: 0...UInt64.max) ?? seed
    mutants = try arguments.number("--mutants", in: 1...10_000) ?? mutants
    architectures = arguments.list("--architecture")
  }

  /// How many more times a suite that passed with a mutant runs, to catch a racy failure.
  static let reruns = 4

  /// The roles whose code is not mutated: composition, which every scenario runs whatever
  /// it says, and a library's runtime, which the app does not write.
  static let unmutatedRoles: Set<Role> = [.app, .dependencyContainer, .builder, .runtime]

  func run(in context: CommandContext) async -> ExitCode {
    let console = context.console
    let root = "."
    guard CommandContext.isPackageRoot(root, console: console),
      let chosen = context.select(architectures)
    else { return .usageError }
    guard let swift = Platform.current.onPath("swift") else {
      console.error("error: swift was not found on PATH; `mutate` builds the mutated copy with it")
      return .usageError
    }
    let started = ContinuousClock.now
    let plan = Self.plan(chosen, root: root, count: mutants, seed: seed)
    console.error(
      "Planting \(plan.mutants.count) mutants in \(chosen.count) architecture(s) (seed \(seed))")
    let copy = "\(root)/\(Self.buildFolder)/package"
    var build = Build(swift: swift, copy: copy, package: PackageCopy.read(root), plan: plan)
    guard build.run(console: console) else { return .failure }
    var measured: [String: MutationResults.Architecture] = [:]
    for architecture in chosen {
      let target = architecture.target
      let ours = build.plan.mutants.filter { $0.path.hasPrefix(architecture.sourceFolder + "/") }
      guard build.passesWithout(architecture, console: console) else { return .failure }
      var results: [MutationResults.MutantResult] = []
      for mutant in ours {
        let result = MutationResults.MutantResult(
          mutant, role: plan.roles[mutant.path] ?? "(unassigned)",
          unitTests: build.unitTests(target, mutant: mutant.id),
          scenarios: build.scenarios(architecture.name, mutant: mutant.id))
        console.error(
          "\(architecture.name) #\(mutant.id) \(mutant.faultClass.rawValue) "
            + "\(mutant.path):\(mutant.line): unit tests \(result.unitTests.rawValue), "
            + "scenarios \(result.scenarios.rawValue)")
        results.append(result)
      }
      measured[architecture.name] = MutationResults.Architecture(
        fingerprint: plan.fingerprints[architecture.name] ?? "",
        testCodeLines: plan.testCodeLines[architecture.name] ?? 0, mutants: results)
    }
    return write(
      measured, root: root, started: started, names: chosen.map(\.name), console: console)
  }

  /// Writes the results, keeping the other architectures' in the file, and prints them.
  func write(
    _ measured: [String: MutationResults.Architecture], root: String,
    started: ContinuousClock.Instant, names: [String], console: Console
  ) -> ExitCode {
    var all = (try? MutationResults.load(root: root))?.architectures ?? [:]
    all.merge(measured) { $1 }
    let results = MutationResults(
      architectures: all, commit: CommandContext.commit(root), seed: seed, perArchitecture: mutants,
      seconds: Int((ContinuousClock.now - started).components.seconds),
      cores: ProcessInfo.processInfo.activeProcessorCount)
    do {
      let data = try results.encoded()
      try FileSystem.replace(
        "\(root)/\(MutationResults.path)", contents: String(decoding: data, as: UTF8.self))
    } catch {
      console.error("error: \(MutationResults.path): \(error)")
      return .failure
    }
    var table = TextTable(header: MutationResults.header)
    table.rows = results.rows(names: names)
    console.output(table.render())
    console.output(
      "Wrote \(MutationResults.path) in \(results.seconds) s; run `swift run workbench "
        + "compare` to show it in Reports/.")
    return .success
  }
}

extension MutateCommand {
  /// The mutants of a run and what their files are.
  struct Plan {
    /// Numbered from 1, in architecture order, then by file and line.
    var mutants: [Mutant]
    /// Each mutated file's role.
    var roles: [String: String]
    var fingerprints: [String: String]
    var testCodeLines: [String: Int]
  }

  /// The files whose code is mutated.
  static func mutable(_ metrics: ArchitectureMetrics) -> [FileMetrics] {
    metrics.files.filter { !($0.role.map(unmutatedRoles.contains) ?? false) }
  }

  /// The fingerprint of what a mutation run depends on: the mutated files and the tests.
  /// `compare` checks it to tell stale results.
  static func fingerprint(_ metrics: ArchitectureMetrics, root: String) -> String {
    var files: [String: Data] = [:]
    for file in mutable(metrics) + metrics.testFiles {
      files[file.path] = FileManager.default.contents(atPath: "\(root)/\(file.path)")
    }
    return MutationResults.fingerprint(files)
  }

  /// The sample of each architecture's mutable places.
  static func plan(
    _ architectures: [RegisteredArchitecture], root: String, count: Int, seed: UInt64
  )
    -> Plan
  {
    let (metrics, _) = MetricsReport.measure(packageRoot: root, architectures: architectures)
    var plan = Plan(mutants: [], roles: [:], fingerprints: [:], testCodeLines: [:])
    for (architecture, measured) in zip(architectures, metrics.architectures) {
      var candidates: [Mutant] = []
      for file in mutable(measured) {
        guard let data = FileManager.default.contents(atPath: "\(root)/\(file.path)") else {
          continue
        }
        plan.roles[file.path] = file.role?.rawValue ?? "(unassigned)"
        candidates += MutationSites.find(
          in: String(decoding: data, as: UTF8.self), path: file.path)
      }
      plan.fingerprints[architecture.name] = fingerprint(measured, root: root)
      plan.testCodeLines[architecture.name] = measured.testLines.code
      for var mutant in MutantSample.choose(candidates, count: count, seed: seed) {
        mutant.id = plan.mutants.count + 1
        plan.mutants.append(mutant)
      }
    }
    return plan
  }
}
