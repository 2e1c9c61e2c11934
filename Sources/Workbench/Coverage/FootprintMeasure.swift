import Foundation
import Isolation
import Registration
import Scenarios
import WorkbenchSupport

/// Measures what each scenario runs of each architecture's sources (docs/METRICS.md,
/// "Comprehension cost"): every scenario alone in every architecture, each in a worker
/// process of the coverage build's `workbench` with a profile of its own, read with
/// `llvm-profdata show --covered`; then one `llvm-cov export` names each function's file, and
/// the binary's protocol witnesses (`llvm-nm`) tell which type fulfils which requirement.
enum FootprintMeasure {
  /// Architecture name to what each scenario ran of it, run by `executable`, the coverage
  /// build's `workbench`.
  package static func measure(
    _ architectures: [RegisteredArchitecture], executable: String, root: String, tools: Toolchain
  ) throws -> [String: ScenarioFootprints] {
    guard Platform.isExecutableFile(executable) else {
      throw ProcessRunner.Failure(description: "\(executable) was not built with coverage")
    }
    let scenarios = try ScenarioSuite.load([ScenarioSuite.directory], root: root)
    let folder = "\(root)/\(CoverageMeasurement.scratchPath)/profiles/footprint"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let jobs = architectures.flatMap { architecture in
      scenarios.map { Job(architecture: architecture.name, scenario: $0) }
    }
    let timeout = IsolatedRunner.configuredStepTimeout
    let ran = try Workers.map(Array(jobs.enumerated()), workers: Workers.defaultCount) { job in
      Result {
        try job.element.run(
          executable, profiles: "\(folder)/\(job.offset)", keepsProfile: job.offset == 0,
          timeout: timeout, tools: tools)
      }
    }.map { try $0.get() }

    let folders = architectures.map(\.sourceFolder)
    let (named, witnesses) = try functions(
      in: folders, profiles: folder, executable: executable, root: root, tools: tools)

    var result: [String: ScenarioFootprints] = [:]
    for (architecture, folder) in zip(architectures, folders) {
      let own = named.filter { $0.function.path.hasPrefix(folder + "/") }
      let sorted = Set(own.map(\.function)).sorted()
      let index = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
      let bySymbol = Dictionary(
        own.map { ($0.symbol, index[$0.function]!) }, uniquingKeysWith: { first, _ in first })
      var scenarioRan: [String: [Int]] = [:]
      for (job, symbols) in zip(jobs, ran) where job.architecture == architecture.name {
        scenarioRan[job.scenario.path] = Set(symbols.compactMap { bySymbol[$0] }).sorted()
      }
      let names = Set(sorted.map(\.name))
      result[architecture.name] = ScenarioFootprints(
        functions: sorted, ran: scenarioRan,
        witnesses: witnesses.filter { $0.implementations.contains(where: names.contains) }
          .sorted())
    }
    return result
  }

  /// Every function of `folders` in `executable`, by its symbol, with its file and its
  /// demangled name, and the protocol witnesses the executable defines; read from the
  /// profiles in `folder`, `llvm-cov export` and `nm`.
  private static func functions(
    in folders: [String], profiles folder: String, executable: String, root: String,
    tools: Toolchain
  ) throws -> (named: [(symbol: String, function: SourceFunction)], witnesses: Set<Witness>) {
    // Any profile names every function; the first job's was kept for this.
    let profile = "\(folder)/functions.profdata"
    _ = try ProcessRunner.run(
      tools.profdata, ["merge"] + (try profiles(in: "\(folder)/0")) + ["-o", profile])
    let export = try JSONDecoder().decode(
      CoverageExport.Export.self,
      from: try ProcessRunner.run(
        tools.llvmCov,
        ["export", "-format=text", "-skip-expansions", "-instr-profile", profile, executable]
          + folders.map { "\(root)/\($0)" }))
    let prefix = root.hasSuffix("/") ? root : root + "/"
    let functions = export.data.flatMap(\.functions).compactMap { function in
      function.filenames.first.flatMap { path in
        path.hasPrefix(prefix) ? (function.name, String(path.dropFirst(prefix.count))) : nil
      }
    }.filter { _, path in folders.contains { path.hasPrefix($0 + "/") } }
    let witnessSymbols = String(
      // Defined symbols, names only: the short flags both llvm-nm and Apple's nm take.
      decoding: try ProcessRunner.run(tools.nm, ["-U", "-j", executable]),
      as: UTF8.self
    ).split(separator: "\n").filter { $0.hasSuffix("TW") }.map(String.init)
    let demangled = try tools.demangled(functions.map(\.0) + witnessSymbols)
    let named = zip(functions, demangled).map { function, name in
      (symbol: function.0, function: SourceFunction(path: function.1, name: name))
    }
    let witnesses = Set(demangled.dropFirst(functions.count).compactMap(Witness.init(demangled:)))
    return (named, witnesses)
  }

  /// One scenario in one architecture.
  private struct Job: Sendable {
    var architecture: String
    var scenario: Scenario

    /// Runs it in a worker of `executable`, writing its profile to the folder `profiles`,
    /// and returns the symbols of the functions that ran. The profile is deleted after,
    /// unless `keepsProfile`.
    func run(
      _ executable: String, profiles: String, keepsProfile: Bool, timeout: Duration,
      tools: Toolchain
    ) throws -> [String] {
      try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
      let output = try ProcessRunner.run(
        executable, ["worker", "--architecture", architecture],
        input: Data((WorkerProtocol.encode(WorkerProtocol.Job(scenario)) + "\n").utf8),
        environment: [
          "LLVM_PROFILE_FILE": "\(profiles)/%p.profraw", "SWIFT_BACKTRACE": "enable=no",
        ], timeout: timeout)
      let messages = String(decoding: output, as: UTF8.self).split(separator: "\n")
        .filter { $0.hasPrefix(WorkerProtocol.prefix) }
        .compactMap {
          WorkerProtocol.decode(
            WorkerProtocol.Message.self, from: String($0.dropFirst(WorkerProtocol.prefix.count)))
        }
      let failure = messages.compactMap(\.failure).first
      guard failure == nil, messages.contains(where: { $0.done == true }) else {
        throw ProcessRunner.Failure(
          description: "\(scenario.path) did not pass in \(architecture) in the coverage build"
            + (failure.map { ": \($0.message)" } ?? ""))
      }
      // One process writes one profile; should there be more, they are one run.
      var raw = try FootprintMeasure.profiles(in: profiles)
      if raw.count != 1 {
        let merged = "\(profiles).profdata"
        _ = try ProcessRunner.run(tools.profdata, ["merge"] + raw + ["-o", merged])
        raw = [merged]
      }
      let covered = try ProcessRunner.run(tools.profdata, ["show", "--covered", raw[0]])
      if !keepsProfile { try? FileManager.default.removeItem(atPath: profiles) }
      // A file's own functions are named `path:symbol`; a symbol has no colon.
      return String(decoding: covered, as: UTF8.self).split(separator: "\n").map {
        String($0.split(separator: ":").last ?? $0)
      }
    }
  }

  /// The raw profiles in `folder`, sorted.
  private static func profiles(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".profraw") }.sorted().map { "\(folder)/\($0)" }
  }
}
