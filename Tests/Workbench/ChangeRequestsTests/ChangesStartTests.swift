import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeRequests
@testable import Registration
@testable import Scenarios
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// `changes start` (docs/WORKSHOP.md): one commit on a new branch holds what the attendee does
/// not write, so that `git status` shows only what they change.
@MainActor
struct ChangesStartTests {
  /// A git repository of its own holding the package's manifest, scenarios, sources and
  /// tests, committed on `main`; `prepare` runs on the copy before the commit.
  private func repository(prepare: (String) throws -> Void = { _ in }) throws -> GitRepository {
    let root = FileManager.default.temporaryDirectory.appending(path: "start-\(UUID())").path
    for path in ["Package.swift", "Scenarios", "Sources", "Tests"] {
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: "\(packageRoot)/\(path)", toPath: "\(root)/\(path)")
    }
    try prepare(root)
    let git = try GitRepository(root: root)
    try git.run(["init", "--quiet", "--initial-branch", "main"])
    try git.run(["add", "--all"])
    try git.run(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "base"])
    return git
  }

  private func start(
    _ request: String, _ architecture: String, in git: GitRepository
  ) -> (status: ExitCode, output: [String], errors: [String]) {
    var (output, errors): ([String], [String]) = ([], [])
    let status = ChangesCommand.start(
      request, architecture: Architectures.named(architecture)!, root: git.root,
      console: Console(output: { output.append($0) }, errors: { errors.append($0) }))
    return (status, output, errors)
  }

  /// The files the branch's commit changes.
  private func committed(in git: GitRepository) throws -> [String] {
    try git.run(["diff", "--name-only", "HEAD~1", "HEAD"]).split(separator: "\n").map(String.init)
  }

  @Test func theStartCommitHoldsEverythingButTheAttendeesArchitecture() throws {
    let git = try repository()
    defer { try? FileManager.default.removeItem(atPath: git.root) }
    let request = try #require(
      try ChangeRequest.load(["payment-limit"], root: git.root, targets: ChangesCommand.targets)
        .first)
    let expected = try request.applying(
      ChangesCommand.targets.filter { $0 != "MVC" }, root: git.root
    ).after
    let (status, output, errors) = start("payment-limit", "MVC", in: git)
    #expect(status == .success)
    #expect(errors.isEmpty)
    #expect(try git.uncommitted(under: ["."]).isEmpty)
    #expect(try git.run(["branch", "--show-current"]) == "changes/payment-limit-mvc\n")
    #expect(try committed(in: git) == expected.keys.sorted())
    for (path, text) in expected {
      #expect(ChangeRequest.reader(git.root)(path) == text, "\(path)")
    }
    #expect(try committed(in: git).contains { $0.hasPrefix("Sources/Shared/") })
    #expect(try !committed(in: git).contains { $0.contains("/MVC/") || $0.contains("MVCTests") })
    #expect(output.first?.contains("changes check payment-limit --architecture MVC") == true)
  }

  @Test func startedTwiceItSaysWhereTheFirstStartIs() throws {
    let git = try repository()
    defer { try? FileManager.default.removeItem(atPath: git.root) }
    #expect(start("receipt", "MVVM", in: git).status == .success)
    try git.run(["switch", "--quiet", "main"])
    let (status, _, errors) = start("receipt", "MVVM", in: git)
    #expect(status == .failure)
    #expect(errors.last?.contains("git switch changes/receipt-mvvm") == true)
    #expect(try git.run(["branch", "--show-current"]) == "main\n")
    #expect(try git.uncommitted(under: ["."]).isEmpty)
  }

  /// A start that fails half way leaves the folders, the branch and the branches as they were.
  @Test func aFailedStartLeavesNothingBehind() throws {
    struct Failed: Error {}
    let git = try repository()
    defer { try? FileManager.default.removeItem(atPath: git.root) }
    let path = "\(git.root)/Sources/Architectures/MVC/New.swift"
    #expect(throws: Failed.self) {
      try git.commit(["Sources", "Tests"], onNewBranch: "changes/x-mvc", message: "x") {
        try "// new\n".write(toFile: path, atomically: true, encoding: .utf8)
        throw Failed()
      }
    }
    #expect(try git.currentBranch() == "main")
    #expect(!git.hasBranch("changes/x-mvc"))
    #expect(try git.uncommitted(under: ["."]).isEmpty)
  }

  /// A second exercise starts from the package, not from the first one's solutions.
  @Test func anExercisesBranchIsNoPlaceToStartAnother() throws {
    let git = try repository()
    defer { try? FileManager.default.removeItem(atPath: git.root) }
    #expect(start("receipt", "MVVM", in: git).status == .success)
    let (status, _, errors) = start("sort-by-name", "MVVM", in: git)
    #expect(status == .failure)
    #expect(errors.last?.contains("you are on changes/receipt-mvvm") == true)
    #expect(!git.hasBranch("changes/sort-by-name-mvvm"))
  }

  @Test func aTreeWithUncommittedChangesIsLeftAsItIs() throws {
    let git = try repository()
    defer { try? FileManager.default.removeItem(atPath: git.root) }
    let edited = "Sources/Architectures/MVVM/Mine.swift"
    try "// mine\n".write(toFile: "\(git.root)/\(edited)", atomically: true, encoding: .utf8)
    let (status, _, errors) = start("receipt", "MVC", in: git)
    #expect(status == .failure)
    #expect(errors.last?.contains(edited) == true)
    #expect(errors.last?.contains("git stash --include-untracked") == true)
    #expect(try git.uncommitted(under: ["."]) == [edited])
    #expect(!git.hasBranch("changes/receipt-mvc"))
  }

  /// A request built on another starts from the base's solution in the attendee's
  /// architecture too, and `changes check` then measures from the commit as it is.
  @Test func aStackedRequestCommitsItsBaseInTheAttendeesArchitecture() throws {
    let git = try repository()
    defer { try? FileManager.default.removeItem(atPath: git.root) }
    let request = try #require(
      try ChangeRequest.load(["store-swap"], root: git.root, targets: ChangesCommand.targets)
        .first)
    let bases = request.basePatches(["MVC"])
    #expect(!ChangeRequest.areApplied(bases, in: ChangeRequest.reader(git.root)))
    #expect(start("store-swap", "MVC", in: git).status == .success)
    #expect(ChangeRequest.areApplied(bases, in: ChangeRequest.reader(git.root)))
    #expect(try committed(in: git).contains { $0.hasPrefix("Sources/Architectures/MVC/") })
  }

  /// Started, a stacked request is measured from the start commit as it is: the commit holds
  /// its base and the other solutions, which `changes check` does not apply twice.
  @Test func aStartedStackedRequestIsChecked() async throws {
    let git = try repository()
    defer { try? FileManager.default.removeItem(atPath: git.root) }
    #expect(start("store-swap", "MVC", in: git).status == .success)
    var (output, errors): ([String], [String]) = ([], [])
    let status = await ChangesCommand.check(
      ChangesCheckCommand(request: "store-swap"),
      in: CommandContext(
        architectures: [Architectures.named("MVC")!], runner: InProcessRunner(),
        console: Console(output: { output.append($0) }, errors: { errors.append($0) }),
        command: "changes check"), root: git.root)
    #expect(status != .usageError, "\(errors)")
    let table = try #require(output.first { $0.contains("reference solution") })
    #expect(table.contains("yours (since HEAD)"))
    #expect(!errors.contains { $0.contains("could not be measured") })
  }

  /// An architecture being added has no solution yet: starting a request for it applies the
  /// others', and names its own command quoted when its name has a space.
  @Test func anArchitectureWithoutASolutionYetCanStart() throws {
    let git = try repository { root in
      try FileManager.default.removeItem(
        atPath: "\(root)/Scenarios/Changes/payment-limit/swiftuistate.patch")
    }
    defer { try? FileManager.default.removeItem(atPath: git.root) }
    let (status, output, _) = start("payment-limit", "SwiftUIState", in: git)
    #expect(status == .success)
    #expect(
      output.first?.contains(#"changes check payment-limit --architecture "SwiftUI state""#)
        == true)
  }
}
