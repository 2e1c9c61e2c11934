import HarnessContract
import HeadlessSwiftUI
import HeadlessUI
import Testing

@testable import SwiftUIState

/// Nothing outlives its screen: once the user goes back from the detail or the payment form
/// closes, and the app has settled, its hosting screen is gone, and with it the views' state.
/// (The `APIClient` in the environment is the app's, shared by every screen, so it stays.)
@MainActor
struct ScreenLifetimeTests {
  private let session = AppSession()

  /// Starts the app and opens Ada's detail.
  private func openDetail() async throws -> Window {
    await session.start(SwiftUIStateApp.self)
    let window = session.window!
    try window.selectRow("Ada Lovelace")
    await session.settle()
    return window
  }

  /// Opens Ada's detail and the payment form over it.
  private func openForm() async throws -> Window {
    let window = try await openDetail()
    try window.tap("Send payment")
    await session.settle()
    return window
  }

  @Test func goingBackFromTheDetailFreesItsScreen() async throws {
    let window = try await openDetail()
    weak let detail = window.visibleViewController
    #expect(detail != nil)

    try window.goBack()
    await session.settle()
    #expect(detail == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func goingBackWhileThePaymentsLoadFreesTheDetailAtOnce() async throws {
    await session.start(SwiftUIStateApp.self)
    let window = session.window!
    session.server.holdResponses()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    weak let detail = window.visibleViewController
    #expect(detail != nil)

    try window.goBack()
    await session.settle()
    #expect(detail == nil)
    #expect(window.leakedScreens.isEmpty)
    await session.releaseResponses()
    #expect(window.render().hasPrefix("# Users\n"))
  }

  @Test func cancelFreesTheFormAndGoingBackThenFreesTheDetail() async throws {
    let window = try await openDetail()
    weak let detail = window.visibleViewController
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController
    #expect(form != nil && detail != nil)

    try window.tap("Cancel")
    await session.settle()
    #expect(form == nil)
    try window.goBack()
    await session.settle()
    #expect(detail == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func aSuccessfulSubmitFreesTheForm() async throws {
    let window = try await openForm()
    weak let form = window.visibleViewController
    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()

    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(form == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func swipingTheFormDownFreesIt() async throws {
    let window = try await openDetail()
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController
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
    weak let detail = window.visibleViewController
    #expect(detail != nil)

    try window.swipeBack()
    await session.settle()
    #expect(detail == nil)
    #expect(window.leakedScreens.isEmpty)
    await session.releaseResponses()
  }
}
