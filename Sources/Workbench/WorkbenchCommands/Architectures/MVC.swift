import MVC
import Registration
import SourceMetrics

extension RegisteredArchitecture {
  /// MVC (Apple's Model-View-Controller).
  package static let mvc = RegisteredArchitecture(
    app: MVCApp.self, target: "MVC",
    readingOrder: [.viewController, .model, .app],
    rules: [
      PatternRule(
        id: "model-imports-no-ui", summary: "the Model imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 2(c)1 (A-MVC, Model object)", scope: .role(.model),
        check: .importsAny(of: [PatternRule.uiKit])),
      PatternRule(
        id: "model-names-no-controller", summary: "the Model names no view controller or view",
        source: "docs/CANON.md 2(b) (A-MVC)", scope: .role(.model),
        check: .names(roles: [.viewController, .view])),
    ],
    stars: [
      .simplicity: 5, .testability: 2, .scalability: 2, .learningCurve: 5,
      .boilerplate: 5,
    ])
}
