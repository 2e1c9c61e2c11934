import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeRequests
@testable import Reports
@testable import Scenarios
@testable import SourceMetrics
@testable import WorkbenchCommands
@testable import WorkbenchSupport

/// Change requests (Scenarios/Changes/README.md): patches read and applied as `git apply`
/// does, what a change costs, and the requests' folders checked before anything is built.
struct ChangeRequestTests {
  private func apply(_ patch: String, to files: [String: String]) throws -> [String: String] {
    var files = files
    try UnifiedDiff(patch, path: "x.patch").apply(to: &files)
    return files
  }

  @Test func aGitPatchChangesAddsDeletesAndRenamesFiles() throws {
    let patch = """
      diff --git a/A.swift b/A.swift
      index 1111111..2222222 100644
      --- a/A.swift
      +++ b/A.swift
      @@ -1,3 +1,3 @@
       one
      -two
      +TWO
       three
      @@ -6,2 +6,3 @@ struct A {
       six
       seven
      +eight
      diff --git a/New.swift b/New.swift
      new file mode 100644
      index 0000000..3333333
      --- /dev/null
      +++ b/New.swift
      @@ -0,0 +1,2 @@
      +struct New {}
      +protocol P {}
      diff --git a/Gone.swift b/Gone.swift
      deleted file mode 100644
      --- a/Gone.swift
      +++ /dev/null
      @@ -1 +0,0 @@
      -gone
      diff --git a/Old.swift b/Renamed.swift
      similarity index 100%
      rename from Old.swift
      rename to Renamed.swift

      """
    let files = try apply(
      patch,
      to: [
        "A.swift": "one\ntwo\nthree\nfour\nfive\nsix\nseven\n", "Gone.swift": "gone\n",
        "Old.swift": "kept\n",
      ])
    #expect(
      files == [
        "A.swift": "one\nTWO\nthree\nfour\nfive\nsix\nseven\neight\n",
        "New.swift": "struct New {}\nprotocol P {}\n", "Renamed.swift": "kept\n",
      ])
  }

  @Test func aHunkStillAppliesWhenLinesAboveItMoved() throws {
    let patch = """
      --- a/A.swift
      +++ b/A.swift
      @@ -2,2 +2,2 @@
       b
      -c
      +C

      """
    let files = try apply(patch, to: ["A.swift": "new\nlines\na\nb\nc\n"])
    #expect(files["A.swift"] == "new\nlines\na\nb\nC\n")
  }

  @Test func aHunkWhoseLinesAreGoneNamesThePatchAndItsLine() throws {
    let patch = """
      diff --git a/A.swift b/A.swift
      --- a/A.swift
      +++ b/A.swift
      @@ -1,2 +1,2 @@
       a
      -b
      +B

      """
    #expect {
      _ = try apply(patch, to: ["A.swift": "a\nchanged\n"])
    } throws: { error in
      let error = error as? ScenarioError
      return error?.path == "x.patch" && error?.line == 4
        && error?.message.contains("hunk 1 of A.swift does not apply") == true
    }
    #expect(throws: ScenarioError.self) { _ = try apply(patch, to: [:]) }
  }

  @Test func aMalformedPatchIsRefusedWithItsLine() throws {
    #expect(
      throws: ScenarioError(
        path: "x.patch", line: 3, message: "malformed hunk header '@@ -x +1 @@'")
    ) {
      _ = try UnifiedDiff("--- a/A.swift\n+++ b/A.swift\n@@ -x +1 @@\n", path: "x.patch")
    }
    #expect(throws: ScenarioError(path: "x.patch", line: nil, message: "holds no diff")) {
      _ = try UnifiedDiff("just words\n", path: "x.patch")
    }
    // What `git diff` writes when nothing changed: a solution that changes nothing.
    #expect(try UnifiedDiff("", path: "x.patch").files.isEmpty)
    #expect(throws: ScenarioError.self) {
      _ = try UnifiedDiff("--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\n", path: "x.patch")
    }
  }

  @Test func aMissingNewlineAtTheEndIsKeptOrAdded() throws {
    let patch = """
      --- a/A.swift
      +++ b/A.swift
      @@ -1 +1 @@
      -a
      \\ No newline at end of file
      +b

      """
    #expect(try apply(patch, to: ["A.swift": "a"])["A.swift"] == "b\n")
    let removing = """
      --- a/A.swift
      +++ b/A.swift
      @@ -1 +1 @@
      -a
      +b
      \\ No newline at end of file

      """
    #expect(try apply(removing, to: ["A.swift": "a\n"])["A.swift"] == "b")
  }

  @Test func theCostCountsSwiftFilesLinesTypesProtocolsAndRoles() {
    let folder = "Sources/Architectures/MVVM"
    let before = [
      "\(folder)/UsersViewModel.swift": "final class UsersViewModel {\n  var a = 1\n}\n",
      "\(folder)/README.md": "text\n",
      "Tests/Architectures/MVVMTests/UsersTests.swift": "struct UsersTests {}\n",
    ]
    let after = [
      "\(folder)/UsersViewModel.swift":
        "final class UsersViewModel {\n  var a = 2\n  var b = 3\n}\n",
      "\(folder)/README.md": "more text\nand more\n",
      "\(folder)/ReceiptViewController.swift":
        "protocol ReceiptDisplaying {}\nfinal class ReceiptViewController {}\nstruct Row {}\n",
      "Tests/Architectures/MVVMTests/UsersTests.swift": "struct UsersTests {\n}\n",
    ]
    let cost = ChangeCost(before: before, after: after)
    #expect(cost.filesChanged == 1)
    #expect(cost.filesAdded == 1)
    #expect(cost.linesAdded == 5)
    #expect(cost.linesRemoved == 1)
    #expect(cost.testFiles == 1)
    #expect((cost.testLinesAdded, cost.testLinesRemoved) == (2, 1))
    #expect(cost.typesAdded == 2)
    #expect(cost.protocolsAdded == 1)
    #expect(cost.roles == ["ViewController", "ViewModel"])
    #expect(cost.linesByRole == ["ViewModel": 3, "ViewController": 3])
    #expect(
      cost.cells == ["2 (1 new)", "+5 -1", "+2 -1", "2", "1", "ViewController, ViewModel"])
    let removed = ChangeCost(before: after, after: before)
    #expect((removed.typesAdded, removed.protocolsAdded) == (-2, -1))
    #expect(ChangeCost.total([cost, removed]).linesChanged == 12)
  }

  /// A request reusing the Users screen: a solution that copies the view model's search into
  /// a new file and changes one of its lines has changed 2 lines of the screen and copied 1
  /// (the short lines it copied too are not counted).
  @Test func reuseCountsTheLinesChangedInAndCopiedFromTheReusedScreen() throws {
    let folder = "Sources/Architectures/MVVM"
    let search = "    let matches = users.filter { $0.name.contains(query) }\n"
    let before = [
      "\(folder)/UsersViewModel.swift":
        "final class UsersViewModel {\n  func search() {\n" + search + "  }\n  var a = 1\n}\n",
      "\(folder)/UserDetailViewModel.swift": "final class UserDetailViewModel {}\n",
    ]
    var after = before
    after["\(folder)/UsersViewModel.swift"] = before["\(folder)/UsersViewModel.swift"]!
      .replacingOccurrences(of: "var a = 1", with: "var a = 2")
    after["\(folder)/ChooserViewModel.swift"] =
      "final class ChooserViewModel {\n  func search() {\n" + search + "  }\n}\n"
    let reuse = ScreenReuse(prefixes: ["Users", "UserList"], before: before, after: after)
    #expect(reuse == ScreenReuse(linesChanged: 2, linesCopied: 1))
    #expect(ScreenReuse(prefixes: ["Users"], before: before, after: before) == ScreenReuse())
    let text = "# Change request: x\n\n**Reused screen:** `Users`, `UserList` (files)\n"
    #expect(ChangeRequest.names(after: "**Reused screen:**", in: text) == ["Users", "UserList"])
    #expect(ChangeRequest.names(after: "**Reused screen:**", in: "# Change request: x\n").isEmpty)
  }

  /// A solution's new file counts its copies too: the request measures every file the patch
  /// adds, changes or removes against the whole screen, files the patch leaves alone included.
  @Test func aNewFileThatCopiesTheReusedScreenIsCounted() throws {
    let line = "    let matches = users.filter { $0.name.contains(query) }"
    let files = [
      "Sources/Architectures/MVVM/UsersViewModel.swift":
        "final class UsersViewModel {\n\(line)\n}\n"
    ]
    let patch = """
      diff --git a/Sources/Architectures/MVVM/ChooserViewModel.swift b/Sources/Architectures/MVVM/ChooserViewModel.swift
      new file mode 100644
      --- /dev/null
      +++ b/Sources/Architectures/MVVM/ChooserViewModel.swift
      @@ -0,0 +1,3 @@
      +final class ChooserViewModel {
      +\(line)
      +}

      """
    let request = ChangeRequest(
      name: "choose", title: "Choose", shared: nil,
      solutions: ["MVVM": try UnifiedDiff(patch, path: "mvvm.patch")], scenarioPaths: [],
      reusedScreen: ["Users"])
    let costs = try request.costs(
      targets: ["MVVM"], read: { files[$0] }, reuse: { _ in Array(files.keys) })
    #expect(costs["MVVM"]?.reuse == ScreenReuse(linesChanged: 0, linesCopied: 1))
    #expect(try request.costs(targets: ["MVVM"], read: { files[$0] })["MVVM"]?.reuse == nil)
  }

  @Test func theLinesOfAMinimalDiffAreCounted() {
    #expect(ChangeCost.lineChanges(from: "a\nb\nc\n", to: "a\nx\nc\nd\n") == (2, 1))
    #expect(ChangeCost.lineChanges(from: "", to: "a\nb\n") == (2, 0))
    #expect(ChangeCost.lineChanges(from: "a\n", to: "a\n") == (0, 0))
  }

  /// A request folder with `files` (name to text) in a package root of its own.
  private func package(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appending(path: "changes-\(UUID())").path
    for (path, text) in files {
      let full = "\(root)/\(ChangeRequest.directory)/request/\(path)"
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return root
  }

  private func patch(_ path: String) -> String {
    "--- /dev/null\n+++ b/\(path)\n@@ -0,0 +1 @@\n+struct X {}\n"
  }

  @Test func aRequestNeedsASolutionPerArchitectureWithinItsFolders() throws {
    let root = try package([
      "REQUEST.md": "# Change request: a thing\n",
      "mvc.patch": patch("Sources/Architectures/MVVM/X.swift"),
      "mvcc.patch": patch("Sources/Architectures/MVC/X.swift"),
      "shared.patch": patch("Sources/Workbench/X.swift"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = "\(ChangeRequest.directory)/request"
    #expect {
      _ = try ChangeRequest.loadAll(root: root, targets: ["MVC", "VIPER"])
    } throws: { error in
      let errors = (error as? ScenarioLoadError)?.errors.map(\.description) ?? []
      return errors == [
        "\(folder)/mvc.patch:1: changes Sources/Architectures/MVVM/X.swift; this patch may "
          + "change only Sources/Architectures/MVC/ and Tests/Architectures/MVCTests/",
        "\(folder)/viper.patch: missing: every request has a solution for every architecture",
        "\(folder)/mvcc.patch: not a patch the workbench knows: expected shared.patch or one "
          + "of mvc.patch, viper.patch",
        "\(folder)/shared.patch:1: changes Sources/Workbench/X.swift; this patch may change "
          + "only Sources/Shared/ and Tests/Shared/",
        "\(folder): holds no .scenario files: a request says what the changed app must pass",
      ]
    }
    #expect(throws: ScenarioLoadError.self) {
      _ = try ChangeRequest.load(["nonexistent"], root: root, targets: ["MVC"])
    }
  }

  /// A move every pattern makes once (the view layer to SwiftUI) is measured and reported,
  /// but neither paired with the product changes nor summed with them.
  @Test func aRequestLeftOutOfTheMatrixIsNeitherPairedNorSummed() throws {
    let root = try package([
      "REQUEST.md": "# Change request: a move\n\n**Matrix:** left out (a move)\n",
      "mvc.patch": patch("Sources/Architectures/MVC/X.swift"), "a.scenario": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let move = try #require(try ChangeRequest.loadAll(root: root, targets: ["MVC"]).first)
    #expect(move.isLeftOutOfSums)
    var product = move
    (product.name, product.isLeftOutOfSums) = ("product", false)
    var other = product
    other.name = "other"
    #expect(
      ChangeRequest.pairs([move, product, other]).map { "\($0.0.name) \($0.1.name)" } == [
        "product other"
      ])
    var cost = ChangeCost()
    cost.linesAdded = 3
    let costs = ChangeCosts(requests: [
      .init(name: "product", title: "", costs: [cost]),
      .init(name: "move", title: "", costs: [cost], isLeftOutOfSums: true),
    ])
    #expect(costs.summed.map(\.name) == ["product"])
    #expect(costs.totals.map(\.linesChanged) == [3])
  }

  @Test func theChangedAppsSuiteReplacesScenariosByFileName() throws {
    let root = try package([
      "REQUEST.md": "# Change request: a thing\n",
      "mvc.patch": patch("Sources/Architectures/MVC/X.swift"),
      "users-load.scenario": "", "new.scenario": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    for name in ["users-load.scenario", "users-empty.scenario"] {
      try "".write(toFile: "\(root)/Scenarios/\(name)", atomically: true, encoding: .utf8)
    }
    let request = try #require(try ChangeRequest.loadAll(root: root, targets: ["MVC"]).first)
    #expect(request.title == "a thing")
    #expect(
      request.suite(root: root) == [
        "Scenarios/users-empty.scenario", "Scenarios/Changes/request/new.scenario",
        "Scenarios/Changes/request/users-load.scenario",
      ])
  }

  /// What CI relies on before it builds anything: every solution of every request applies
  /// to the sources as they are now.
  @Test func everySolutionAppliesToTheCurrentSources() throws {
    let requests = try ChangeRequest.loadAll(root: ".", targets: ChangesCommand.targets)
    #expect(requests.count >= 4, "the issue asks for at least four change requests")
    for request in requests {
      let costs = try request.costs(
        targets: ChangesCommand.targets, read: ChangeRequest.reader("."))
      #expect(costs.count == ChangesCommand.targets.count, "\(request.name)")
      // An empty solution says so: the architecture needs no change (SwiftUI state's move to
      // SwiftUI); any other changes source lines.
      for (target, cost) in costs where request.solutions[target]?.files.isEmpty == false {
        #expect(cost.linesChanged > 0, "\(request.name) in \(target) changes no source line")
      }
    }
  }

  /// Two teams, one request each: a merge that is clean holds both solutions and both
  /// suites; one that is not names the files.
  @Test func twoRequestsMergeCleanlyOrNameTheirConflicts() throws {
    let requests = try ChangeRequest.loadAll(root: ".", targets: ChangesCommand.targets)
    let byName = Dictionary(uniqueKeysWithValues: requests.map { ($0.name, $0) })
    let (loadMore, receipt, sort) = (
      try #require(byName["load-more"]), try #require(byName["receipt"]),
      try #require(byName["sort-by-name"])
    )
    let clean = try loadMore.merged(with: receipt, ChangesCommand.targets, root: ".")
    #expect(clean.conflicts.isEmpty)
    #expect(clean.request.name == "load-more + receipt")
    let suite = clean.request.suite(root: ".")
    #expect(suite.contains { $0.hasPrefix("Scenarios/Changes/load-more/") })
    #expect(suite.contains { $0.hasPrefix("Scenarios/Changes/receipt/") })
    let changed = try #require(clean.changed)
    let alone = try loadMore.applying(ChangesCommand.targets, root: ".")
    #expect(Set(alone.after.keys).isSubset(of: Set(changed.after.keys)))
    let clash = try loadMore.merged(with: sort, ChangesCommand.targets, root: ".")
    #expect(clash.changed.map { _ in true } == nil)
    #expect(clash.conflicts.contains { $0.hasSuffix("UsersViewController.swift") })
  }

  @Test func theCommandLinesParse() throws {
    #expect(try Arguments.parse(["changes"]) == .run(ChangesCommand(requests: [])))
    #expect(try Arguments.parse(["changes", "--pairs"]) == .run(ChangesCommand(pairs: true)))
    #expect(
      try Arguments.parse(["changes", "--request", "a", "--request", "b"])
        == .run(ChangesCommand(requests: ["a", "b"])))
    #expect(
      try Arguments.parse([
        "changes", "check", "receipt", "--architecture", "MVC", "--base", "main",
      ])
        == .run(ChangesCheckCommand(request: "receipt", architectures: ["MVC"], base: "main")))
    #expect(try Arguments.parse(["help", "changes", "check"]) == .help(command: "changes check"))
    #expect(throws: UsageError.self) { _ = try Arguments.parse(["changes", "check"]) }
    #expect(
      Arguments.help("changes check", architectures: ["MVC"]).contains(
        "USAGE: workbench changes check <request> [--architecture <name> ...] [--base <commit>]"))
  }
}

