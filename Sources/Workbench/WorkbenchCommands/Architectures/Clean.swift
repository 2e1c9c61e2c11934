import Clean
import Registration
import SourceMetrics

extension RegisteredArchitecture {
  /// Clean Architecture: domain, data and presentation layers, each a module.
  package static let clean = RegisteredArchitecture(
    app: CleanApp.self, target: "Clean",
    readingOrder: [
      .viewController, .view, .viewModel, .viewData, .useCase, .entity, .repository, .dataSource,
      .dto, .coordinator, .dependencyContainer, .app,
    ],
    rules: [
      PatternRule(
        id: "domain-imports-only-foundation",
        summary: "the Domain layer imports nothing but Foundation and the shared domain "
          + "(Banking)",
        source: "docs/CANON.md 6(b), 6(c)2 (S1, S2)", scope: .layer("Domain"),
        check: .importsOther(than: ["Foundation", "Banking"])),
      PatternRule(
        id: "domain-names-no-outer-layer",
        summary: "the Domain layer names no type of Data, Presentation or App",
        source: "docs/CANON.md 6(c)1 (S0, S2, S4)", scope: .layer("Domain"),
        check: .namesLayer(["Data", "Presentation", "App", "Application"])),
      PatternRule(
        id: "presentation-names-no-data", summary: "the Presentation layer names no Data type",
        source: "docs/CANON.md 6(b)", scope: .layer("Presentation"),
        check: .namesLayer(["Data"])),
      PatternRule(
        id: "data-names-no-presentation",
        summary: "the Data layer names no Presentation or App type",
        source: "docs/CANON.md 6(b), 6(c)1", scope: .layer("Data"),
        check: .namesLayer(["Presentation", "App", "Application"])),
      PatternRule(
        id: "viewmodel-imports-no-ui", summary: "a view model imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 6(a), 3(c)1", scope: .role(.viewModel),
        check: .importsAny(of: [PatternRule.uiKit])),
      PatternRule(
        id: "viewmodel-names-no-repository",
        summary: "a view model calls use cases, never a repository",
        source: "docs/CANON.md 6(b), 6(c)4 (S2)", scope: .role(.viewModel),
        check: .names(roles: [.repository])),
    ],
    stars: [
      .simplicity: 2, .testability: 5, .scalability: 5, .learningCurve: 2,
      .boilerplate: 2,
    ])
}
