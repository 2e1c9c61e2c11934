import SourceMetrics

extension PatternRule {
  /// The UI kit's module, which the rules keep out of models, view models, presenters,
  /// interactors and reducers.
  static let uiKit = "HeadlessUI"

  /// The SwiftUI stand-in's module.
  static let swiftUIKit = "HeadlessSwiftUI"

  /// MVVM's rules, which MVVM+C keeps.
  package static let mvvm = [
    PatternRule(
      id: "viewmodel-imports-no-ui", summary: "a view model imports no UI kit (HeadlessUI)",
      source: "docs/CANON.md 3(c)1 (S0, S2, S4)", scope: .role(.viewModel),
      check: .importsAny(of: [uiKit])),
    PatternRule(
      id: "viewmodel-names-no-view-controller",
      summary: "a view model names no view controller: the view observes it",
      source: "docs/CANON.md 3(b), 3(c)2 (S2, S3)", scope: .role(.viewModel),
      check: .names(roles: [.viewController])),
    PatternRule(
      id: "view-names-no-model",
      summary: "a view controller names no model type (API client, service); it talks to its "
        + "view model",
      source: "docs/CANON.md 3(b)", scope: .role(.viewController), check: .names(roles: [.model])),
  ]
}
