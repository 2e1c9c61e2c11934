import Dispatch
import Foundation
import Registration
import SourceMetrics
import Synchronization
import WorkbenchSupport

/// Coverage, measured: builds the tests with coverage in `.build-coverage` (the normal build
/// is untouched), runs each architecture's own tests and then the scenario suite, and reads
/// llvm-cov's export for each run; `workbench coverage` and `compare` show what it measured.
public enum CoverageMeasurement {
  /// The separate build folder.
  public static let scratchPath = ".build-coverage"

  /// What every SwiftPM command on the coverage build is run with: the manifest then leaves
  /// out the tests the coverage runs do not run (Package.swift, at its end).
  package static let environment = ["WORKBENCH_COVERAGE_BUILD": "1"]

  /// The test runs measured: each architecture's unit tests, its pure unit tests alone
  /// (docs/METRICS.md, "Testability"), and the scenario suite.
  public enum Run: Hashable, Sendable {
    case unitTests(target: String)
    case pureTests(target: String)
    case scenarios

    var isPure: Bool {
      if case .pureTests = self { true } else { false }
    }

    package var name: String {
      switch self {
      case .unitTests(let target): "\(target)Tests"
      case .pureTests(let target): "\(target)Tests-pure"
      case .scenarios: "scenarios"
      }
    }
  }

  /// The swift-testing filter (a regular expression over test names) of each run: an
  /// architecture's pure tests by their names, `pure` being each one's names by target.
  static func filter(_ run: Run, pure: [String: [String]] = [:]) -> String {
    switch run {
    case .unitTests(let target): "^\(target)Tests\\."
    case .pureTests(let target):
      "^(" + (pure[target] ?? []).map(escaped).joined(separator: "|") + ")"
    case .scenarios: "^ScenariosTests\\.ScenarioSuiteTests/scenarioPasses"
    }
  }

  /// `text` as a regular expression that matches it alone.
  static func escaped(_ text: String) -> String {
    text.map { $0.isLetter || $0.isNumber || $0 == "_" ? String($0) : "\\\($0)" }.joined()
  }

  /// The files an lcov export leaves out: the package's build folders and tests, the
  /// package being at `root` (which may itself be inside a build folder, as the copy
  /// `changes` builds is).
  static func ignoredFiles(under root: String) -> String {
    let absolute = URL(filePath: root).absoluteURL.standardizedFileURL.path
    let special = Set("\\^$.|?*+()[]{}")
    let literal = absolute.map { special.contains($0) ? "\\\($0)" : String($0) }.joined()
    return "^\(literal)/(\\.build|Tests/)"
  }

  /// The test product the coverage runs run.
  static let testProduct = "PatternWorkbenchPackageTests"

  /// The toolchain's tools, found and tried on a small program (`Toolchain.probe`) before the
  /// long build starts, so that a missing or mismatched tool fails in a second.
  package static func prepare(root: String, platform: Platform = .current) throws(Toolchain.Missing)
    -> Toolchain
  {
    let tools = try Toolchain.locate(on: platform)
    try tools.probe(in: "\(root)/\(scratchPath)/probe", platform: platform)
    return tools
  }

  /// What the coverage runs measured: per run, each source file's coverage, the lcov (for
  /// pure tests only when asked for) and the seconds its tests took.
  public struct Results: Sendable {
    package var files: [Run: [String: FileCoverage]] = [:]
    package var lcov: [Run: String] = [:]
    package var seconds: [Run: Double] = [:]
    /// Architecture name to what each scenario alone ran of its sources, when measured.
    package var footprints: [String: ScenarioFootprints] = [:]

    package init() {}
  }

  /// Builds with coverage and runs each architecture's tests and the scenario suite, and
  /// with `footprints` each scenario alone in each architecture, reporting each step on
  /// `progress`. With `pureLcov`, the pure tests' runs keep their lcov too; with `unitOnly`,
  /// the scenario suite is not run.
  package static func measure(
    _ architectures: [RegisteredArchitecture], root: String, tools: Toolchain,
    footprints: Bool = false, pureLcov: Bool = false, unitOnly: Bool = false,
    platform: Platform = .current,
    progress write: (String) -> Void
  ) throws -> Results {
    var progress = Progress()
    progress.step("Building the tests with coverage in \(scratchPath)", write: write)
    let binFolder = try build(root: root, tools: tools, platform: platform)
    let testBinary = platform.testBinary(testProduct, in: binFolder)
    let targets = architectures.map(\.target)
    let pure = Dictionary(
      uniqueKeysWithValues: architectures.map { architecture in
        (
          architecture.target,
          TestClassifier.measure(
            packageRoot: root, target: architecture.target,
            sourceFolder: architecture.sourceFolder, testFolder: architecture.testFolder
          ).tests.filter { $0.kind == .pure }.map(\.name)
        )
      })
    // An architecture without pure tests has no pure run: they cover none of its lines.
    let runs =
      targets.map { Run.unitTests(target: $0) }
      + targets.filter { !pure[$0]!.isEmpty }.map { Run.pureTests(target: $0) }
      + (unitOnly ? [] : [.scenarios])
    progress.step(
      "Running \(runs.map(\.name).joined(separator: ", ")) with coverage, in parallel",
      write: write)
    // Each run has its own profile folder, so they can run side by side on every core.
    let measured = Mutex<[Run: Result<Measured, any Error>]>([:])
    DispatchQueue.concurrentPerform(iterations: runs.count) { index in
      let run = runs[index]
      let result = Result {
        try measure(
          run, filter: filter(run, pure: pure), testBinary: testBinary, tools: tools, root: root,
          lcov: pureLcov || !run.isPure, platform: platform)
      }
      measured.withLock { $0[run] = result }
    }
    var results = Results()
    if footprints {
      progress.step("Running each scenario alone in each architecture with coverage", write: write)
      results.footprints = try FootprintMeasure.measure(
        architectures, executable: "\(binFolder)/workbench", root: root, tools: tools)
    }
    progress.finish(write: write)
    for run in runs {
      let measured = try measured.withLock { $0[run]! }.get()
      results.files[run] = measured.files
      if !measured.lcov.isEmpty { results.lcov[run] = measured.lcov }
      results.seconds[run] = measured.seconds
    }
    return results
  }

