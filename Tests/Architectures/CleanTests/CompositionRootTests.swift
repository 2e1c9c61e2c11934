import HarnessContract
import HeadlessUI
import Testing

@testable import Clean

/// The screens the container makes, wired to each other, driven as a user would.
@MainActor
struct CompositionRootTests {
  private let session = AppSession()

  private func start() async -> Window {
    await session.start(CleanApp.self)
    return session.window!
  }

  @Test("T7 a selected user's detail is pushed; back keeps the search and the rows")
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
  func paymentFlow() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    try window.tap("Send payment")
    await session.settle()
    #expect(window.render().hasPrefix("# New payment\n"))

    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()
    #expect(window.render().contains("## Payments\n> 12.50 EUR | Pending · 2026-05-04\n"))
  }

  @Test("T13 while the payment is being sent the form stays: Cancel disabled, no swipe down")
  func formStaysWhileSending() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    try window.tap("Send payment")
    await session.settle()
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
