import MVVMCoordinator
import Registration
import SourceMetrics

extension RegisteredArchitecture {
  /// MVVM+C: MVVM with coordinators that own navigation.
  package static let mvvmCoordinator = RegisteredArchitecture(
    app: MVVMCoordinatorApp.self, target: "MVVMCoordinator",
    readingOrder: [.viewController, .view, .viewModel, .viewData, .model, .coordinator, .app],
    rules: PatternRule.mvvm + [
      PatternRule(
        id: "viewmodel-names-no-concrete-coordinator",
        summary: "a view model reaches its coordinator through a protocol or closures, never "
          + "a concrete coordinator",
        source: "docs/CANON.md 4(b), 4(c)2 (S0, S2, S3)", scope: .role(.viewModel),
        check: .names(roles: [.coordinator], concreteOnly: true)),
      PatternRule(
        id: "only-coordinators-navigate",
        summary: "only coordinators push or present screens (pushViewController(, present( "
          + "elsewhere)",
        source: "docs/CANON.md 4(c)1 (Khanlou; S3)", scope: .notRole(.coordinator),
        check: .calls(["pushViewController", "present"])),
    ],
    stars: [
      .simplicity: 3, .testability: 4, .scalability: 5, .learningCurve: 3,
      .boilerplate: 3,
    ])
}