extension ChangeRequestTests {
  /// `changes check` tells whether a request's shared patch is in the working tree by
  /// undoing it: the reversed patch gives the files back as they were.
  @Test func aReversedPatchUndoesIt() throws {
    let patch = """
      diff --git a/A.swift b/A.swift
      --- a/A.swift
      +++ b/A.swift
      @@ -1,2 +1,3 @@
       a
      -b
      +B
      +c
      \\ No newline at end of file
      diff --git a/New.swift b/New.swift
      new file mode 100644
      --- /dev/null
      +++ b/New.swift
      @@ -0,0 +1 @@
      +new

      """
    let diff = try UnifiedDiff(patch, path: "x.patch")
    let original = ["A.swift": "a\nb\n"]
    var files = original
    try diff.apply(to: &files)
    #expect(files == ["A.swift": "a\nB\nc", "New.swift": "new\n"])
    try diff.reversed.apply(to: &files)
    #expect(files == original)
    #expect(throws: ScenarioError.self) { try diff.reversed.apply(to: &files) }
  }
}

/// `changes check` in a repository of its own: the attendee applied the reference solution
/// by hand, so their diff costs what the reference costs; this build of MVC is unchanged, so
/// the request's new scenarios fail.
@MainActor
struct ChangesCheckTests {
  /// A package root of its own with copies of `paths`.
  private func copy(_ paths: [String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appending(path: "check-\(UUID())").path
    for path in paths {
      try FileManager.default.createDirectory(
        atPath: ("\(root)/\(path)" as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: "\(packageRoot)/\(path)", toPath: "\(root)/\(path)")
    }
    return root
  }

  @Test func anAttendeesDiffIsMeasuredBesideTheReference() async throws {
    let root = try copy([
      "Package.swift", "Scenarios", "Sources/Architectures/MVC", "Tests/Architectures/MVCTests",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let git = try #require(Platform.current.onPath("git"))
    for arguments in [
      ["init", "-q"], ["add", "-A"],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"],
    ] {
      _ = try ProcessRunner.run(git, ["-C", root] + arguments)
    }
    let request = try #require(
      try ChangeRequest.load(["receipt"], root: root, targets: ChangesCommand.targets).first)
    let files = try ChangeRequest.applying(
      [request.solutions["MVC"]!], read: ChangeRequest.reader(root)
    ).after
    for (path, text) in files {
      try FileManager.default.createDirectory(
        atPath: ("\(root)/\(path)" as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try text.write(toFile: "\(root)/\(path)", atomically: true, encoding: .utf8)
    }
    var output: [String] = []
    var errors: [String] = []
    let status = await ChangesCommand.check(
      ChangesCheckCommand(request: "receipt"),
      in: CommandContext(
        architectures: [Architectures.named("MVC")!], runner: InProcessRunner(),
        console: Console(output: { output.append($0) }, errors: { errors.append($0) }),
        command: "changes check"), root: root)
    #expect(status == .failure)
    let table = try #require(output.first { $0.contains("reference solution") })
    let rows = table.split(separator: "\n").dropFirst().map {
      $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      }
    }
    #expect(rows.count == 2)
    #expect(rows[0].dropFirst(2) == rows[1].dropFirst(2), "\(table)")
    #expect(rows[0][1] == "yours (since HEAD)")
    // Equal because the diff was measured, not because both are empty.
    #expect(rows[0][3] != "+0 -0", "\(table)")
    #expect(output.last == "Some scenarios fail: the matrix above.")
    #expect(errors.isEmpty)
  }
}

extension ChangeRequestTests {
  /// The copy `changes` builds in: a removed file goes, a changed one is rewritten, and an
  /// unchanged one is left alone, so the build sees it unchanged.
  @Test func theCopyIsRewrittenOnlyWhereAFileDiffers() throws {
    let copy = FileManager.default.temporaryDirectory.appending(path: "copy-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let package = [
      "Package.swift": Data("manifest\n".utf8), "Sources/A.swift": Data("a\n".utf8),
      "Sources/B.swift": Data("b\n".utf8),
    ]
    try PackageCopy.sync(package, changed: ([:], [:]), into: copy)
    let manifest = "\(copy)/Package.swift"
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: manifest)
    try PackageCopy.sync(
      package,
      changed: (["Sources/A.swift": "a\n", "Sources/B.swift": "b\n"], ["Sources/A.swift": "A\n"]),
      into: copy)
    #expect(PackageCopy.files(in: copy).sorted() == ["Package.swift", "Sources/A.swift"])
    #expect(ChangeRequest.reader(copy)("Sources/A.swift") == "A\n")
    let modified = try FileManager.default.attributesOfItem(atPath: manifest)[.modificationDate]
    #expect(modified as? Date == old)
  }
}
