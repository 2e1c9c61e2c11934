import Foundation
import Testing

@testable import ChangeRequests
@testable import Scenarios
@testable import WorkbenchCommands

/// A request written on top of another (`**Builds on:**`): its solutions apply after the
/// base's, its cost is measured from the base's solution, and the base's scenarios still
/// apply.
struct StackedRequestTests {
  /// A package root with `files` (path to text, relative to `Scenarios/Changes`).
  private func package(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appending(path: "stack-\(UUID())").path
    for (path, text) in files {
      let full = "\(root)/\(ChangeRequest.directory)/\(path)"
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return root
  }

  private let cache = """
    --- /dev/null
    +++ b/Sources/Architectures/MVC/Cache.swift
    @@ -0,0 +1,2 @@
    +struct Cache {
    +}

    """
  private let swap = """
    --- a/Sources/Architectures/MVC/Cache.swift
    +++ b/Sources/Architectures/MVC/Cache.swift
    @@ -1,2 +1,3 @@
     struct Cache {
    +  var file = "users.json"
     }

    """

  private func stack() throws -> String {
    try package([
      "cache/REQUEST.md": "# Change request: a cache\n",
      "cache/mvc.patch": cache,
      "cache/cache.scenario": "", "cache/kept.scenario": "",
      "swap/REQUEST.md": "# Change request: a swap\n\n**Builds on:** `cache`\n",
      "swap/mvc.patch": swap,
      "swap/kept.scenario": "", "swap/swap.scenario": "",
    ])
  }

  @Test func aStackedRequestIsMeasuredFromItsBasesSolution() throws {
    let root = try stack()
    defer { try? FileManager.default.removeItem(atPath: root) }

    let swap = try #require(try ChangeRequest.load(["swap"], root: root, targets: ["MVC"]).first)
    let cost = try #require(
      try swap.costs(targets: ["MVC"], read: ChangeRequest.reader(root))["MVC"])
    let changed = try swap.applying(["MVC"], root: root)

    #expect(swap.bases.map(\.name) == ["cache"])
    #expect((cost.linesAdded, cost.linesRemoved, cost.filesAdded) == (1, 0, 0))
    #expect(
      changed.after["Sources/Architectures/MVC/Cache.swift"]
        == "struct Cache {\n  var file = \"users.json\"\n}\n")
  }

  @Test func aStackedRequestKeepsItsBasesScenariosAndIsNoPairWithIt() throws {
    let root = try stack()
    defer { try? FileManager.default.removeItem(atPath: root) }

    let requests = try ChangeRequest.loadAll(root: root, targets: ["MVC"])

    #expect(
      requests[1].suite(root: root) == [
        "Scenarios/Changes/cache/cache.scenario", "Scenarios/Changes/swap/kept.scenario",
        "Scenarios/Changes/swap/swap.scenario",
      ])
    #expect(ChangeRequest.pairs(requests).isEmpty)
  }

  @Test func requestsThatBuildOnEachOtherAreRefused() throws {
    let root = try package([
      "a/REQUEST.md": "# Change request: a\n\n**Builds on:** `b`\n", "a/mvc.patch": cache,
      "a/a.scenario": "",
      "b/REQUEST.md": "# Change request: b\n\n**Builds on:** `a`\n", "b/mvc.patch": cache,
      "b/b.scenario": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }

    #expect {
      _ = try ChangeRequest.load(["a"], root: root, targets: ["MVC"])
    } throws: { error in
      (error as? ScenarioLoadError)?.errors.map(\.description) == [
        "Scenarios/Changes/a/REQUEST.md: builds on itself: a → b → a (its **Builds on:** lines)"
      ]
    }
  }
}

/// The stack (Scenarios/Stack/): the requests one after another, and each architecture's
/// largest type measured after each step.
struct StackGrowthTests {
  @Test func theLargestTypeIsMeasuredAfterEachStep() throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "stack-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let controller = "Sources/Architectures/MVC/Controllers/UsersViewController.swift"
    let grow = """
      --- a/\(controller)
      +++ b/\(controller)
      @@ -1,3 +1,5 @@
       final class UsersViewController {
         func a() {}
      +  func b() {}
      +  func c() {}
       }

      """
    let growMore = """
      --- a/\(controller)
      +++ b/\(controller)
      @@ -3,3 +3,5 @@
         func b() {}
         func c() {}
      +  func d() {}
      +  func e() {}
       }

      """
    for (path, text) in [
      (controller, "final class UsersViewController {\n  func a() {}\n}\n"),
      ("\(ChangeRequest.directory)/grow/REQUEST.md", "# Change request: grow\n"),
      ("\(ChangeRequest.directory)/grow/mvc.patch", grow),
      ("\(ChangeStack.directory)/01-grow/mvc.patch", grow),
      ("\(ChangeStack.directory)/02-grow/mvc.patch", growMore),
    ] {
      let full = "\(root)/\(path)"
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    let mvc = try #require(Architectures.all.first { $0.target == "MVC" })

    let stack = try #require(
      try ChangeStack.load(root: root, targets: ["MVC"], requests: ["grow"]))
    let growth = try StackGrowth.measure(root: root, stack: stack, architectures: [mvc])

    #expect(growth.steps == ["as it is", "grow", "grow"])
    #expect(
      growth.series[0].stages.map { $0.largestTypes["ViewController"]?.codeLines }
        == [3, 5, 7])
    #expect(growth.series[0].stages.map(\.violations) == [0, 0, 0])
  }

  @Test func aStepFolderNamesItsRequest() throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "stack-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: "\(root)/\(ChangeStack.directory)/1-unknown", withIntermediateDirectories: true)

    #expect {
      _ = try ChangeStack.load(root: root, targets: ["MVC"], requests: ["grow"])
    } throws: { error in
      (error as? ScenarioLoadError)?.errors.map(\.description) == [
        "Scenarios/Stack/1-unknown: expected a step's folder named NN-REQUEST, such as "
          + "03-load-more, for one of the requests of Scenarios/Changes/"
      ]
    }
  }
}
