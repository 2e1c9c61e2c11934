import Foundation
import WorkbenchSupport

/// The package's git repository, driven with the git on PATH: where the workshop's commands
/// (`changes start`, `changes check`, `drill`) read and write an attendee's work.
struct GitRepository {
  var git: String
  var root: String

  /// Fails when git is missing from PATH.
  init(root: String) throws(ProcessRunner.Failure) {
    guard let git = Platform.current.onPath("git") else {
      throw ProcessRunner.Failure(
        description: "git was not found on PATH; the workshop's commands read the package's "
          + "repository with it")
    }
    (self.git, self.root) = (git, root)
  }

  /// What git prints for `arguments`, run in the package root. The workbench's own commits
  /// and switches run no hook and sign nothing: they are not the attendee's.
  @discardableResult
  func run(_ arguments: [String]) throws(ProcessRunner.Failure) -> String {
    let quiet = ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgsign=false"]
    return String(
      decoding: try ProcessRunner.run(git, ["-C", root] + quiet + arguments), as: UTF8.self)
  }

  /// The branch checked out; empty when HEAD is detached.
  func currentBranch() throws(ProcessRunner.Failure) -> String {
    try run(["branch", "--show-current"]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The files under `folders` that git sees changed or new in the working tree, by their
  /// paths from the root as they are (`--porcelain -z`: no quoting; a rename names its new
  /// path); empty for a clean tree.
  func uncommitted(under folders: [String]) throws(ProcessRunner.Failure) -> [String] {
    var paths: [String] = []
    var entries = try run(["status", "--porcelain", "-z", "--untracked-files=all", "--"] + folders)
      .split(separator: "\0").makeIterator()
    while let entry = entries.next() {
      paths.append(String(entry.dropFirst(3)))
      // A rename or copy is followed by the path it came from.
      if entry.first == "R" || entry.first == "C" { _ = entries.next() }
    }
    return paths
  }

  /// Whether a branch `name` exists.
  func hasBranch(_ name: String) -> Bool {
    (try? run(["rev-parse", "--verify", "--quiet", "refs/heads/\(name)"])) != nil
  }

  /// On a new branch `branch` from HEAD, runs `write`, then commits everything under
  /// `folders` (new and removed files too) as the workbench: an attendee's own git identity
  /// is left out of a commit they did not write. All or nothing: when `write` or git fails,
  /// the folders, the branch checked out and the branches are as they were.
  func commit(
    _ folders: [String], onNewBranch branch: String, message: String, write: () throws -> Void
  ) throws {
    let previous = try currentBranch()
    try run(["switch", "--quiet", "--create", branch])
    do {
      try write()
      try run(["add", "--all", "--"] + folders)
      try run(
        [
          "-c", "user.name=PatternWorkbench", "-c", "user.email=workbench@localhost",
          "commit", "--quiet", "--no-verify", "--message", message, "--",
        ] + folders)
    } catch {
      // The folders were clean before `write`: what is in them now is the workbench's.
      _ = try? run(["checkout", "--quiet", "HEAD", "--"] + folders)
      _ = try? run(["clean", "-fdq", "--"] + folders)
      _ = try? run(["checkout", "--quiet", previous.isEmpty ? "-" : previous])
      _ = try? run(["branch", "--quiet", "-D", branch])
      throw error
    }
  }
}

/// A commit of the package's git repository, read with git: what `changes check` measures an
/// attendee's working tree against.
struct GitCommit {
  var repository: GitRepository
  var commit: String

  /// Fails when git is missing or `commit` names no commit.
  init(_ commit: String, root: String) throws(ProcessRunner.Failure) {
    repository = try GitRepository(root: root)
    self.commit = try repository.run(["rev-parse", "--verify", "--quiet", "\(commit)^{commit}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The text of `path` (relative to the package root) in the commit; nil when it has no
  /// such file.
  func contents(_ path: String) -> String? {
    try? repository.run(["show", "\(commit):./\(path)"])
  }

  /// The files under `folders` that differ between the commit and the working tree, new
  /// files git does not ignore included, relative to the package root.
  func changedFiles(under folders: [String]) throws(ProcessRunner.Failure) -> [String] {
    func lines(_ arguments: [String]) throws(ProcessRunner.Failure) -> [String] {
      try repository.run(arguments + ["--"] + folders).split(separator: "\n").map(String.init)
    }
    let changed = try lines(["diff", "--name-only", "--relative", "--no-renames", commit])
    let added = try lines(["ls-files", "--others", "--exclude-standard"])
    return Array(Set(changed + added)).sorted()
  }
}
