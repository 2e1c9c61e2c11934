import HarnessContract
import HeadlessUI
import Testing

@testable import MVVM

/// Navigation lives in MVVM's view controllers, so it is tested through them.
@MainActor
struct NavigationTests {
  private let session = AppSession()

  private func start() async -> Window {
    await session.start(MVVMApp.self)
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

  @Test("T7 selecting a user pushes their detail; back keeps the search and the rows")
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

  @Test("T9 Send payment presents the form; T14 success closes it, the payment first")
  func paymentForm() async throws {
    let window = try await openPaymentForm()
    #expect(window.render().hasPrefix("# New payment\n"))

    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()
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

  @Test("T13 while the payment is being sent the form stays: Cancel disabled, no swipe down")
  func formStaysWhileSending() async throws {
    let window = try await openPaymentForm()
    try window.type("12.50", into: "Amount")
    await session.settle()
    session.server.holdResponses()
    try window.tap("Submit")
    await session.settle()

    #expect(throws: UserActionError.disabled("Cancel")) { try window.tap("Cancel") }
    try window.swipeDownSheet()
    await session.settle()
    #expect(window.render().hasPrefix("# New payment\n"))
    await session.releaseResponses()
    // The answer decides: the payment is made and the form goes.
    #expect(!window.render().hasPrefix("# New payment\n"))
  }
}
