import AppRuntime
import HarnessContract
import HeadlessSwiftUI
import Testing

import class HeadlessUI.NavigationController

private struct Contact: Identifiable, Hashable {
  let id: Int
  let name: String
}

private let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]

/// A list pushing a detail per contact, which presents a sheet.
private struct Contacts: View {
  @State private var path: [Contact] = []
  let log: Log

  var body: some View {
    NavigationStack(path: $path) {
      List(contacts) { contact in
        NavigationLink(value: contact) {
          Text(contact.name)
          Text("#\(contact.id)")
        }
      }
      .navigationTitle("Contacts")
      .toolbar { Button("Open both") { path = contacts } }
      .navigationDestination(for: Contact.self) { contact in
        ContactDetail(contact: contact, log: log)
      }
    }
  }
}

private struct ContactDetail: View {
  let contact: Contact
  let log: Log
  @State private var composing: Contact?

  var body: some View {
    Button("Write") { composing = contact }
      .navigationTitle(contact.name)
      .sheet(item: $composing, onDismiss: { log.lines.append("dismissed") }) { contact in
        Message(to: contact)
      }
      .task { log.lines.append("appeared \(contact.name)") }
  }
}

private struct Message: View {
  let to: Contact
  @State private var text = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    TextField("Message", text: $text)
    Button("Send") { dismiss() }
      .navigationTitle("To \(to.name)")
      .interactiveDismissDisabled(text == "hold")
  }
}

@MainActor
final class Log {
  var lines: [String] = []
}

@MainActor
struct NavigationTests {
  private func start() async -> (AppSession, Log) {
    let log = Log()
    let session = AppSession()
    await session.show(HostingController(rootView: Contacts(log: log)))
    return (session, log)
  }

  @Test func aLinkPushesItsValueAndBackPopsIt() async throws {
    let (session, log) = await start()
    #expect(
      session.screen == """
        # Contacts
        [Open both]
        > Ada | #1
        > Grace | #2
        """)
    try session.window?.selectRow("Grace")
    await session.settle()
    #expect(session.screen == "< Contacts\n# Grace\n[Write]")
    #expect(log.lines == ["appeared Grace"])
    try session.window?.goBack()
    await session.settle()
    #expect(session.screen.hasPrefix("# Contacts"))
    try session.window?.selectRow("Ada")
    await session.settle()
    #expect(session.screen.hasPrefix("< Contacts\n# Ada"), "the path lost Grace when back popped")
    #expect(session.window?.leakedScreens == [])
  }

  @Test func settingThePathPushesEveryScreenAndASwipeBackPopsOne() async throws {
    let (session, _) = await start()
    try session.window?.tap("Open both")
    await session.settle()
    #expect(session.screen.hasPrefix("< Ada\n# Grace"))
    try session.window?.startSwipingBackAndLetGo()
    await session.settle()
    #expect(session.screen.hasPrefix("< Ada\n# Grace"))
    try session.window?.swipeBack()
    await session.settle()
    #expect(session.screen.hasPrefix("< Contacts\n# Ada"))
  }

  @Test func aSheetShowsWhileItsItemIsSetAndClosesBySwipeOrDismiss() async throws {
    let (session, log) = await start()
    try session.window?.selectRow("Ada")
    await session.settle()
    try session.window?.tap("Write")
    await session.settle()
    #expect(session.screen == "# To Ada\nMessage: []\n[Send]")
    try session.window?.type("hold", into: "Message")
    await session.settle()
    try session.window?.swipeDownSheet()
    await session.settle()
    #expect(session.screen.hasPrefix("# To Ada"), "interactiveDismissDisabled refuses the swipe")
    try session.window?.clear("Message")
    await session.settle()
    try session.window?.swipeDownSheet()
    await session.settle()
    #expect(session.screen.hasPrefix("< Contacts\n# Ada"))
    try session.window?.tap("Write")
    await session.settle()
    #expect(session.screen == "# To Ada\nMessage: []\n[Send]", "a new sheet starts afresh")
    try session.window?.tap("Send")
    await session.settle()
    #expect(session.screen.hasPrefix("< Contacts\n# Ada"))
    #expect(log.lines == ["appeared Ada", "dismissed", "dismissed"])
    #expect(session.window?.leakedScreens == [])
  }

  @Test func aPoppedValueAndItsScreenAreFreed() async throws {
    let session = AppSession()
    await session.show(HostingController(rootView: Pages()))
    try session.window?.tap("Open")
    await session.settle()
    weak let page = Pages.opened
    weak let screen = session.window?.visibleViewController
    #expect(page != nil && session.screen.hasPrefix("< Pages\n# Page"))
    try session.window?.goBack()
    await session.settle()
    #expect(page == nil && screen == nil)
  }
}

/// A stack with a destination shown while a flag is set.
private struct Flagged: View {
  @State private var isShown = false

  var body: some View {
    NavigationStack {
      Button(isShown ? "Shown" : "Show") { isShown = true }
        .navigationTitle("Flag")
        .navigationDestination(isPresented: $isShown) { Text("Here").navigationTitle("Detail") }
    }
  }
}

@MainActor
struct PresentedDestinationTests {
  @Test func aDestinationIsPushedWhileItsFlagIsSetAndBackClearsIt() async throws {
    let session = AppSession()
    await session.show(HostingController(rootView: Flagged()))
    try session.window?.tap("Show")
    await session.settle()
    #expect(session.screen == "< Flag\n# Detail\nHere")
    try session.window?.goBack()
    await session.settle()
    #expect(session.screen == "# Flag\n[Show]")
  }
}

/// A stack whose path holds objects.
private struct Pages: View {
  final class Page: Hashable {
    nonisolated static func == (lhs: Page, rhs: Page) -> Bool { lhs === rhs }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  @MainActor static weak var opened: Page?
  @State private var path: [Page] = []

  var body: some View {
    NavigationStack(path: $path) {
      Button("Open") {
        let page = Page()
        Self.opened = page
        path.append(page)
      }
      .navigationTitle("Pages")
      .navigationDestination(for: Page.self) { _ in Text("A page").navigationTitle("Page") }
    }
  }
}

/// A UIKit stack that pushes and presents hosting controllers, as an app moving one screen
/// at a time to SwiftUI does.
@MainActor
struct HostedInUIKitTests {
  private struct Screen: View {
    let title: String
    @State private var isBusy = false

    var body: some View {
      Button("Busy") { isBusy = true }
        .navigationTitle(title)
        .interactiveDismissDisabled(isBusy)
    }
  }

  @Test func aHostedScreenHasItsTitleBackButtonAndSwipeDownRefusal() async throws {
    let session = AppSession()
    let navigation = NavigationController(
      rootViewController: HostingController(rootView: Screen(title: "Root")))
    await session.show(navigation)
    navigation.pushViewController(
      HostingController(rootView: Screen(title: "Pushed")), animated: true)
    await session.settle()
    #expect(session.screen == "< Root\n# Pushed\n[Busy]")
    navigation.present(HostingController(rootView: Screen(title: "Sheet")))
    await session.settle()
    try session.window?.tap("Busy")
    await session.settle()
    try session.window?.swipeDownSheet()
    await session.settle()
    #expect(session.screen == "# Sheet\n[Busy]")
  }
}
