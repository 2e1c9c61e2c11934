// swift-tools-version: 6.2
import PackageDescription

/// Every target: Swift 6 mode, warnings are errors, and nonisolated async functions run on
/// their caller's actor (Swift 6.2's approachable concurrency), as app code expects.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// What an architecture may use: the banking domain, its display formatter and messages,
/// the app's runtime (environment, clock,
/// backend client), the UI kits (UIKit's and SwiftUI's stand-ins) and the harness contract.
/// Never another architecture.
let shared: [Target.Dependency] = [
  "Banking", "Display", "AppRuntime", "HeadlessUI", "HeadlessSwiftUI", "HarnessContract",
]

/// One target of an architecture: its module name, its folder under the architecture's
/// folder (nil: the whole folder), what it depends on, and the folders under its own it
/// leaves to other modules. The architecture's test target may use every one of them.
struct Module {
  var name: String
  var folder: String? = nil
  var dependencies: [Target.Dependency] = shared
  var exclude: [String] = []
}

/// The architectures, each in `Sources/Architectures/NAME` with a README beside its sources
/// and one test target in `Tests/Architectures/NAMETests`. The last module of each is the
/// one the harness runs, named like the folder.
let architectures: [(name: String, modules: [Module])] = [
  ("MVC", [Module(name: "MVC")]),
  ("MVVM", [Module(name: "MVVM")]),
  ("MVVMCoordinator", [Module(name: "MVVMCoordinator")]),
  ("VIPER", [Module(name: "VIPER")]),
  (
    "Clean",
    [
      // The layers are modules, so the compiler enforces the dependency rule.
      Module(name: "CleanDomain", folder: "Domain", dependencies: ["Banking"]),
      Module(
        name: "CleanData", folder: "Data", dependencies: ["CleanDomain", "Banking", "AppRuntime"]),
      Module(
        name: "CleanPresentation", folder: "Presentation",
        dependencies: [
          "CleanDomain", "Banking", "Display", "HeadlessUI", "HeadlessSwiftUI", "AppRuntime",
        ]),
      Module(
        name: "Clean", folder: "App",
        dependencies: ["CleanDomain", "CleanData", "CleanPresentation"] + shared),
    ]
  ),
  (
    "Unidirectional",
    [
      // The runtime an app would take from a library (The Composable Architecture), and its
      // test store, which only the tests use, as a library's test-support module.
      Module(
        name: "UnidirectionalRuntime", folder: "Runtime",
        dependencies: ["HeadlessUI", "AppRuntime"],
        exclude: ["TestSupport"]),
      Module(
        name: "UnidirectionalTestSupport", folder: "Runtime/TestSupport",
        dependencies: ["UnidirectionalRuntime"]),
      Module(
        name: "Unidirectional", dependencies: ["UnidirectionalRuntime"] + shared,
        exclude: ["Runtime"]),
    ]
  ),
  ("SwiftUIState", [Module(name: "SwiftUIState")]),
]

/// A target of the workbench, in `Sources/Workbench/<name>`.
func harness(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
  .target(
    name: name, dependencies: dependencies, path: "Sources/Workbench/\(name)",
    swiftSettings: strict)
}

/// The test target of a workbench target, in `Tests/Workbench/<target>Tests`: with the shared
/// test helpers, and unless it tests its target `alone`, the registration of the
/// architectures too.
func harnessTests(
  _ target: String, _ more: [String] = [], alone: Bool = false, exclude: [String] = []
) -> Target {
  let names =
    [target, "WorkbenchTestSupport", "WorkbenchSupport"]
    + (alone ? [] : ["SourceMetrics", "Registration", "WorkbenchCommands"]) + more
  return .testTarget(
    name: "\(target)Tests",
    // Each once, in the order first named.
    dependencies: names.enumerated().filter { !names[..<$0.offset].contains($0.element) }
      .map { .target(name: $0.element) },
    path: "Tests/Workbench/\(target)Tests", exclude: exclude, swiftSettings: strict)
}

