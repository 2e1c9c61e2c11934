// swift-tools-version: 6.2
import PackageDescription

/// Every target: Swift 6 mode, warnings are errors, and nonisolated async functions run on
/// their caller's actor (Swift 6.2's approachable concurrency), as app code expects.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// The architecture targets: each depends only on the fixture and the UI kit, has a README
/// beside its sources, and a test target of its own.
let architectures = ["MVC", "MVVM", "MVVMCoordinator", "VIPER", "Clean"]

let package = Package(
  name: "PatternWorkbench",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "workbench", targets: ["workbench"])
  ],
  dependencies: [],
  targets: [
    .target(name: "HeadlessUI", swiftSettings: strict),
    .target(name: "Fixture", dependencies: ["HeadlessUI"], swiftSettings: strict),
    .target(
      name: "WorkbenchCore",
      dependencies: ["Fixture", "HeadlessUI"] + architectures.map { .target(name: $0) },
      swiftSettings: strict
    ),
    .executableTarget(name: "workbench", dependencies: ["WorkbenchCore"], swiftSettings: strict),
    .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"], swiftSettings: strict),
    .testTarget(name: "FixtureTests", dependencies: ["Fixture"], swiftSettings: strict),
    .testTarget(
      name: "WorkbenchCoreTests", dependencies: ["WorkbenchCore", "Fixture", "FaultyWorkbench"],
      exclude: ["Fixtures", "Snapshots"], swiftSettings: strict),
    // The workbench with architectures that trap and hang on purpose: test code only, run
    // by the isolation tests as a process of its own.
    .executableTarget(
      name: "FaultyWorkbench", dependencies: ["WorkbenchCore", "Fixture", "HeadlessUI", "MVC"],
      path: "Tests/FaultyWorkbench", swiftSettings: strict),
  ]
    + architectures.flatMap { name -> [Target] in
      [
        .target(
          name: name, dependencies: ["Fixture", "HeadlessUI"], exclude: ["README.md"],
          swiftSettings: strict),
        .testTarget(
          name: "\(name)Tests", dependencies: [.target(name: name), "Fixture", "HeadlessUI"],
          swiftSettings: strict),
      ]
    },
  swiftLanguageModes: [.v6]
)
