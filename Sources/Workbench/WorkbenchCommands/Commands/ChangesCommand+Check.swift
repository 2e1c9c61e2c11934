import ChangeRequests
import Foundation
import HarnessContract
import Registration
import Scenarios
import WorkbenchSupport

extension ChangesCommand {
  /// `workbench changes check`: runs the request's suite in the architectures (this process
  /// is built from the attendee's working tree), then prints, per architecture, the cost of
  /// the attendee's diff since `options.base` beside the reference solution's, measured on
  /// the same commit. Returns the scenarios' status, or 2 when git cannot tell the diff.
  @MainActor
  static func check(
    _ options: ChangesCheckOptions, architectures: [RegisteredArchitecture],
    runner: any ScenarioRunning, root: String = ".", output: (String) -> Void,
    errors: (String) -> Void
  ) async -> ExitCode {
    guard let request = load([options.request], root: root, errors: errors)?.first else {
      return .usageError
    }
    output("Change request \(request.name): \(request.title)")
    if let shared = request.shared {
      // Applied, it can be undone.
      var files: [String: String] = [:]
      for path in shared.paths { files[path] = ChangeRequest.reader(root)(path) }
      if (try? shared.reversed.apply(to: &files)) == nil {
        errors(
          "warning: \(shared.path) is not applied in your working tree: the request needs its "
            + "server or fixture change, so run `git apply \(shared.path)` and build again")
      }
    }
    var scenarios = ScenarioOptions()
    scenarios.scenarioPaths = request.suite(root: root)
    let status = await Workbench.runScenarios(
      scenarios, architectures: architectures, runner: runner, output: output, errors: errors)
    var table = TextTable(header: ["Architecture", "Change"] + ChangeCost.header)
    do {
      let base = try GitCommit(options.base, root: root)
      let targets = architectures.map { $0.target }
      let reference = try request.costs(targets: targets, read: base.contents)
      for architecture in architectures {
        let target = architecture.target
        let folders = [architecture.sourceFolder, architecture.testFolder]
        var (before, after): ([String: String], [String: String]) = ([:], [:])
        for path in try base.changedFiles(under: folders) {
          before[path] = base.contents(path)
          after[path] = ChangeRequest.reader(root)(path)
        }
        table.rows += [
          [architecture.name, "yours (since \(options.base))"]
            + ChangeCost(
              before: before, after: after
            ).cells,
          [architecture.name, "reference solution"] + (reference[target]?.cells ?? []),
        ]
      }
    } catch {
      errors("error: your change's cost could not be measured: \(ProcessRunner.describe(error))")
      return .usageError
    }
    output(table.render())
    output(
      status == .success
        ? "Every scenario of \(request.name) passes." : "Some scenarios fail: the matrix above.")
    return status
  }
}

/// A commit of the package's git repository, read with git: what `changes check` measures an
/// attendee's working tree against.
struct GitCommit {
  var git: String
  var root: String
  var commit: String

  /// Fails when git is missing or `commit` names no commit.
  init(_ commit: String, root: String) throws(ProcessRunner.Failure) {
    guard let git = Platform.current.onPath("git") else {
      throw ProcessRunner.Failure(
        description: "git was not found on PATH; the diff is read from the package's repository")
    }
    (self.git, self.root) = (git, root)
    self.commit = String(
      decoding: try ProcessRunner.run(
        git, ["-C", root, "rev-parse", "--verify", "--quiet", "\(commit)^{commit}"]),
      as: UTF8.self
    ).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The text of `path` (relative to the package root) in the commit; nil when it has no
  /// such file.
  func contents(_ path: String) -> String? {
    (try? ProcessRunner.run(git, ["-C", root, "show", "\(commit):./\(path)"])).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The files under `folders` that differ between the commit and the working tree, new
  /// files git does not ignore included, relative to the package root.
  func changedFiles(under folders: [String]) throws(ProcessRunner.Failure) -> [String] {
    func lines(_ arguments: [String]) throws(ProcessRunner.Failure) -> [String] {
      String(
        decoding: try ProcessRunner.run(git, ["-C", root] + arguments + ["--"] + folders),
        as: UTF8.self
      )
      .split(separator: "\n").map(String.init)
    }
    let changed = try lines(["diff", "--name-only", "--relative", "--no-renames", commit])
    let added = try lines(["ls-files", "--others", "--exclude-standard"])
    return Array(Set(changed + added)).sorted()
  }
}

extension ChangesCommand {
  /// `workbench changes start`: writes the request's shared patch and the solutions of every
  /// architecture but `architecture` into the working tree at `root`, all or nothing.
  @MainActor
  static func start(
    _ name: String, architecture: RegisteredArchitecture, root: String = ".",
    output: (String) -> Void, errors: (String) -> Void
  ) -> ExitCode {
    guard let request = load([name], root: root, errors: errors)?.first else { return .usageError }
    let target = architecture.target
    let others = targets.filter { $0 != target }
    let changed: (before: [String: String], after: [String: String])
    do throws(ScenarioError) {
      changed = try request.applying(others, root: root)
    } catch {
      errors(
        "error: \(error)\nNothing was written. Was the request started already? `git status` "
          + "shows what your working tree holds.")
      return .failure
    }
    do {
      let (before, after) = changed
      for path in before.keys where after[path] == nil {
        try FileSystem.remove("\(root)/\(path)")
      }
      for (path, text) in after.sorted(by: { $0.key < $1.key }) where before[path] != text {
        let folder = ("\(root)/\(path)" as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileSystem.replace("\(root)/\(path)", contents: text)
      }
    } catch {
      errors("error: \(ProcessRunner.describe(error))")
      return .failure
    }
    let applied =
      (request.shared.map { [$0.path] } ?? [])
      + others.map {
        "\(request.folder)/\(ChangeRequest.patchName(ofTarget: $0))"
      }
    output(
      "Applied \(applied.joined(separator: ", ")).\nOnly \(architecture.name) is left: change "
        + "\(architecture.sourceFolder) (and its tests), then run\n"
        + "  swift run workbench changes check \(request.name) --architecture "
        + "\(architecture.name)\nTo start again: git checkout -- Sources Tests && git clean -fd "
        + "Sources Tests")
    return .success
  }
}
