import Foundation
import Registration
import Scale
import WorkbenchSupport

extension ScaleCommand.Run {
  /// Parallel teams in every architecture (docs/SCALE.md, "Parallel teams"): the branches of
  /// the changes every architecture solves, and of the last feature, merged in pairs and all
  /// together; the architectures whose branches all merge are built together in `copy` and run
  /// against every scenario, each branch's included.
  @MainActor
  func mergeTeams(suite: ScaleChangeSuite, copy: String, console: Console)
    throws(GrownApp.Failure) -> [String: ScaleMerge]
  {
    let folders = architectures.map(\.target)
    let changes = suite.changes.filter { change in
      folders.allSatisfy { change.solved.contains($0) }
    }.map(\.name)
    console.error("scale: parallel teams: \(changes.joined(separator: ", ")) and a new feature")
    var merges: [String: ScaleMerge] = [:]
    var merged: [String: ScaleMerge.Files] = [:]
    var bases: [String: ScaleMerge.Files] = [:]
    for architecture in architectures {
      let measured = try ScaleMerge.measure(
        root: ".", folder: architecture.target, changes: changes)
      merges[architecture.name] = measured.merge
      merged[architecture.target] = measured.files
      bases[architecture.target] = measured.base
    }
    let scenarios = try ScaleMerge.scenarios(root: ".", changes: changes)
    // A clean merge that does not compile leaves its architecture at the base, so the others
    // still build and run; the build stops at the first module that fails, so this repeats.
    var broken: Set<String> = []
    while true {
      let own = folders.map { folder in
        broken.contains(folder) ? bases[folder] ?? [:] : merged[folder] ?? bases[folder] ?? [:]
      }
      try sync(own, scenarios: scenarios, into: copy)
      let running = architectures.filter { architecture in
        merged[architecture.target] != nil && !broken.contains(architecture.target)
      }
      let verdicts = ScaleCommand.buildAndRun(
        copy: copy, size: GrownApp.largest, architectures: running, swift: swift,
        console: console)
      for architecture in running {
        merges[architecture.name]?.merged = verdicts[architecture.name] ?? "does not build"
      }
      guard verdicts.isEmpty, !running.isEmpty else { break }
      let more = ChangesCommand.brokenTargets(copy: copy, swift: swift, product: "workbench")
        .subtracting(broken)
      guard !more.isEmpty else { break }
      broken.formUnion(more)
    }
    return merges
  }

  /// Makes `copy` hold the package with each architecture's files of `own` (path to text,
  /// its sources and the manifest) in place of its own, and the generated `scenarios`.
  private func sync(_ own: [ScaleMerge.Files], scenarios: ScaleMerge.Files, into copy: String)
    throws(GrownApp.Failure)
  {
    let manifest = String(decoding: package["Package.swift"] ?? Data(), as: UTF8.self)
    guard
      let combined = ScaleMerge.merging(
        ["Package.swift": manifest], own.map { ["Package.swift": $0["Package.swift"] ?? manifest] })
    else {
      throw GrownApp.Failure(description: "error: the architectures' merged manifests conflict")
    }
    var files = scenarios.merging(combined) { _, new in new }
    files["Package.swift"] = ScaleCommand.withoutHarnessTests(files["Package.swift"] ?? manifest)
    for architecture in own {
      files.merge(architecture.filter { $0.key != "Package.swift" }) { first, _ in first }
    }
    let folders = architectures.map(\.target)
    var before: [String: String] = [:]
    var after: [String: String] = [:]
    for (path, data) in package
    where files[path] == nil
      && folders.contains(where: { path.hasPrefix("Sources/Architectures/\($0)/") })
    {
      before[path] = String(decoding: data, as: UTF8.self)
    }
    for (path, text) in files
    where package[path].map({ String(decoding: $0, as: UTF8.self) }) != text {
      before[path] = package[path].map { String(decoding: $0, as: UTF8.self) }
      after[path] = text
    }
    do {
      try PackageCopy.sync(package, changed: (before, after), into: copy)
    } catch {
      throw GrownApp.Failure(
        description: "error: \(copy) could not be written: \(ProcessRunner.describe(error))")
    }
  }
}
