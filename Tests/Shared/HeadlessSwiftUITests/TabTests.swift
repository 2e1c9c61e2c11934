import AppRuntime
import Foundation
import HarnessContract
import HeadlessSwiftUI
import Testing

/// Six tabs, each a stack of a list and a detail per row: one more than the bar holds.
private struct Tabs: View {
  let log: Log

  var body: some View {
    TabView {
      ForEach(["Home", "Cards", "Loans", "Goals", "Bills", "Docs"], id: \.self) { name in
        Tab(name, systemImage: "circle") { Shelf(name: name, log: log) }
      }
    }
  }
}

private struct Shelf: View {
  let name: String
  let log: Log
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach([1, 2], id: \.self) { number in
          NavigationLink(value: number) { Text("\(name) \(number)") }
        }
      }
      .navigationTitle(name)
      .onAppear { log.lines.append("appeared \(name)") }
      .toolbar { Button("Path") { log.lines.append("\(name) path \(path)") } }
      .navigationDestination(for: Int.self) { number in
        Text("Item \(number)").navigationTitle("\(name) \(number)")
      }
    }
  }
}

@MainActor
struct TabTests {
  @Test func aTabViewShowsTheBarAndATabLoadsWhenFirstSelected() async throws {
    let session = AppSession()
    let log = Log()
    await session.show(HostingController(rootView: Tabs(log: log)))
    let window = try #require(session.window)
    #expect(session.screen.hasSuffix("| [Home] | Cards | Loans | Goals | More |"))
    #expect(log.lines == ["appeared Home"])

    try window.selectTab("Cards")
    await session.settle()
    #expect(session.screen.hasPrefix("# Cards\n[Path]\n> Cards 1\n> Cards 2"))
    #expect(log.lines == ["appeared Home", "appeared Cards"])
    try window.selectRow("Cards 2")
    await session.settle()
    #expect(session.screen.hasPrefix("< Cards\n# Cards 2\nItem 2\n| Home | [Cards]"))
  }

  /// A tab beyond the bar opens from More, its stack's screens on More's, and a back there
  /// takes the value off the tab's path.
  @Test func aTabInMoreKeepsItsPathInStepWithMoresStack() async throws {
    let session = AppSession()
    let log = Log()
    await session.show(HostingController(rootView: Tabs(log: log)))
    let window = try #require(session.window)
    try window.selectTab("More")
    try window.selectRow("Docs")
    await session.settle()
    #expect(session.screen.hasPrefix("< More\n# Docs\n[Path]\n> Docs 1"))
    try window.selectRow("Docs 1")
    await session.settle()
    #expect(session.screen.hasPrefix("< Docs\n# Docs 1\nItem 1"))

    try window.goBack()
    await session.settle()
    try window.tap("Path")
    #expect(log.lines.last == "Docs path []")
    #expect(session.screen.hasPrefix("< More\n# Docs"))
  }
}

/// Two tabs with a selection, which a link sets.
private struct Linked: View {
  @State private var selection = "Home"

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", value: "Home") { Text("Selected \(selection)").navigationTitle("Home") }
      Tab("Cards", value: "Cards") { Text("Selected \(selection)").navigationTitle("Cards") }
    }
    .onOpenURL { url in selection = url.host() ?? selection }
  }
}

@MainActor
struct TabSelectionTests {
  @Test func aTapSetsTheSelectionAndALinkSelectsTheTabItNames() async throws {
    let session = AppSession()
    let host = HostingController(rootView: Linked())
    await session.show(host)
    let window = try #require(session.window)
    try window.selectTab("Cards")
    await session.settle()
    #expect(session.screen == "# Cards\nSelected Cards\n| Home | [Cards] |")
    try window.selectTab("Home")
    await session.settle()
    #expect(session.screen.hasPrefix("# Home\nSelected Home"))

    host.open(URL(string: "bank://Cards")!)
    await session.settle()
    #expect(session.screen == "# Cards\nSelected Cards\n| Home | [Cards] |")
  }
}

/// Six tabs with a selection: one beyond the bar, which opens from More.
private struct Selected: View {
  @State private var selection = "Home"

  var body: some View {
    TabView(selection: $selection) {
      ForEach(["Home", "Cards", "Loans", "Goals", "Bills", "Docs"], id: \.self) { name in
        Tab(name, value: name) { Text("Selected \(selection)").navigationTitle(name) }
      }
    }
  }
}

@MainActor
struct MoreSelectionTests {
  /// A tab opened from More's list, which no tap on the bar reports, becomes the selection,
  /// and the next render keeps it on screen.
  @Test func aTabOpenedFromMoreBecomesTheSelection() async throws {
    let session = AppSession()
    await session.show(HostingController(rootView: Selected()))
    let window = try #require(session.window)
    try window.selectTab("More")
    try window.selectRow("Docs")
    await session.settle()
    #expect(session.screen.hasPrefix("< More\n# Docs\nSelected Docs\n"))
  }
}
