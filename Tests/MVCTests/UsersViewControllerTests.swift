import Fixture
import HeadlessUI
import Testing

@testable import MVC

/// Controller tests: MVC's logic lives in its view controllers, so they are tested through
/// their views, against the fake server and the manual clock.
@MainActor
struct UsersViewControllerTests {
  private let session = AppSession()

  private func showUsers() async -> Window {
    let controller = UsersViewController(
      api: APIClient(environment: session.environment), clock: session.clock)
    await session.show(NavigationController(rootViewController: controller))
    return session.window!
  }

  @Test func showsASpinnerUntilTheUsersArrive() async {
    session.server.holdResponses()
    let window = await showUsers()
    #expect(window.render() == "# Users\nSearch: []\n(spinner)")

    session.server.releaseResponses()
    await session.settle()
    #expect(window.render().contains("> Ada Lovelace | ada@example.com"))
    #expect(!window.render().contains("(spinner)"))
  }

  @Test func showsTheEmptyState() async {
    let session = AppSession(dataSet: .empty)
    let controller = UsersViewController(
      api: APIClient(environment: session.environment), clock: session.clock)
    await session.show(controller)
    #expect(session.screen == "# Users\nSearch: []\nNo users yet")
  }

  @Test func retryAfterAnErrorLoadsTheUsers() async throws {
    session.server.failNextRequests(status: 500)
    let window = await showUsers()
    #expect(window.render().contains("! \(AppError.server(status: 500).message)"))

    try window.tap("Retry")
    await session.settle()
    #expect(window.render().contains("Grace Hopper"))
    #expect(window.element("Retry") == nil)
  }

  @Test func searchFiltersOnly300msAfterTheLastKeystroke() async throws {
    let window = await showUsers()
    try window.type("GRACE", into: "Search")
    await session.advance(by: .milliseconds(299))
    #expect(window.render().contains("Ada Lovelace"))

    await session.advance(by: .milliseconds(1))
    #expect(window.render() == "# Users\nSearch: [GRACE]\n> Grace Hopper | grace@example.com")
    #expect(session.server.requestLog == ["GET /users"])
  }

  @Test func searchIgnoresAccents() async throws {
    let window = await showUsers()
    try window.type("jose alvarez", into: "Search")
    await session.advance(by: .milliseconds(300))
    #expect(window.render().hasSuffix("\n> José Álvarez | jose@example.es"))
  }

  @Test func aFailedRefreshKeepsTheRowsAndShowsABanner() async throws {
    let window = await showUsers()
    session.server.failNextRequests(status: 503)
    try window.pullToRefresh()
    await session.settle()

    #expect(window.render().contains("!! \(AppError.server(status: 503).message)"))
    #expect(window.render().contains("> Zoë Ångström | zoe@example.se"))
  }

  @Test func selectingAUserPushesTheirDetail() async throws {
    let window = await showUsers()
    try window.selectRow("Grace Hopper")
    await session.settle()
    #expect(window.render().hasPrefix("< Users\n# Grace Hopper\ngrace@example.com"))
  }
}
