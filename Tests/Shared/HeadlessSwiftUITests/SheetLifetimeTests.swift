import Foundation
import HarnessContract
import HeadlessSwiftUI
import Testing

/// A stack whose detail presents a composer, and whose links go back to the list: the sheet
/// goes with the screen that presented it.
private struct Mailbox: View {
  @State private var path: [Int] = []
  let composesAtOnce: Bool

  var body: some View {
    NavigationStack(path: $path) {
      Button("Open") { path = [1] }
        .navigationTitle("Mailbox")
        .navigationDestination(for: Int.self) { _ in Letter(isWriting: composesAtOnce) }
    }
    .onOpenURL { _ in path = [] }
  }
}

private struct Letter: View {
  @State var isWriting: Bool

  var body: some View {
    Button("Reply") { isWriting = true }
      .navigationTitle("Letter")
      .sheet(isPresented: $isWriting) { Text("Composer").navigationTitle("Reply") }
  }
}

@MainActor
struct SheetLifetimeTests {
  private func open(composingAtOnce: Bool) async throws -> (
    AppSession, HostingController<Mailbox>
  ) {
    let host = HostingController(rootView: Mailbox(composesAtOnce: composingAtOnce))
    let session = AppSession()
    await session.show(host)
    try session.window?.tap("Open")
    await session.settle()
    return (session, host)
  }

  @Test func aSheetGoesWithTheScreenThatPresentedIt() async throws {
    let (session, host) = try await open(composingAtOnce: false)
    try session.window?.tap("Reply")
    await session.settle()
    #expect(session.screen == "# Reply\nComposer")

    host.open(URL(string: "mail://inbox")!)
    await session.settle()

    #expect(session.screen == "# Mailbox\n[Open]")
    #expect(session.window?.leakedScreens == [])
  }

  @Test func aPushedScreenWhoseSheetStartsShownPresentsItOnceItShows() async throws {
    let (session, _) = try await open(composingAtOnce: true)
    #expect(session.screen == "# Reply\nComposer")

    try session.window?.swipeDownSheet()
    await session.settle()

    #expect(session.screen == "< Mailbox\n# Letter\n[Reply]")
  }

  @Test func aRootWhoseSheetStartsShownPresentsItOnceItShows() async throws {
    let session = AppSession()
    await session.show(HostingController(rootView: Letter(isWriting: true)))
    #expect(session.screen == "# Reply\nComposer")
  }
}
