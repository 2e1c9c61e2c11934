import HarnessContract
import HeadlessUI
import Testing

@testable import VIPER

/// The routers, with the modules their builders make, driven through the screens.
@MainActor
struct RouterTests {
  private let session = AppSession()

  private func start() async -> Window {
    await session.start(VIPERApp.self)
    return session.window!
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

  @Test("T7 the list's router pushes the detail module; back keeps the search and the rows")
  func detailAndBack() async throws {
    let window = await start()
    try window.type("gr", into: "Search")
    await session.advance(by: .milliseconds(300))
    let list = window.render()
    try window.selectRow("Grace Hopper")
    await session.settle()
    #expect(window.render().hasPrefix("< Users\n# Grace Hopper\n"))

    try window.goBack()
    await session.settle()
    #expect(window.render() == list)
  }

  @Test("T9 the detail's router presents the form module; T14 its router closes it")
  func paymentForm() async throws {
    let window = try await openPaymentForm()
    #expect(window.render().hasPrefix("# New payment\n"))

    try window.type("12.50", into: "Amount")
    try window.tap("Submit")
    await session.settle()
    #expect(window.render().contains("## Payments\n> 12.50 EUR | Pending · 2026-05-04\n"))
  }

  @Test("T14 Cancel asks the router to close the form")
  func cancel() async throws {
    let window = try await openPaymentForm()
    try window.tap("Cancel")
    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
  }

  @Test("T13 while the server holds the payment the form stays: Cancel disabled, no swipe down")
  func formStaysWhileSending() async throws {
    let window = try await openPaymentForm()
    try window.type("12.50", into: "Amount")
    session.server.holdResponses()
    try window.tap("Submit")
    await session.settle()
    #expect(window.render().contains("[Cancel] (disabled)"))

    #expect(throws: UserActionError.disabled("Cancel")) { try window.tap("Cancel") }
    try window.swipeDownSheet()
    await session.settle()
    #expect(window.isShowingSheet && window.render().hasPrefix("# New payment\n"))

    // The answer decides: the payment is made and the form goes.
    await session.releaseResponses()
    #expect(!window.isShowingSheet)
    #expect(window.render().contains("## Payments\n> 12.50 EUR | Pending · 2026-05-04\n"))
    #expect(session.server.requestLog.filter { $0 == "POST /payments" }.count == 1)
  }
}
