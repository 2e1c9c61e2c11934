import Foundation
import Registration
import SourceMetrics
import Testing
import WorkbenchCommands
import WorkbenchTestSupport

/// Adding an architecture halfway fails here, naming the forgotten step of
/// docs/ADDING_AN_ARCHITECTURE.md: every folder in `Sources/Architectures` has its README with
/// the sections every README has, its test target with `ScreenLifetimeTests`, its line in
/// Package.swift's `architectures` list and an app registered in `Architectures.all`; every
/// registered app lives in such a folder and has a name of its own. `TestPlanTests` checks
/// that each folder's tests cover the test plan.
struct ArchitectureRegistrationTests {
  /// An app as `Architectures.all` registers it.
  struct Registered {
    var name: String
    var target: String
  }

  static let guide = "docs/ADDING_AN_ARCHITECTURE.md"

  /// The `##` sections every architecture's README has, besides one on where each behaviour
  /// of the feature lives, whose title says "behaviour".
  static let sections = [
    "Roles", "Dependency direction", "Figures", "When to use it, when to avoid it", "Tests",
  ]

  /// Every folder of `Sources/Architectures` in the package, sorted.
  static let folders = folders(root: packageRoot)

  static func folders(root: String) -> [String] {
    let parent = "\(root)/Sources/Architectures"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: "\(parent)/\(name)", isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// The folder names in Package.swift's `architectures` list: each entry is a tuple that
  /// starts `("Name", [`. Nil when the list is not found.
  static func packageEntries(root: String) -> [String]? {
    guard let manifest = try? String(contentsOfFile: "\(root)/Package.swift", encoding: .utf8),
      let start = manifest.range(of: "let architectures"),
      let end = manifest.range(of: "let package", range: start.upperBound..<manifest.endIndex)
    else { return nil }
    return manifest[start.upperBound..<end.lowerBound].matches(of: #/\(\s*"([^"]+)"\s*,\s*\[/#)
      .map { String($0.1) }
  }

  /// What is missing, one sentence a problem, each naming the step that adds it.
  static func problems(root: String, registered: [Registered]) -> [String] {
    func step(_ number: Int) -> String { "step \(number) of \(guide)" }
    let fileManager = FileManager.default
    var problems: [String] = []
    let entries = packageEntries(root: root)
    if entries == nil {
      problems.append("Package.swift has no `architectures` list before `let package`")
    }
    for folder in folders(root: root) {
      let source = "Sources/Architectures/\(folder)"
      let readme = "\(source)/README.md"
      if let text = try? String(contentsOfFile: "\(root)/\(readme)", encoding: .utf8) {
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
          String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        }
        for section in sections where !headings.contains(section) {
          problems.append("\(readme) has no section \"## \(section)\": \(step(4))")
        }
        if !headings.contains(where: { $0.lowercased().contains("behaviour") }) {
          problems.append(
            "\(readme) has no section on where each behaviour of docs/FEATURE.md lives (a "
              + "heading with \"behaviour\", such as \"## Where each behaviour happens\"): "
              + step(4))
        }
      } else {
        problems.append("\(source) has no README.md: \(step(4))")
      }
      let tests = RegisteredArchitecture.testFolder(ofTarget: folder)
      if let files = try? fileManager.contentsOfDirectory(atPath: "\(root)/\(tests)") {
        let declaresLifetimeTests = files.contains { file in
          let text = try? String(contentsOfFile: "\(root)/\(tests)/\(file)", encoding: .utf8)
          return text?.contains("struct ScreenLifetimeTests") == true
        }
        if !declaresLifetimeTests {
          problems.append(
            "\(tests) has no ScreenLifetimeTests (nothing outlives its screen, docs/CANON.md 1): "
              + step(5))
        }
      } else {
        problems.append("\(source) has no test target \(tests): \(step(1))")
      }
      if let entries, !entries.contains(folder) {
        problems.append(
          "\(source) is not in Package.swift's `architectures` list, so it is never built: "
            + step(2))
      }
      if !registered.contains(where: { $0.target == folder }) {
        problems.append(
          "\(source) has no app registered in Architectures.all "
            + "(Sources/Workbench/WorkbenchCommands/Architectures/): \(step(3))")
      }
    }
    for app in registered
    where !fileManager.fileExists(
      atPath: "\(root)/\(RegisteredArchitecture.sourceFolder(ofTarget: app.target))")
    {
      problems.append(
        "Architectures.all registers \(app.name) from module \(app.target), which has no folder "
          + "\(RegisteredArchitecture.sourceFolder(ofTarget: app.target)): the app's module is named like "
          + "its folder, \(step(1))")
    }
    let byName = Dictionary(grouping: registered) { $0.name.lowercased() }
    for (_, apps) in byName.sorted(by: { $0.key < $1.key }) where apps.count > 1 {
      problems.append(
        "\(apps.count) apps in Architectures.all are named \(apps[0].name) (names ignore case "
          + "on the command line), from \(apps.map(\.target).joined(separator: ", ")): give "
          + "each app a name of its own, \(step(1))")
    }
    return problems
  }

  @Test func everyArchitectureIsAddedAllTheWay() {
    let registered = Architectures.all.map { Registered(name: $0.name, target: $0.target) }
    for problem in Self.problems(root: packageRoot, registered: registered) {
      Issue.record(Comment(rawValue: problem))
    }
  }

  /// A registration names its app's module as its target: the module the compiler put the
  /// app in, so folders, test targets and coverage runs are the app's own.
  @Test func everyRegistrationNamesItsAppsModule() {
    for architecture in Architectures.all {
      let module = String(String(reflecting: architecture.app).prefix { $0 != "." })
      #expect(architecture.target == module, "\(architecture.name)")
    }
  }

  /// A folder with nothing but its app, an app from a module without a folder, a name taken
  /// twice and a README without its Tests section: each problem names its step.
  @Test func anArchitectureAddedHalfwayIsNamedWithItsForgottenSteps() throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "half-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(_ text: String, to path: String) throws {
      let url = URL(filePath: "\(root)/\(path)")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      "let architectures: [(name: String, modules: [Module])] = [\n"
        + "  (\n    \"MVC\",\n    [Module(name: \"MVC\")]\n  )\n]\nlet package = 0\n",
      to: "Package.swift")
    try write(
      (Self.sections.dropLast() + ["Where each behaviour happens"]).map { "## \($0)\n" }.joined(),
      to: "Sources/Architectures/MVC/README.md")
    try write(
      "struct ScreenLifetimeTests {}\n",
      to: "Tests/Architectures/MVCTests/ScreenLifetimeTests.swift")
    try write("final class FooApp {}\n", to: "Sources/Architectures/Foo/FooApp.swift")

    let problems = Self.problems(
      root: root,
      registered: [
        Registered(name: "MVC", target: "MVC"), Registered(name: "mvc", target: "Bar"),
      ])
    #expect(
      problems == [
        "Sources/Architectures/Foo has no README.md: step 4 of \(Self.guide)",
        "Sources/Architectures/Foo has no test target Tests/Architectures/FooTests: step 1 of "
          + Self.guide,
        "Sources/Architectures/Foo is not in Package.swift's `architectures` list, so it is "
          + "never built: step 2 of \(Self.guide)",
        "Sources/Architectures/Foo has no app registered in Architectures.all "
          + "(Sources/Workbench/WorkbenchCommands/Architectures/): step 3 of \(Self.guide)",
        "Sources/Architectures/MVC/README.md has no section \"## Tests\": step 4 of \(Self.guide)",
        "Architectures.all registers mvc from module Bar, which has no folder "
          + "Sources/Architectures/Bar: the app's module is named like its folder, step 1 of "
          + Self.guide,
        "2 apps in Architectures.all are named MVC (names ignore case on the command line), "
          + "from MVC, Bar: give each app a name of its own, step 1 of \(Self.guide)",
      ])
  }
}
