// swift-tools-version: 6.2
import PackageDescription

/// Every target: Swift 6 mode, warnings are errors, and nonisolated async code runs on its
/// caller's actor, so app code started on the main actor stays there (see docs/FEATURE.md).
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

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
      name: "MVC", dependencies: ["Fixture", "HeadlessUI"], exclude: ["README.md"],
      swiftSettings: strict),
    .target(
      name: "MVVM", dependencies: ["Fixture", "HeadlessUI"], exclude: ["README.md"],
      swiftSettings: strict),
    .target(
      name: "MVVMCoordinator", dependencies: ["Fixture", "HeadlessUI"], exclude: ["README.md"],
      swiftSettings: strict),
    .target(
      name: "WorkbenchCore",
      dependencies: ["Fixture", "HeadlessUI", "MVC", "MVVM", "MVVMCoordinator"],
      swiftSettings: strict
    ),
    .executableTarget(name: "workbench", dependencies: ["WorkbenchCore"], swiftSettings: strict),
    .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"], swiftSettings: strict),
    .testTarget(name: "FixtureTests", dependencies: ["Fixture"], swiftSettings: strict),
    .testTarget(
      name: "MVCTests",
      dependencies: ["MVC", "Fixture", "HeadlessUI"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "MVVMTests",
      dependencies: ["MVVM", "Fixture", "HeadlessUI"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "MVVMCoordinatorTests",
      dependencies: ["MVVMCoordinator", "Fixture", "HeadlessUI"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WorkbenchCoreTests",
      dependencies: ["WorkbenchCore", "Fixture"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
