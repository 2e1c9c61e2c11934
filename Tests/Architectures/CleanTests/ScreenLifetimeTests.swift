import HarnessContract
import HeadlessUI
import Testing

@testable import Clean
@testable import CleanPresentation

/// No screen object outlives its screen: once the app settles after a screen closes, its
/// view controller and view model are gone, and the window finds no closed screen alive.
@MainActor
struct ScreenLifetimeTests {
  private let session = AppSession()

  private func start() async throws -> Window {
    await session.start(CleanApp.self)
    return try #require(session.window)
  }

  @Test("T7 going back from the detail frees its view controller and view model")
  func backFreesTheDetail() async throws {
    let window = try await start()
    try window.selectRow("Grace Hopper")
    await session.settle()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let viewModel = detail?.viewModel
    #expect(detail != nil && viewModel != nil)

    try window.goBack()
    await session.settle()
    #expect(detail == nil && viewModel == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test(
    "T8 Back (or a swipe back) while the payments load frees the detail's view controller at once",
    arguments: [false, true])
  func backWhileLoadingFreesTheDetailAtOnce(swipe: Bool) async throws {
    let window = try await start()
    session.server.holdResponses()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let viewModel = detail?.viewModel
    #expect(detail != nil)

    try swipe ? window.swipeBack() : window.goBack()
    await session.settle()
    #expect(detail == nil)
    #expect(window.leakedScreens.isEmpty)
    // The view model awaits the request it sent; the answer is its last use.
    await session.releaseResponses()
    #expect(viewModel == nil)
    #expect(window.render().hasPrefix("# Users\n"))
  }

  @Test("T14 a form swiped down is freed")
  func swipedDownFormIsFreed() async throws {
    let window = try await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController as? NewPaymentViewController
    weak let formViewModel = form?.viewModel
    #expect(form != nil)

    try window.swipeDownSheet()
    await session.settle()
    #expect(form == nil && formViewModel == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test(
    "T14 a form closed by Cancel or by a successful submit is freed, and so is the detail",
    arguments: ["Cancel", "Submit"])
  func closedFormIsFreed(closingTap: String) async throws {
    let window = try await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    weak let detail = window.visibleViewController as? UserDetailViewController
    weak let detailViewModel = detail?.viewModel
    try window.tap("Send payment")
    await session.settle()
    weak let form = window.visibleViewController as? NewPaymentViewController
    weak let formViewModel = form?.viewModel
    #expect(form != nil && formViewModel != nil)

    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap(closingTap)
    await session.settle()
    #expect(form == nil && formViewModel == nil)
    #expect(window.render().hasPrefix("< Users\n# Ada Lovelace\n"))
    #expect(window.leakedScreens.isEmpty)

    try window.goBack()
    await session.settle()
    #expect(detail == nil && detailViewModel == nil)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test("the app keeps its flow coordinator, which keeps no closed screen")
  func coordinatorOutlivesItsScreens() async throws {
    let window = try await start()
    weak let coordinator = (session.app as? CleanApp)?.flowCoordinator
    try window.selectRow("Grace Hopper")
    await session.settle()
    try window.goBack()
    await session.settle()
    #expect(coordinator != nil && window.leakedScreens.isEmpty)
  }
}
