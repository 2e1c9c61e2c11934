import HarnessContract
import HeadlessUI
import Testing
import UnidirectionalRuntime

@testable import Unidirectional

/// Each screen observes only the parts of the state it reads, as TCA's `@ObservableState`
/// lets it: a keystroke in the form renders the form, not the detail or the Users screen
/// under it, though their states hold the form's.
@MainActor
struct RenderTests {
  private let session = AppSession()

  /// The app, started with renders counted: its window and its navigation controller.
  private func start() async throws -> (Window, NavigationController) {
    RenderLog.isRecording = true
    await session.start(UnidirectionalApp.self)
    return (
      try #require(session.window),
      try #require(session.app?.rootViewController as? NavigationController)
    )
  }

  @Test("typing in the form renders the form once per keystroke and no other screen")
  func aKeystrokeRendersOnlyTheForm() async throws {
    let (window, navigation) = try await start()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    try window.tap("Send payment")
    await session.settle()
    let users = try #require(navigation.viewControllers.first)
    let detail = try #require(navigation.topViewController)
    let form = window.visibleViewController
    #expect(form is NewPaymentViewController)
    let before = [users, detail, form].map(RenderLog.renders(of:))

    for character in "12.50" {
      try window.type(String(character), into: "Amount")
      await session.settle()
    }
    let after = [users, detail, form].map(RenderLog.renders(of:))
    #expect(zip(after, before).map { $0 - $1 } == [0, 0, 5])
  }

  /// The detail starts observing while Users renders (its push loads it): its reads are its
  /// own, so its payments arriving render the detail, not Users.
  @Test("a pushed screen's state changes render it, not the screen that pushed it")
  func aChildsChangeRendersOnlyTheChild() async throws {
    let (window, navigation) = try await start()
    session.server.holdResponses()
    try window.selectRow("Ada Lovelace")
    await session.settle()
    let users = try #require(navigation.viewControllers.first)
    let detail = try #require(navigation.topViewController)
    let before = [users, detail].map(RenderLog.renders(of:))

    await session.releaseResponses()
    #expect(window.render().contains("## Payments\n> 1,200.50 EUR"))
    let after = [users, detail].map(RenderLog.renders(of:))
    #expect(after[0] == before[0] && after[1] > before[1])
  }
}
