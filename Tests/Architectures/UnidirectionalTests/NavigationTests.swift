import HarnessContract
import HeadlessUI
import Testing
import UnidirectionalRuntime

@testable import Unidirectional

/// Navigation is state in the one store of the app; these tests drive the whole app as the
/// user does, so the state, the pushed and presented screens and the requests go together.
@MainActor
struct NavigationTests {
  private let session = AppSession()

  private func start() async -> Window {
    await session.start(UnidirectionalApp.self)
    return session.window!
  }

  /// The app's one store, as its Users screen holds it.
  private var store: StoreOf<UsersFeature>? {
    ((session.app?.rootViewController as? NavigationController)?.viewControllers.first
      as? UsersViewController)?.store
  }

  /// Starts the app and opens the payment form for Ada.
  private func openPaymentForm() async throws -> Window {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    try window.tap("Send payment")
    await session.settle()
    return window
  }

  @Test("T7 selecting a user pushes their detail; back keeps the search and the rows")
  func detailAndBack() async throws {
    let window = await start()
    try window.type("gr", into: "Search")
    await session.advance(by: .milliseconds(300))
    let list = window.render()
    #expect(list.contains("Search: [gr]") && list.hasSuffix("> Grace Hopper | grace@example.com"))
    try window.selectRow("Grace Hopper")
    await session.settle()
    #expect(window.render().hasPrefix("< Users\n# Grace Hopper\n"))

    try window.goBack()
    await session.settle()
    #expect(window.render() == list)
    #expect(session.server.requestLog == ["GET /users", "GET /users/6/payments"])
  }

  @Test("T8 the detail shows the user's payments newest first, formatted")
  func paymentsFormatted() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    #expect(
      window.render().hasSuffix(
        "## Payments\n> 1,200.50 EUR | Pending · 2026-04-28\n> 25.00 EUR | Completed · 2026-04-02"))
  }

  @Test("T9 Send payment presents the form; T14 success closes it, the payment first")
  func paymentForm() async throws {
    let window = try await openPaymentForm()
    #expect(window.render().hasPrefix("# New payment\n"))

    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()
    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(window.render().contains("## Payments\n> 12.50 EUR | Pending · 2026-05-04\n"))
  }

  @Test("T14 Cancel closes the form without a request")
  func cancel() async throws {
    let window = try await openPaymentForm()
    try window.tap("Cancel")
    await session.settle()
    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(!session.server.requestLog.contains("POST /payments"))
  }

  @Test("T7 a swipe back lets go of the detail's state; a swipe back let go of keeps it")
  func swipesBackDismissTheDetailOnlyWhenTheyComplete() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()

    try window.startSwipingBackAndLetGo()
    await session.settle()
    #expect(store?.state.detail?.user.name == "Ada Lovelace")
    try window.swipeBack()
    await session.settle()
    #expect(store?.state.detail == nil)
    #expect(window.render().hasPrefix("# Users\n"))
  }

  @Test("T9 a form the user swipes down leaves the state as Cancel does")
  func swipingTheFormDownDismissesItsState() async throws {
    let window = try await openPaymentForm()
    try window.swipeDownSheet()
    await session.settle()

    #expect(store?.state.detail?.newPayment == nil)
    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
  }
}
