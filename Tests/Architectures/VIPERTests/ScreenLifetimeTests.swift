import HarnessContract
import HeadlessUI
import Testing

@testable import VIPER

/// No screen object outlives its screen: once the user leaves a module's screen and the app
/// has settled, its view, presenter, interactor and router are gone.
@MainActor
struct ScreenLifetimeTests {
  private let session = AppSession()

  private func start() async -> Window {
    await session.start(VIPERApp.self)
    return session.window!
  }

  /// The parts of the module on screen, held weakly.
  private struct Module {
    weak var view: ViewController?
    weak var presenter: AnyObject?
    weak var interactor: AnyObject?
    weak var router: AnyObject?

    var isGone: Bool { view == nil && presenter == nil && interactor == nil && router == nil }
  }

  /// The module whose view is on screen. Its parts are private to it, as the pattern wants,
  /// so the test reads the presenter's stored references as a debugger would.
  private func module(in window: Window) -> Module {
    let view = window.visibleViewController
    let presenter = Mirror(reflecting: view).descendant("presenter") as AnyObject?
    let parts = presenter.map { Mirror(reflecting: $0) }
    let module = Module(
      view: view, presenter: presenter,
      interactor: parts?.descendant("interactor") as AnyObject?,
      router: parts?.descendant("router") as AnyObject?)
    #expect(module.presenter != nil && module.interactor != nil && module.router != nil)
    return module
  }

  @Test("T7 going back frees the detail's view, presenter, interactor and router")
  func backFreesTheDetail() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    let detail = module(in: window)
    #expect(detail.view is UserDetailViewController && detail.presenter is UserDetailPresenter)

    try window.goBack()
    await session.settle()
    #expect(detail.isGone)
    #expect(window.leakedScreens.isEmpty)
  }

  @Test("T8 a detail closed while its payments load is freed at once")
  func backWhileLoadingFreesTheDetail() async throws {
    let window = await start()
    session.server.holdResponses()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    let detail = module(in: window)

    try window.goBack()
    await session.settle()
    #expect(detail.isGone)
    #expect(window.leakedScreens.isEmpty)
    await session.releaseResponses()
  }

  @Test("T14 closing the form, by Cancel or by a sent payment, frees its module")
  func closingFreesTheForm() async throws {
    let window = await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    let detail = module(in: window)

    try window.tap("Send payment")
    await session.settle()
    let cancelled = module(in: window)
    #expect(cancelled.presenter is NewPaymentPresenter)
    try window.tap("Cancel")
    await session.settle()
    #expect(cancelled.isGone)

    try window.tap("Send payment")
    await session.settle()
    let sent = module(in: window)
    try window.type("12.50", into: "Amount")
    try window.tap("Submit")
    await session.settle()
    #expect(window.render().contains("## Payments\n> 12.50 EUR | Pending"))
    #expect(sent.isGone)

    try window.goBack()
    await session.settle()
    #expect(detail.isGone)
    #expect(window.leakedScreens.isEmpty)
  }
}
