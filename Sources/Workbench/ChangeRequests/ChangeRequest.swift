import Foundation
import HarnessContract
import Registration
import Scenarios
import SourceMetrics
import WorkbenchSupport

/// One change request of `Scenarios/Changes/` (Scenarios/Changes/README.md): the request, the
/// scenarios the changed app must pass, the server or fixture change it needs, and one
/// solution per architecture, each a patch.
public struct ChangeRequest: Sendable {
  /// The folder of the requests, relative to the package root.
  public static let directory = "\(ScenarioSuite.directory)/Changes"
  /// The patch every architecture's solution is applied after, when the request has one.
  static let sharedPatchName = "shared.patch"
  /// The folders the shared patch may change.
  static let sharedFolders = ["Sources/Shared/", "Tests/Shared/"]

  /// Its folder's name.
  public var name: String
  /// The first heading of its `REQUEST.md`, without `Change request:`.
  public var title: String
  package var shared: UnifiedDiff?
  /// Each architecture's solution, by the architecture's target.
  var solutions: [String: UnifiedDiff]
  /// Its `.scenario` files, relative to the package root, sorted.
  var scenarioPaths: [String]
  /// The prefixes of the file names of the existing screen the request reuses elsewhere
  /// (`REQUEST.md`'s `**Reused screen:**` line); empty when it reuses none.
  var reusedScreen: [String] = []
  /// The requests this one is written on top of, the first one first (`REQUEST.md`'s
  /// `**Builds on:**` line, followed through their own): their shared patches and solutions
  /// are applied before this request's, and their scenarios still apply.
  package var bases: [ChangeRequest] = []
  /// The request named on `REQUEST.md`'s `**Builds on:**` line, if any.
  var buildsOn: String?
  /// Whether `REQUEST.md` says `**Matrix:** left out`: a move every pattern makes once (the
  /// view layer to SwiftUI), reported on its own, and neither summed with the product
  /// changes nor paired with them.
  package var isLeftOutOfSums = false
  /// The figure whose stored copies `changes` counts, if `REQUEST.md` names one.
  package var storedFigure: StoredFigure?
  /// The pure tests' coverage of the rule each solution adds, as `REQUEST.md` states it by
  /// architecture name, if it asks for it (`RuleCoverage`).
  package var ruleCoverage: [String: String]?

  package var folder: String { "\(Self.directory)/\(name)" }

  /// An architecture's patch file: its target's name in lower case (`mvvmcoordinator.patch`).
  package static func patchName(ofTarget target: String) -> String {
    target.lowercased() + ".patch"
  }

  /// The names of the requests under `root`, sorted.
  static func names(root: String) -> [String] {
    let folder = "\(root)/\(directory)"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return entries.filter { ChangeStack.isDirectory("\(folder)/\($0)") }.sorted()
  }

  /// Every request under `root` (none when the folder is missing), in name order; every
  /// problem of every request is reported at once.
  package static func loadAll(root: String, targets: [String]) throws(ScenarioLoadError)
    -> [ChangeRequest]
  {
    try load(names(root: root), root: root, targets: targets)
  }

  /// The scenarios the changed app must pass, relative to the package root: every scenario
  /// of `Scenarios/` and of the bases' folders whose file name no later folder holds (those
  /// it replaces), then the folder's own.
  package func suite(root: String) -> [String] {
    var suite: [String] = []
    for request in bases + [self] {
      let replaced = Set(request.scenarioPaths.map { ($0 as NSString).lastPathComponent })
      suite =
        suite.filter { !replaced.contains(($0 as NSString).lastPathComponent) }
        + request.scenarioPaths
    }
    return ownSuite(root: root, replacing: suite) + suite
  }

  /// The scenarios of `Scenarios/` whose file names `scenarios` do not hold.
  private func ownSuite(root: String, replacing scenarios: [String]) -> [String] {
    let replaced = Set(scenarios.map { ($0 as NSString).lastPathComponent })
    let all =
      (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(ScenarioSuite.directory)"))
      ?? []
    return all.filter { $0.hasSuffix(".scenario") && !replaced.contains($0) }.sorted().map {
      "\(ScenarioSuite.directory)/\($0)"
    }
  }

  /// The patches that turn the package into this request's solution of `targets`: each
  /// base's shared patch and its solutions of `baseTargets` (`targets` when nil), then this
  /// request's own.
  package func patches(_ targets: [String], baseTargets: [String]? = nil) -> [UnifiedDiff] {
    basePatches(baseTargets ?? targets) + ownPatches(targets)
  }

  /// The bases' shared patches and solutions of `targets`: what this request's solutions are
  /// written on top of.
  package func basePatches(_ targets: [String]) -> [UnifiedDiff] {
    bases.flatMap { $0.ownPatches(targets) }
  }

  /// The bases' solutions of `target` and this request's: the architecture's own changes,
  /// without the shared patches every architecture gets alike.
  package func solutions(of target: String) -> [UnifiedDiff] {
    (bases + [self]).compactMap { $0.solutions[target] }
  }

  private func ownPatches(_ targets: [String]) -> [UnifiedDiff] {
    [shared].compactMap { $0 } + targets.compactMap { solutions[$0] }
  }

  /// The files the shared patch and the solutions of `targets` change, as they are in
  /// `root` and as the patches leave them.
  package func applying(_ targets: [String], baseTargets: [String]? = nil, root: String)
    throws(ScenarioError) -> (before: [String: String], after: [String: String])
  {
    try Self.applying(patches(targets, baseTargets: baseTargets), read: Self.reader(root))
  }

  /// The Swift files of a target's sources in the package at `root`
  /// (`Sources/Architectures/TARGET`), relative to the root.
  package static func sourceFiles(_ root: String) -> (String) -> [String] {
    { target in
      let folder = "Sources/Architectures/\(target)"
      let files = FileManager.default.enumerator(atPath: "\(root)/\(folder)")?.allObjects ?? []
      return files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
        "\(folder)/\($0)"
      }
    }
  }

