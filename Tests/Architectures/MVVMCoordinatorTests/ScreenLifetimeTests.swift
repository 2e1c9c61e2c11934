import HarnessContract
import HeadlessUI
import Testing

@testable import MVVMCoordinator

/// No screen object outlives its screen: once the user leaves a screen and the app has
/// settled, its view controller, view model and coordinator are gone.
@MainActor
struct ScreenLifetimeTests {
  private let session = AppSession()

  private func start() async -> Window {
    await session.start(MVVMCoordinatorApp.self)
    return session.window!
  }

  /// The objects of the screen on top, held weakly.
  private struct Screen {
    weak var viewController: ViewController?
    weak var viewModel: AnyObject?
    weak var coordinator: (any Coordinator)?

    var isGone: Bool { viewController == nil && viewModel == nil && coordinator == nil }
  }

  /// The user detail on screen, with its view model and flow.
  private func detail(in window: Window) -> Screen {
    let viewController = window.visibleViewController as? UserDetailViewController
    let app = session.app as? MVVMCoordinatorApp
    let usersFlow = app?.appCoordinator.childCoordinators.first
    #expect(viewController != nil)
    return Screen(
      viewController: viewController, viewModel: viewController?.viewModel,
      coordinator: usersFlow?.childCoordinators.first)
  }

  /// The payment form on screen, with its view model and flow.
  private func form(in window: Window, detailFlow: (any Coordinator)?) -> Screen {
    let viewController = window.visibleViewController as? NewPaymentViewController
    #expect(viewController != nil)
    return Screen(
      viewController: viewController, viewModel: viewController?.viewModel,
      coordinator: detailFlow?.childCoordinators.first)
  }

  @Test("T7 going back frees the detail's view controller, view model and coordinator")
  func backFreesTheDetail() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    let screen = detail(in: window)
    #expect(screen.coordinator is UserDetailCoordinator)

    try window.goBack()
    await session.settle()
    #expect(screen.isGone)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test("T14 closing the form, by Cancel, a swipe down or a sent payment, frees its objects")
  func closingFreesTheForm() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    let detailScreen = detail(in: window)

    try window.tap("Send payment")
    await session.settle()
    let cancelled = form(in: window, detailFlow: detailScreen.coordinator)
    #expect(cancelled.coordinator is NewPaymentCoordinator)
    try window.tap("Cancel")
    await session.settle()
    #expect(cancelled.isGone)

    try window.tap("Send payment")
    await session.settle()
    let swiped = form(in: window, detailFlow: detailScreen.coordinator)
    try window.swipeDownSheet()
    await session.settle()
    #expect(swiped.isGone)

    try window.tap("Send payment")
    await session.settle()
    let sent = form(in: window, detailFlow: detailScreen.coordinator)
    try window.type("12.50", into: "Amount")
    await session.settle()
    try window.tap("Submit")
    await session.settle()
    #expect(window.render().contains("## Payments\n> 12.50 EUR | Pending"))
    #expect(sent.isGone)

    try window.goBack()
    await session.settle()
    #expect(detailScreen.isGone)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test("T8 a detail closed while its payments load is freed; its view model once they arrive")
  func backWhileLoadingFreesTheDetail() async throws {
    let window = await start()
    session.server.holdResponses()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    let screen = detail(in: window)

    try window.goBack()
    await session.settle()
    #expect(screen.viewController == nil && screen.coordinator == nil)
    #expect(window.leakedScreens.isEmpty)

    // The view model awaits the request it sent; the answer is its last use.
    await session.releaseResponses()
    #expect(screen.isGone)
  }
}
