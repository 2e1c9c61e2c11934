import Registration
import SourceMetrics
import Unidirectional

extension RegisteredArchitecture {
  /// TCA-style: one store per feature, a reducer, effects through dependencies.
  /// The sources rate no such pattern in their decision matrix: no stars.
  package static let unidirectional = RegisteredArchitecture(
    app: UnidirectionalApp.self, target: "Unidirectional",
    aliases: ["TCA"],
    readingOrder: [.viewController, .view, .reducer, .service, .runtime, .app],
    rules: [
      PatternRule(
        id: "reducer-imports-no-ui", summary: "a reducer imports no UI kit (HeadlessUI)",
        source: "docs/CANON.md 7(b) (TCA-README)", scope: .role(.reducer),
        check: .importsAny(of: [PatternRule.uiKit])),
      PatternRule(
        id: "reducer-imports-no-networking",
        summary: "a reducer imports no networking (FoundationNetworking): requests go through "
          + "the API client dependency",
        source: "docs/CANON.md 7(c)4 (TCA-Deps)", scope: .role(.reducer),
        check: .importsAny(of: ["FoundationNetworking"])),
      PatternRule(
        id: "reducer-does-no-io",
        summary: "a reducer and its effects reach no network or clock themselves (fetch(, "
          + "Date(, Task.sleep(): only through dependencies",
        source: "docs/CANON.md 7(b), 7(c)4 (TCA-Deps; TCA-Testing)", scope: .role(.reducer),
        check: .calls(["fetch", "Date", "Task.sleep"])),
      PatternRule(
        id: "reducer-names-no-view-controller",
        summary: "a reducer names no view controller or view: views observe the store",
        source: "docs/CANON.md 7(b), 7(c)10 (TCA-README)", scope: .role(.reducer),
        check: .names(roles: [.viewController, .view])),
      PatternRule(
        id: "view-names-no-dependency",
        summary: "a view controller names no API client (Service): it reads the store's state "
          + "and sends it actions",
        source: "docs/CANON.md 7(a), 7(b) (TCA-README; TCA-Deps)", scope: .role(.viewController),
        check: .names(roles: [.service])),
    ])
}