  /// Reads a file of the package at `root`; nil when there is no such file.
  package static func reader(_ root: String) -> (String) -> String? {
    { path in try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8) }
  }

  /// The files `patches` change, as `read` gives them and as the patches, applied in order,
  /// leave them: path to text, a file that does not exist absent.
  package static func applying(_ patches: [UnifiedDiff], read: (String) -> String?)
    throws(ScenarioError)
    -> (before: [String: String], after: [String: String])
  {
    var before: [String: String] = [:]
    for path in Set(patches.flatMap(\.paths)) { before[path] = read(path) }
    var after = before
    for patch in patches { try patch.apply(to: &after) }
    return (before, after)
  }

  /// Whether `read` gives the files with `patches` applied already: they come undone, in
  /// reverse order. False for no patches.
  package static func areApplied(_ patches: [UnifiedDiff], in read: (String) -> String?) -> Bool {
    guard !patches.isEmpty else { return false }
    return (try? applying(patches.reversed().map(\.reversed), read: read)) != nil
  }

  /// What `read` gives with those of `patches` it holds applied undone, the last first: the
  /// package before them. A commit `changes start` made holds the request's shared patch,
  /// its bases and the other architectures' solutions.
  package static func undoingApplied(
    _ patches: [UnifiedDiff], over read: @escaping (String) -> String?
  )
    -> (String) -> String?
  {
    var current = read
    for patch in patches.reversed() {
      if let undone = try? reading([patch.reversed], over: current) { current = undone }
    }
    return current
  }

  /// What `read` gives once `patches` are applied: the files they change as they leave them,
  /// the others as they are.
  package static func reading(_ patches: [UnifiedDiff], over read: @escaping (String) -> String?)
    throws(ScenarioError) -> (String) -> String?
  {
    guard !patches.isEmpty else { return read }
    let (before, after) = try applying(patches, read: read)
    return { path in before.keys.contains(path) ? after[path] : after[path] ?? read(path) }
  }

  /// The cost of each architecture's solution, applied to the sources `read` gives with the
  /// bases' changes applied first. The shared patch is not counted: it is the same for every
  /// architecture, and it changes other folders.
  package func costs(targets: [String], read: @escaping (String) -> String?)
    throws(ScenarioError)
    -> [String: ChangeCost]
  {
    try costs(targets: targets, read: read, reuse: nil)
  }

  /// The cost of each architecture's solution as `costs(targets:read:)` measures it, with
  /// the binding glue of the target's sources before and after it, and when the request
  /// reuses a screen, how much of it each reuses: `files` lists every file of a target's
  /// sources (`Sources/Architectures/TARGET`) as `read` would give them.
  package func costs(
    targets: [String], read original: @escaping (String) -> String?,
    reuse files: ((String) -> [String])?
  ) throws(ScenarioError) -> [String: ChangeCost] {
    var costs: [String: ChangeCost] = [:]
    for target in targets {
      guard let (before, after, read) = try change(of: target, read: original) else { continue }
      costs[target] = ChangeCost(before: before, after: after)
      if ruleCoverage != nil {
        costs[target]?.linesWrittenTwice = RuleCoverage.linesWrittenTwice(
          before: before, after: after)
      }
      guard let files else { continue }
      var whole: [String: String] = [:]
      for path in files(target) { whole[path] = read(path) }
      var changed = whole
      for path in Set(before.keys).union(after.keys)
      where path.hasPrefix("Sources/Architectures/\(target)/") {
        changed[path] = after[path]
      }
      costs[target]?.glueBefore = BindingGlue(files: whole)
      costs[target]?.glueAfter = BindingGlue(files: changed)
      guard !reusedScreen.isEmpty else { continue }
      costs[target]?.reuse = ScreenReuse(prefixes: reusedScreen, before: whole, after: changed)
    }
    return costs
  }

  /// The files the solution of `target` changes, before and after it, over the sources `read`
  /// gives with the bases' changes applied first (that reader is returned too); nil when
  /// the request has no solution for `target`.
  package func change(of target: String, read original: @escaping (String) -> String?)
    throws(ScenarioError)
    -> (before: [String: String], after: [String: String], read: (String) -> String?)?
  {
    guard let solution = solutions[target] else { return nil }
    let read = try Self.reading(basePatches([target]), over: original)
    let (before, after) = try Self.applying([solution], read: read)
    return (before, after, read)
  }
}