  /// Builds the tests with coverage in `scratchPath`; returns the folder of its products,
  /// which holds the test binary.
  private static func build(root: String, tools: Toolchain, platform: Platform) throws -> String {
    let heartbeat = Heartbeat("building")
    defer { heartbeat.stop() }
    _ = try ProcessRunner.run(
      tools.swift,
      [
        "build", "--build-tests", "--enable-code-coverage", "--scratch-path", scratchPath,
        "--package-path", root,
      ], environment: environment, directory: root, lines: heartbeat.saw)
    heartbeat.stop()
    let binFolder = try platform.binFolder(
      swift: tools.swift, root: root, scratchPath: scratchPath, environment: environment)
    let testBinary = platform.testBinary(testProduct, in: binFolder)
    guard Platform.isExecutableFile(testBinary) else {
      throw ProcessRunner.Failure(
        description: "the coverage build made no test binary at \(testBinary)")
    }
    return binFolder
  }

  private struct Measured {
    var files: [String: FileCoverage]
    var lcov: String
    var seconds: Double
  }

  /// Runs the tests of `run` alone, with a profile folder of its own, and exports what they
  /// covered.
  private static func measure(
    _ run: Run, filter: String, testBinary: String, tools: Toolchain, root: String,
    lcov exportsLcov: Bool, platform: Platform
  ) throws -> Measured {
    let profiles = "\(root)/\(scratchPath)/profiles/\(run.name)"
    try? FileManager.default.removeItem(atPath: profiles)
    try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
    let command = platform.testCommand(
      filter: filter, testBinary: testBinary, swift: tools.swift, root: root,
      scratchPath: scratchPath, profiles: profiles, environment: environment)
    let started = Date()
    _ = try ProcessRunner.run(
      command.executable, command.arguments, environment: command.environment, directory: root)
    let seconds = Date().timeIntervalSince(started)
    let raw = try FileManager.default.contentsOfDirectory(atPath: profiles)
      .filter { $0.hasSuffix(".profraw") }.sorted().map { "\(profiles)/\($0)" }
    guard !raw.isEmpty else {
      throw ProcessRunner.Failure(
        description: "\(run.name): the tests wrote no coverage profile into \(profiles)")
    }
    let profile = "\(profiles).profdata"
    _ = try ProcessRunner.run(tools.profdata, ["merge", "-sparse"] + raw + ["-o", profile])
    let json = try ProcessRunner.run(
      tools.llvmCov, ["export", "-format=text", "-instr-profile", profile, testBinary])
    var lcov = ""
    // Only the line figure of pure tests is reported: their lcov is read only when asked for.
    if exportsLcov {
      let lcovExport = try ProcessRunner.run(
        tools.llvmCov,
        [
          "export", "-format=lcov", "-instr-profile", profile, testBinary, "-ignore-filename-regex",
          ignoredFiles(under: root),
        ])
      lcov = try LcovFunctionNames.demangled(
        String(decoding: lcovExport, as: UTF8.self), demangle: tools.demangled)
      try Data(lcov.utf8).write(
        to: URL(filePath: "\(root)/\(scratchPath)/\(run.name).lcov"), options: .atomic)
    }
    let files = try CoverageExport.files(from: json, packageRoot: root, demangle: tools.demangled)
    return Measured(files: files, lcov: lcov, seconds: seconds)
  }

}

/// Progress on standard error: each step, and the seconds it took.
struct Progress {
  private var started: Date?
  private var current: String?

  mutating func step(_ title: String, write: (String) -> Void) {
    finish(write: write)
    current = title
    started = Date()
    write("\(title)...")
  }

  package mutating func finish(write: (String) -> Void) {
    guard let current, let started else { return }
    write("  done in \(Int(Date().timeIntervalSince(started).rounded()))s: \(current)")
    self.current = nil
  }
}
