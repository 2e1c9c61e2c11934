import HarnessContract
import HeadlessUI
import Testing
import UnidirectionalRuntime

@testable import Unidirectional

/// Nothing outlives its screen: once the user goes back from the detail or the payment form
/// closes, and the app has settled, its view controller and the store scoped to its state
/// are gone, and so are the child state's effects. (The root store is the app's, so it
/// stays.)
@MainActor
struct ScreenLifetimeTests {
  private let session = AppSession()

  /// Starts the app and opens Ada's detail.
  private func openDetail() async throws -> Window {
    await session.start(UnidirectionalApp.self)
    let window = session.window!
    try window.selectRow("Ada Lovelace")
    await session.settle()
    return window
  }

  @Test func goingBackFromTheDetailFreesItsViewControllerAndStore() async throws {
    let window = try await openDetail()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let detailStore = detail?.store
    #expect(detail != nil && detailStore != nil)

    try window.goBack()
    await session.settle()
    #expect(detail == nil && detailStore == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func goingBackWhileThePaymentsLoadFreesTheDetail() async throws {
    await session.start(UnidirectionalApp.self)
    let window = session.window!
    session.server.holdResponses()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let detailStore = detail?.store
    #expect(detail != nil && detailStore != nil)

    try window.goBack()
    await session.settle()
    #expect(detail == nil && detailStore == nil)
    #expect(window.leakedScreens.isEmpty)
    await session.releaseResponses()
    #expect(window.render().hasPrefix("# Users\n"))
    #expect(session.server.requestLog == ["GET /users", "GET /users/1/payments"])
  }

  @Test func cancelFreesTheFormAndGoingBackThenFreesTheDetail() async throws {
    let window = try await openDetail()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let detailStore = detail?.store
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController as? NewPaymentViewController
    weak let formStore = form?.store
    #expect(form != nil && formStore != nil)

    try window.tap("Cancel")
    await session.settle()
    #expect(form == nil && formStore == nil)
    try window.goBack()
    await session.settle()
    #expect(detail == nil && detailStore == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func aSuccessfulSubmitFreesTheForm() async throws {
    let window = try await openDetail()
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController as? NewPaymentViewController
    weak let formStore = form?.store
    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()

    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(form == nil && formStore == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func swipingTheFormDownFreesIt() async throws {
    let window = try await openDetail()
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController as? NewPaymentViewController
    #expect(form != nil)

    try window.swipeDownSheet()
    await session.settle()
    #expect(form == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func swipingBackWhileThePaymentsLoadFreesTheDetailAtOnce() async throws {
    let window = try await openDetail()
    try window.goBack()
    await session.settle()
    session.server.holdResponses()
    try window.selectRow("Grace Hopper")
    await session.settle()
    weak let detail = window.visibleViewController as? UserDetailViewController
    #expect(detail != nil)

    try window.swipeBack()
    await session.settle()
    #expect(detail == nil)
    #expect(window.leakedScreens.isEmpty)
    await session.releaseResponses()
  }
}
