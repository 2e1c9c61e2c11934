import MVVM
import Registration
import SourceMetrics

extension RegisteredArchitecture {
  /// MVVM: view controllers bound to view models.
  package static let mvvm = RegisteredArchitecture(
    app: MVVMApp.self, target: "MVVM",
    readingOrder: [.viewController, .view, .viewModel, .viewData, .model, .app],
    rules: PatternRule.mvvm,
    stars: [
      .simplicity: 4, .testability: 4, .scalability: 4, .learningCurve: 4,
      .boilerplate: 4,
    ])
}