let package = Package(
  name: "PatternWorkbench",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "workbench", targets: ["workbench"])
  ],
  dependencies: [],
  targets: [
    // Shared: the domain, the fake backend, the UI kit and the harness contract.
    .target(name: "Banking", path: "Sources/Shared/Banking", swiftSettings: strict),
    .target(
      name: "Display", dependencies: ["Banking"], path: "Sources/Shared/Display",
      swiftSettings: strict),
    .target(name: "AppRuntime", path: "Sources/Shared/AppRuntime", swiftSettings: strict),
    .target(name: "HeadlessUI", path: "Sources/Shared/HeadlessUI", swiftSettings: strict),
    // The SwiftUI stand-in: views as values over HeadlessUI, as SwiftUI is hosted in UIKit.
    .target(
      name: "HeadlessSwiftUI", dependencies: ["HeadlessUI"], path: "Sources/Shared/HeadlessSwiftUI",
      swiftSettings: strict),
    .target(
      name: "FakeBackend", dependencies: ["Banking", "AppRuntime"],
      path: "Sources/Shared/FakeBackend", swiftSettings: strict),
    .target(
      name: "HarnessContract", dependencies: ["AppRuntime", "FakeBackend", "HeadlessUI"],
      path: "Sources/Shared/HarnessContract", swiftSettings: strict),
    .testTarget(
      name: "BankingTests", dependencies: ["Banking", "Display"],
      path: "Tests/Shared/BankingTests",
      swiftSettings: strict),
    .testTarget(
      name: "FakeBackendTests",
      dependencies: ["FakeBackend", "Banking", "AppRuntime", "HarnessContract"],
      path: "Tests/Shared/FakeBackendTests", swiftSettings: strict),
    .testTarget(
      name: "HarnessContractTests", dependencies: ["AppRuntime", "HarnessContract", "HeadlessUI"],
      path: "Tests/Shared/HarnessContractTests", swiftSettings: strict),
    .testTarget(
      name: "HeadlessUITests", dependencies: ["HeadlessUI"], path: "Tests/Shared/HeadlessUITests",
      swiftSettings: strict),
    .testTarget(
      name: "HeadlessSwiftUITests",
      dependencies: ["HeadlessSwiftUI", "HeadlessUI", "HarnessContract", "AppRuntime"],
      path: "Tests/Shared/HeadlessSwiftUITests", swiftSettings: strict),

    // Workbench: the harness and the executable.
    // Support: files, processes, signals, the platform's differences; Foundation only.
    harness("WorkbenchSupport"),
    // What the workbench's test targets share: the package's paths and the one snapshot helper.
    .target(
      name: "WorkbenchTestSupport", dependencies: ["WorkbenchSupport"],
      path: "Tests/Workbench/WorkbenchTestSupport", swiftSettings: strict),
    // Swift source metrics: lines, tokens, declarations, roles, the tree walk behind
    // `analyze`; no architecture, UI kit or backend.
    harness("SourceMetrics", ["WorkbenchSupport"]),
    // What the workbench knows of each architecture besides its code (folders, aliases,
    // reading order, pattern rules, the sources' stars), and measuring its target and tests.
    harness("Registration", ["SourceMetrics", "HarnessContract"]),
    // Scenarios: the language, parser, runner, transcript and matrix; random walks and their
    // shrinking; the play session.
    harness(
      "Scenarios",
      [
        "WorkbenchSupport", "Banking", "AppRuntime", "FakeBackend", "HarnessContract", "HeadlessUI",
      ]),
    // Isolation: scenarios in worker processes, so a trap or a hang shows in its cell.
    harness("Isolation", ["Scenarios", "WorkbenchSupport", "HarnessContract"]),
    // Coverage: the coverage build, llvm-cov's export, what each scenario runs (footprints).
    harness(
      "Coverage", ["Registration", "Scenarios", "Isolation", "SourceMetrics", "WorkbenchSupport"]),
    // Change requests: patches, applying them, what a change costs.
    harness("ChangeRequests", ["Registration", "Scenarios", "SourceMetrics", "WorkbenchSupport"]),
    // Scale: the app grown to N features from each architecture's templates (docs/SCALE.md).
    harness(
      "Scale", ["ChangeRequests", "FakeBackend", "HeadlessUI", "Scenarios", "WorkbenchSupport"]),
    // Mutation testing: where each fault class can be planted, the sample, the schemata and
    // the results `mutate` commits.
    harness("Mutation", ["SourceMetrics", "WorkbenchSupport"]),
    // Reports: the comparison model, the decision matrix, Markdown, HTML, SVG and the writer.
    harness(
      "Reports",
      [
        "Registration", "Scenarios", "Coverage", "ChangeRequests", "Mutation", "Scale",
        "SourceMetrics", "WorkbenchSupport",
      ]),
    // The command line (each command's spec, parsing, and one file per command's run) and
    // the registration of the architectures: the only workbench target that imports them.
    harness(
      "WorkbenchCommands",
      [
        "Registration", "Scenarios", "Isolation", "Coverage", "ChangeRequests", "Mutation",
        "Reports", "Scale", "SourceMetrics", "WorkbenchSupport", "HarnessContract",
      ]
        + architectures.map { .target(name: $0.name) }),
    .executableTarget(
      name: "workbench", dependencies: ["WorkbenchCommands", "Reports", "WorkbenchSupport"],
      path: "Sources/Workbench/workbench",
      swiftSettings: strict),
    // The harness's tests: one target per target above, in Tests/Workbench/<Target>Tests. The
    // lower two test their target alone; the others may also use the registration.
    harnessTests("WorkbenchSupport", alone: true),
    harnessTests("SourceMetrics", alone: true, exclude: ["Fixtures"]),
    harnessTests("Registration", ["Coverage", "Reports"]),
    harnessTests(
      "Scenarios", ["Banking", "FakeBackend", "HarnessContract", "HeadlessUI", "AppRuntime", "MVC"]),
    harnessTests("Isolation", ["Scenarios"]),
    harnessTests("Coverage", ["Scenarios", "Reports"]),
    harnessTests("ChangeRequests", ["Scenarios", "Reports"]),
    harnessTests("Mutation", alone: true),
    harnessTests("Scale", ["FakeBackend"], alone: true),
    harnessTests("Reports", ["Scenarios", "Coverage", "ChangeRequests", "Isolation"]),
    harnessTests("WorkbenchCommands", ["Scenarios", "Coverage"]),
    // The workbench with architectures that trap and hang on purpose: test code only, run
    // by the isolation tests as a process of its own.
    .executableTarget(
      name: "FaultyWorkbench",
      dependencies: [
        "WorkbenchCommands", "Registration", "Reports", "WorkbenchSupport", "Banking",
        "HarnessContract", "HeadlessUI", "MVC",
      ],
      path: "Tests/Workbench/FaultyWorkbench", swiftSettings: strict),
  ]
    + architectures.flatMap { architecture -> [Target] in
      let folder = "Sources/Architectures/\(architecture.name)"
      return architecture.modules.map { module in
        .target(
          name: module.name, dependencies: module.dependencies,
          path: module.folder.map { "\(folder)/\($0)" } ?? folder,
          exclude: (module.folder == nil ? ["README.md"] : []) + module.exclude,
          swiftSettings: strict)
      } + [
        .testTarget(
          name: "\(architecture.name)Tests",
          dependencies: architecture.modules.map { .target(name: $0.name) } + shared
            + ["FakeBackend"],
          path: "Tests/Architectures/\(architecture.name)Tests", swiftSettings: strict)
      ]
    },
  swiftLanguageModes: [.v6]
)

// The coverage build (`.build-coverage`, which `compare` and `coverage` make with this
// variable set) runs only the architectures' tests and the scenario suite, so it leaves the
// other tests out, and a fresh clone's first `swift run workbench` waits less for it.
if Context.environment["WORKBENCH_COVERAGE_BUILD"] != nil {
  let measured = Set(architectures.map { "\($0.name)Tests" } + ["ScenariosTests"])
  package.targets.removeAll { target in
    target.type == .test ? !measured.contains(target.name) : target.name == "FaultyWorkbench"
  }
}
