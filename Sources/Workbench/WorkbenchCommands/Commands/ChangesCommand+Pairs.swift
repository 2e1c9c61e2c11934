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
    var table = TextTable(header: ["Requests merged", "Architecture", "Merge"])
    for (index, first) in requests.enumerated() {
      for second in requests[(index + 1)...] {
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
        let verdicts = build(
          merged.request, package: package, changed: changed, copy: copy, root: root,
          swift: swift, console: console)
        table.rows += rows(merged.request.name, verdicts, copy: copy, swift: swift)
      }
    }
    console.output(table.render())
    return .success
  }

  /// Whether `path` is in the sources or the tests of the architecture whose target is
  /// `target`.
  static func owns(_ target: String, _ path: String) -> Bool {
    path.hasPrefix("Sources/Architectures/\(target)/")
      || path.hasPrefix("Tests/Architectures/\(target)Tests/")
  }

  /// The table's rows for one clean merge: when the copy does not build, the architectures
  /// whose files the compiler's errors name (the copy built again to read them); when every
  /// architecture fails, the requests' scenarios disagree rather than their code.
  static func rows(
    _ name: String, _ verdicts: [String: Verdict], copy: String, swift: String
  ) -> [[String]] {
    let all = Architectures.all
    if all.allSatisfy({ verdicts[$0.target] == .buildFails }) {
      var output: [String] = []
      _ = try? ProcessRunner.run(
        swift, ["build", "--package-path", copy, "--build-tests"], lines: { output.append($0) })
      let errors = output.filter { $0.contains(": error: ") }
      return all.map { architecture in
        let broken = errors.contains { line in
          line.contains("/Architectures/\(architecture.target)/")
            || line.contains("/Architectures/\(architecture.target)Tests/")
        }
        return [
          name, architecture.name,
          broken
            ? "semantic conflict: does not build"
            : "compiles; not run (another architecture does not build)",
        ]
      }
    }
    if all.allSatisfy({ verdicts[$0.target] == .fails }) {
      return all.map {
        [name, $0.name, "fails: the two requests' scenarios disagree (in every architecture)"]
      }
    }
    return all.map { architecture in
      let verdict = verdicts[architecture.target] ?? .fails
      return [
        name, architecture.name,
        verdict == .passes ? "clean, passes" : "semantic conflict: \(verdict.rawValue)",
      ]
    }
  }
}
