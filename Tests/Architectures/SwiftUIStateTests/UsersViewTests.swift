import Banking
import Display
import HarnessContract
import HeadlessSwiftUI
import HeadlessUI
import Testing

@testable import SwiftUIState

/// View tests: the screen's state lives in its view's `@State`, which only the kit holds, so
/// the Users view is tested through the screen it renders, against the fake server and the
/// manual clock.
@MainActor
struct UsersViewTests {
  private let session = AppSession()

  private func showUsers() async -> Window {
    let users = UsersView()
    await host(users, in: session)
    return session.window!
  }

  @Test("T1 a spinner shows until the users arrive, then one row per user")
  func spinnerThenRows() async {
    session.server.holdResponses()
    let window = await showUsers()
    #expect(window.render() == "# Users\nSearch: []\n(spinner)")

    session.server.releaseResponses()
    await session.settle()
    #expect(window.render().contains("> Ada Lovelace | ada@example.com"))
    #expect(!window.render().contains("(spinner)"))
  }

  @Test("T2 no users shows the empty state")
  func emptyState() async {
    let session = AppSession(dataSet: .empty)
    let users = UsersView()
    await host(users, in: session)
    #expect(session.screen == "# Users\nSearch: []\nNo users yet")
  }

  @Test("T3 a failed load shows the error, and Retry loads again")
  func errorThenRetry() async throws {
    session.server.failNextRequests(status: 500)
    let window = await showUsers()
    #expect(window.render().contains("! " + Messages.serviceUnavailable(code: 500)))

    try window.tap("Retry")
    await session.settle()
    #expect(window.render().contains("Grace Hopper"))
    #expect(window.element("Retry") == nil)
  }

  @Test("T5 search applies 300 ms after the last keystroke, without a request")
  func searchDebounce() async throws {
    let window = await showUsers()
    try window.type("GR", into: "Search")
    await session.advance(by: .milliseconds(200))
    // A keystroke restarts the wait: well over 300 ms after "GR", nothing applies yet.
    try window.type("ACE", into: "Search")
    await session.advance(by: .milliseconds(299))
    #expect(window.render().contains("Ada Lovelace"))

    await session.advance(by: .milliseconds(1))
    #expect(window.render() == "# Users\nSearch: [GRACE]\n> Grace Hopper | grace@example.com")
    #expect(session.server.requestLog == ["GET /users"])
  }

  @Test("T4 search matches name or email ignoring case and accents; no match says so")
  func searchMatching() async throws {
    let window = await showUsers()
    try window.type("jose alvarez", into: "Search")
    await session.advance(by: .milliseconds(300))
    #expect(window.render().hasSuffix("\n> José Álvarez | jose@example.es"))

    try window.clear("Search")
    await session.settle()
    try window.type("EXAMPLE.FR", into: "Search")
    await session.advance(by: .milliseconds(300))
    #expect(
      window.render().hasSuffix(
        "\n> Chloé Dubois | chloe@example.fr\n> Émile Zola | emile@example.fr"))

    try window.type("x", into: "Search")
    await session.advance(by: .milliseconds(300))
    #expect(window.render().hasSuffix("\nNo users match \"EXAMPLE.FRx\""))
  }

  @Test("T6 a failed refresh keeps the rows and shows a banner; a good one clears it")
  func refresh() async throws {
    let window = await showUsers()
    session.server.failNextRequests(status: 503)
    try window.pullToRefresh()
    await session.settle()

    #expect(window.render().contains("!! " + Messages.serviceUnavailable(code: 503)))
    #expect(window.render().contains("> Zoë Ångström | zoe@example.se"))

    try window.pullToRefresh()
    await session.settle()
    #expect(!window.render().contains("!!") && !window.render().contains("(refreshing)"))
    #expect(session.server.requestLog == ["GET /users", "GET /users", "GET /users"])
  }

  @Test("T7 selecting a user pushes their detail; back keeps the search and the rows")
  func detailAndBack() async throws {
    let window = await showUsers()
    try window.type("gr", into: "Search")
    await session.advance(by: .milliseconds(300))
    let list = window.render()
    try window.selectRow("Grace Hopper")
    await session.settle()
    #expect(window.render().hasPrefix("< Users\n# Grace Hopper\ngrace@example.com"))

    try window.goBack()
    #expect(window.render() == list)
  }
}
