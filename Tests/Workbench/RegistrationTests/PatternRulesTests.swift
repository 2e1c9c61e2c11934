import Foundation
import Testing
import WorkbenchTestSupport

@testable import Registration
@testable import SourceMetrics
@testable import WorkbenchCommands

/// Each architecture's pattern rules, checked on a copy of its sources with one violation
/// planted: the checker names the file, the line and the rule.
struct PatternRulesTests {
  struct Plant: Sendable, CustomTestStringConvertible {
    var architecture: String
    var folder: String
    /// Relative to the architecture's folder.
    var file: String
    /// Inserted before this line (1-based); nil appends it.
    var line: Int?
    var code: String
    var rule: String

    var testDescription: String { "\(architecture): \(rule)" }
  }

  static let plants = [
    Plant(
      architecture: "MVC", folder: "MVC", file: "Model/APIClient.swift", line: 1,
      code: "import HeadlessUI", rule: "model-imports-no-ui"),
    Plant(
      architecture: "MVVM", folder: "MVVM", file: "ViewModels/UsersViewModel.swift", line: nil,
      code: "extension UsersViewModel { func screen() -> UsersViewController? { nil } }",
      rule: "viewmodel-names-no-view-controller"),
    Plant(
      architecture: "MVVM+C", folder: "MVVMCoordinator", file: "Views/UsersViewController.swift",
      line: nil,
      code: "extension UsersViewController { func show(_ next: ViewController) { present(next) } }",
      rule: "only-coordinators-navigate"),
    Plant(
      architecture: "VIPER", folder: "VIPER",
      file: "Modules/UserList/UserListViewController.swift", line: nil,
      code: "extension UserListViewController { func route(_ wireframe: UserListWireframe) {} }",
      rule: "view-names-no-interactor-or-router"),
    Plant(
      architecture: "Clean", folder: "Clean", file: "Domain/UseCases/FetchUsersUseCase.swift",
      line: 1, code: "import HeadlessUI", rule: "domain-imports-only-foundation"),
    Plant(
      architecture: "TCA-style", folder: "Unidirectional", file: "Features/UsersFeature.swift",
      line: 1, code: "import HeadlessUI", rule: "reducer-imports-no-ui"),
    // The SwiftUI stand-in is a UI kit too.
    Plant(
      architecture: "SwiftUI state", folder: "SwiftUIState", file: "Model/UserSearch.swift",
      line: 1, code: "import HeadlessSwiftUI", rule: "model-imports-no-ui"),
    Plant(
      architecture: "SwiftUI state", folder: "SwiftUIState", file: "Model/PaymentCheck.swift",
      line: nil, code: "extension PaymentCheck { func show(in view: NewPaymentView) {} }",
      rule: "model-names-no-view"),
  ]

  @Test(arguments: plants)
  func aPlantedViolationIsReportedWithItsFileLineAndRule(plant: Plant) throws {
    let copy = FileManager.default.temporaryDirectory.appending(path: "rules-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: copy) }
    try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
    let folder = "\(copy)/\(plant.folder)"
    try FileManager.default.copyItem(
      atPath: "\(packageRoot)/Sources/Architectures/\(plant.folder)", toPath: folder)
    let path = "\(folder)/\(plant.file)"
    var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    let line = plant.line ?? lines.count + 1
    lines.insert(plant.code, at: line - 1)
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)

    let prefix = "Sources/Architectures/\(plant.folder)/"
    let violations = PatternRules.check(
      folder: folder, prefix: prefix, rules: Architectures.named(plant.architecture)!.rules)
    #expect(
      violations.map { "\($0.path):\($0.line): \($0.rule)" } == [
        "\(prefix)\(plant.file):\(line): \(plant.rule)"
      ])
    #expect(
      violations.first?.description.hasPrefix("\(prefix)\(plant.file):\(line): \(plant.rule): ")
        == true)
  }

  /// The shipped architectures keep their patterns' rules. Rules are optional for a new
  /// architecture (docs/ADDING_AN_ARCHITECTURE.md), so only their breaches fail.
  @MainActor @Test func theShippedArchitecturesBreakNoRule() {
    let (report, _) = MetricsReport.measure(
      packageRoot: packageRoot, architectures: Architectures.all)
    for architecture in report.architectures {
      #expect(architecture.violations == [], "\(architecture.name)")
    }
  }

  /// Every architecture with rules has a plant above, so each set of rules is seen to fire.
  @Test func everyArchitectureWithRulesHasAPlant() {
    let planted = Set(Self.plants.map(\.architecture))
    for architecture in Architectures.all where !architecture.rules.isEmpty {
      #expect(
        planted.contains(architecture.name),
        "\(architecture.name) has pattern rules but no Plant in PatternRulesTests.plants")
    }
  }

  /// A call named with its receiver (`Task.sleep`) counts only with that receiver: the
  /// injected clock's `sleep(` is allowed where `Task.sleep(` is not.
  @Test func aQualifiedCallCountsOnlyWithItsReceiver() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "rules-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try """
    struct SearchFeature {
      func debounce(clock: any AppClock) async throws {
        try await clock.sleep(for: .milliseconds(300))
        try await Task.sleep(for: .milliseconds(300))
        _ = Date()
      }
    }

    """.write(toFile: "\(folder)/SearchFeature.swift", atomically: true, encoding: .utf8)
    let violations = PatternRules.check(
      folder: folder, rules: RegisteredArchitecture.unidirectional.rules)
    #expect(
      violations.map { "\($0.path):\($0.line): \($0.rule)" } == [
        "SearchFeature.swift:4: reducer-does-no-io", "SearchFeature.swift:5: reducer-does-no-io",
      ])
  }

  /// A contract's protocols stand for the role their names say; a comment, a string or a
  /// member access named like a type is not a reference; a declared `push` is not a call.
  @Test func onlyCodeThatNamesATypeOrCallsAMethodCounts() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "rules-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: "\(folder)/Views", withIntermediateDirectories: true)
    try "final class FlowCoordinator {}\n".write(
      toFile: "\(folder)/FlowCoordinator.swift", atomically: true, encoding: .utf8)
    try """
    // FlowCoordinator and push( in a comment
    final class ListViewController {
      let text = "FlowCoordinator push(x)"
      func push(_ value: Int) {}
      func go() { self.push(1) }
    }

    """.write(toFile: "\(folder)/Views/ListViewController.swift", atomically: true, encoding: .utf8)
    let rules = [
      PatternRule(
        id: "no-coordinator", summary: "", source: "", scope: .role(.viewController),
        check: .names(roles: [.coordinator])),
      PatternRule(
        id: "no-push", summary: "", source: "", scope: .notRole(.coordinator),
        check: .calls(["push"])),
    ]
    let violations = PatternRules.check(folder: folder, rules: rules)
    #expect(
      violations.map { "\($0.path):\($0.line): \($0.rule)" } == [
        "Views/ListViewController.swift:5: no-push"
      ])
  }
}
