import ChangeRequests
import Foundation
import Scenarios
import WorkbenchSupport

extension ChangesCommand {
  /// `changes --pairs`: every pair of the requests `names` (all for none) merged three-way
  /// from their common base, as two teams would merge them. A merge with a textual conflict
  /// is named with its files; a clean merge is built and run, with both requests' scenarios,
  /// like a request of its own: a failure there is a semantic conflict (docs/METRICS.md,
  /// "Parallel work").
  @MainActor
  static func runPairs(requests names: [String], root: String = ".", console: Console)
    -> ExitCode
  {
    guard let requests = load(names, root: root, console: console) else { return .usageError }
    guard let swift = Platform.current.onPath("swift") else {
      console.error("error: swift was not found on PATH; `changes --pairs` builds with it")
      return .usageError
    }
    let copy = "\(root)/\(buildFolder)/package"
    let package = PackageCopy.read(root)
    let started = ContinuousClock.now
    var table = TextTable(header: ["Requests merged", "Architecture", "Merge"])
    for (first, second) in ChangeRequest.pairs(requests) {
      let merged:
        (
          request: ChangeRequest, changed: (before: [String: String], after: [String: String])?,
          conflicts: [String]
        )
      do throws(ScenarioError) {
        merged = try first.merged(with: second, targets, root: root)
      } catch {
        console.error("error: \(error)")
        return .usageError
      }
      guard let changed = merged.changed else {
        for architecture in Architectures.all {
          let files = merged.conflicts.filter { owns(architecture.target, $0) }
          table.rows.append(
            [
              merged.request.name, architecture.name,
              files.isEmpty
                ? "clean here; not built (another architecture conflicts)"
                : "textual conflict: "
                  + files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "),
            ])
        }
        continue
      }
      let (verdicts, broken) = buildMerge(
        merged.request, first: first, changed: changed, package: package, copy: copy,
        root: root, swift: swift, console: console)
      table.rows += rows(merged.request.name, verdicts, broken: broken)
    }
    console.output(table.render())
    // A run over every request is the one Reports show.
    guard names.isEmpty else { return .success }
    return write(
      table.rows, seconds: Int((ContinuousClock.now - started).components.seconds), root: root,
      console: console)
  }

  /// Writes the verdicts of `rows` (pair, architecture, verdict) to `PairsResults.path`.
  @MainActor
  static func write(_ rows: [[String]], seconds: Int, root: String, console: Console)
    -> ExitCode
  {
    var pairs: [PairsResults.Pair] = []
    for row in rows {
      let names = row[0].components(separatedBy: " + ")
      if pairs.last.map({ "\($0.first) + \($0.second)" }) != row[0] {
        pairs.append(PairsResults.Pair(first: names[0], second: names[1], verdicts: [:]))
      }
      pairs[pairs.count - 1].verdicts[row[1]] = row[2]
    }
    let commit = Platform.current.onPath("git").flatMap { git in
      try? ProcessRunner.run(git, ["-C", root, "rev-parse", "HEAD"])
    }.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    let results = PairsResults(
      pairs: pairs, fingerprint: PairsResults.fingerprint(root: root), commit: commit ?? "-",
      seconds: seconds, cores: ProcessInfo.processInfo.activeProcessorCount)
    do {
      try FileSystem.replace(
        "\(root)/\(PairsResults.path)",
        contents: String(decoding: try results.encoded(), as: UTF8.self))
    } catch {
      console.error("error: \(PairsResults.path) was not written: \(ProcessRunner.describe(error))")
      return .failure
    }
    console.output(
      "Wrote \(PairsResults.path); `swift run workbench compare` shows it in Reports/.")
    return .success
  }

  /// Whether `path` is in the sources or the tests of the architecture whose target is
  /// `target`.
  static func owns(_ target: String, _ path: String) -> Bool {
    path.hasPrefix("Sources/Architectures/\(target)/")
      || path.hasPrefix("Tests/Architectures/\(target)Tests/")
  }

  /// Builds and runs a clean merge. The architectures whose merge does not compile keep the
  /// `first` request alone, so the others still build and run; the build stops at the first
  /// module that fails, so this repeats until it builds. Returns the verdicts and the
  /// architectures (targets) that did not compile.
  @MainActor
  static func buildMerge(
    _ request: ChangeRequest, first: ChangeRequest,
    changed: (before: [String: String], after: [String: String]), package: [String: Data],
    copy: String, root: String, swift: String, console: Console
  ) -> (verdicts: [String: Verdict], broken: Set<String>) {
    var verdicts = build(
      request, package: package, changed: changed, copy: copy, root: root, swift: swift,
      console: console)
    var broken: Set<String> = []
    while verdicts.values.allSatisfy({ $0 == .buildFails }) {
      let more = brokenTargets(copy: copy, swift: swift).subtracting(broken)
      broken.formUnion(more)
      guard !more.isEmpty, broken.count < targets.count,
        let alone = try? first.applying(Array(broken), root: root)
      else { break }
      var patched = changed
      let touched = Set(alone.before.keys).union(alone.after.keys)
      for path in Set(changed.after.keys).union(changed.before.keys)
      where broken.contains(where: { owns($0, path) }) {
        patched.after[path] = touched.contains(path) ? alone.after[path] : changed.before[path]
      }
      verdicts = build(
        request, package: package, changed: patched, copy: copy, root: root, swift: swift,
        console: console)
    }
    return (verdicts, broken)
  }

  /// The architectures whose files the compiler's errors name, the copy built again (with
  /// its tests, or only `product`) to read them.
  static func brokenTargets(copy: String, swift: String, product: String? = nil) -> Set<String> {
    var output: [String] = []
    _ = try? ProcessRunner.run(
      swift,
      ["build", "--package-path", copy] + (product.map { ["--product", $0] } ?? ["--build-tests"]),
      lines: { output.append($0) })
    let errors = output.filter { $0.contains(": error: ") }
    return Set(
      targets.filter { target in
        errors.contains { line in
          line.contains("/Architectures/\(target)/")
            || line.contains("/Architectures/\(target)Tests/")
        }
      })
  }

  /// The table's rows for one clean merge: the architectures in `broken` do not build; when
  /// every other architecture fails, the requests' scenarios disagree rather than their code.
  static func rows(_ name: String, _ verdicts: [String: Verdict], broken: Set<String>)
    -> [[String]]
  {
    let others = Architectures.all.filter { !broken.contains($0.target) }
    let disagree = !others.isEmpty && others.allSatisfy { verdicts[$0.target] == .fails }
    return Architectures.all.map { architecture in
      let verdict = verdicts[architecture.target] ?? .fails
      let text =
        broken.contains(architecture.target)
        ? "semantic conflict: does not build"
        : verdict == .buildFails
          ? "not run: the merged package does not build"
          : disagree
            ? "fails: the two requests' scenarios disagree (in every architecture that builds)"
            : verdict == .passes ? "clean, passes" : "semantic conflict: \(verdict.rawValue)"
      return [name, architecture.name, text]
    }
  }
}
