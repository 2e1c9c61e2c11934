import Registration
import SourceMetrics
import SwiftUIState

extension RegisteredArchitecture {
  /// SwiftUI state: views holding their own state, dependencies in the environment, no view
  /// models. The sources rate no such pattern in their decision matrix: no stars.
  package static let swiftUIState = RegisteredArchitecture(
    app: SwiftUIStateApp.self, target: "SwiftUIState",
    aliases: ["SwiftUIState", "SwiftUI"],
    readingOrder: [.view, .model, .app],
    rules: [
      PatternRule(
        id: "model-imports-no-ui",
        summary: "the Model imports no UI kit (HeadlessUI, HeadlessSwiftUI): views call it",
        source: "docs/CANON.md 9(a)7 (A-ModelData)", scope: .role(.model),
        check: .importsAny(of: [PatternRule.uiKit, PatternRule.swiftUIKit])),
      PatternRule(
        id: "model-names-no-view", summary: "the Model names no view",
        source: "docs/CANON.md 9(a)7 (A-ModelData)", scope: .role(.model),
        check: .names(roles: [.view, .viewController])),
    ])
}
