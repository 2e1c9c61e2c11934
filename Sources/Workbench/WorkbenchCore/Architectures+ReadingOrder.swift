import SourceMetrics

extension Architectures {
  /// Each architecture's roles in the order a reader follows a user's action through them
  /// (docs/METRICS.md, "Comprehension cost"): from the screen the action lands on, through
  /// each role it passes on its way to the request, in the order it passes them (the values a
  /// role hands back right after it), then the roles that only navigate and wire the others
  /// (they run first, but a reader needs them only to see where the pieces come from). The
  /// reading lists order files by it, then by path.
  static let readingOrder: [String: [Role]] = [
    "MVC": [.viewController, .model, .app],
    "MVVM": [.viewController, .viewModel, .viewData, .model, .app],
    "MVVM+C": [.viewController, .viewModel, .viewData, .model, .coordinator, .app],
    "VIPER": [
      .viewController, .contract, .presenter, .viewData, .interactor, .entity, .service, .router,
      .builder, .app,
    ],
    "Clean": [
      .viewController, .viewModel, .viewData, .useCase, .entity, .repository, .dataSource, .dto,
      .coordinator, .dependencyContainer, .app,
    ],
    "TCA-style": [.viewController, .reducer, .service, .runtime, .app],
  ]

  /// The reading order of the architecture named `name`: its own, else every role in the
  /// order `Role` declares them, which starts from the screen too.
  static func readingOrder(of name: String) -> [Role] {
    readingOrder[name] ?? Role.allCases.filter { $0 != .app } + [.app]
  }
}
