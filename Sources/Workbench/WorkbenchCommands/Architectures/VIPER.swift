import Registration
import SourceMetrics
import VIPER

extension RegisteredArchitecture {
  /// VIPER: view, interactor, presenter, entity and router per module.
  package static let viper = RegisteredArchitecture(
    app: VIPERApp.self, target: "VIPER",
    readingOrder: [
      .viewController, .contract, .presenter, .viewData, .interactor, .entity, .service,
      .router, .builder, .app,
    ],
    rules: [
      PatternRule(
        id: "view-names-no-interactor-or-router",
        summary: "a view names no interactor or router, nor their protocols (…InteractorInput, "
          + "…InteractorOutput, …Wireframe)",
        source: "docs/CANON.md 5(b), 5(e) (objc-VIPER)", scope: .role(.viewController),
        check: .names(roles: [.interactor, .router, .useCase])),
      PatternRule(
        id: "presenter-imports-no-ui", summary: "a presenter imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 5(c)2 (objc-VIPER)", scope: .role(.presenter),
        check: .importsAny(of: [PatternRule.uiKit])),
      PatternRule(
        id: "presenter-names-no-view-controller",
        summary: "a presenter names no view controller type, only its view's protocol",
        source: "docs/CANON.md 5(c)2, 5(e) (objc-VIPER)", scope: .role(.presenter),
        check: .names(roles: [.viewController], concreteOnly: true)),
      PatternRule(
        id: "interactor-imports-no-ui", summary: "an interactor imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 5(b), 5(c)4 (objc-VIPER)", scope: .role(.interactor),
        check: .importsAny(of: [PatternRule.uiKit])),
      PatternRule(
        id: "interactor-names-no-view-presenter-or-router",
        summary: "an interactor names no view, presenter or router; it reports through its "
          + "output protocol",
        source: "docs/CANON.md 5(b) (objc-VIPER)", scope: .role(.interactor),
        check: .names(roles: [.viewController, .view, .presenter, .router])),
      PatternRule(
        id: "view-names-no-entity",
        summary: "a view names no entity: only the interactor handles entities",
        source: "docs/CANON.md 5(a), 5(c)5 (objc-VIPER)", scope: .role(.viewController),
        check: .names(roles: [.entity])),
      PatternRule(
        id: "contract-names-no-entity",
        summary: "a contract names no entity: the interactor reports plain data",
        source: "docs/CANON.md 5(a), 5(c)5 (objc-VIPER)", scope: .role(.contract),
        check: .names(roles: [.entity])),
      PatternRule(
        id: "router-names-no-service",
        summary: "a router names no service: the next module's dependencies come from its "
          + "builder",
        source: "docs/CANON.md 5(a), 5(b) (objc-VIPER)", scope: .role(.router),
        check: .names(roles: [.service])),
    ],
    stars: [
      .simplicity: 2, .testability: 5, .scalability: 5, .learningCurve: 2,
      .boilerplate: 1,
    ])
}
