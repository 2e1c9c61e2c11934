import HarnessContract
import HeadlessUI
import Testing

@testable import MVVM

/// Nothing outlives its screen: once the user goes back from the detail or the payment form
/// closes, and the app has settled, its view controller and its view model are gone. (The
/// `APIClient` is the app's, shared by every screen, so it stays.)
@MainActor
struct ScreenLifetimeTests {
  private let session = AppSession()

  /// Starts the app and opens Ada's detail.
  private func openDetail() async throws -> Window {
    await session.start(MVVMApp.self)
    let window = session.window!
    try window.selectRow("Ada Lovelace")
    await session.settle()
    return window
  }

  @Test func goingBackFromTheDetailFreesItsViewControllerAndViewModel() async throws {
    let window = try await openDetail()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let detailViewModel = detail?.viewModel
    #expect(detail != nil && detailViewModel != nil)

    try window.goBack()
    await session.settle()
    #expect(detail == nil && detailViewModel == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func goingBackWhileThePaymentsLoadFreesTheDetail() async throws {
    await session.start(MVVMApp.self)
    let window = session.window!
    session.server.holdResponses()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let detailViewModel = detail?.viewModel
    #expect(detail != nil && detailViewModel != nil)

    try window.goBack()
    await session.settle()
    #expect(detail == nil)
    #expect(window.leakedScreens.isEmpty)
    // The view model awaits the request it sent; the answer is its last use.
    await session.releaseResponses()
    #expect(detailViewModel == nil)
    #expect(window.render().hasPrefix("# Users\n"))
  }

  @Test func cancelFreesTheFormAndGoingBackThenFreesTheDetail() async throws {
    let window = try await openDetail()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let detailViewModel = detail?.viewModel
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController as? NewPaymentViewController
    weak let formViewModel = form?.viewModel
    #expect(form != nil && formViewModel != nil)

    try window.tap("Cancel")
    await session.settle()
    #expect(form == nil && formViewModel == nil)
    try window.goBack()
    await session.settle()
    #expect(detail == nil && detailViewModel == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test func aSuccessfulSubmitFreesTheForm() async throws {
    let window = try await openDetail()
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController as? NewPaymentViewController
    weak let formViewModel = form?.viewModel
    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()

    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(form == nil && formViewModel == nil)
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
