import AppRuntime
import HarnessContract
import HeadlessSwiftUI
import Observation
import Testing

private struct ClockKey: EnvironmentKey {
  static var defaultValue: any AppClock { ManualClock() }
}

extension EnvironmentValues {
  fileprivate var clock: any AppClock {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}

@MainActor @Observable
private final class Library {
  var names = ["Ada", "Grace", "Émile"]
  var refreshes = 0
}

/// Filters 300 ms after the last keystroke, refreshes by a pull, and logs its task's end.
private struct Names: View {
  @Environment(Library.self) private var library
  @Environment(\.clock) private var clock
  @State private var query = ""
  @State private var filter = ""
  let log: Log

  var body: some View {
    List {
      ForEach(library.names.filter { filter.isEmpty || $0.contains(filter) }, id: \.self) {
        Text($0)
      }
    }
    .searchable(text: $query)
    .refreshable {
      try? await clock.sleep(for: .seconds(1))
      library.refreshes += 1
    }
    .task(id: query) {
      do {
        try await clock.sleep(for: .milliseconds(300))
        filter = query
      } catch {
        log.lines.append("cancelled \(query)")
      }
    }
    Text("Refreshed \(library.refreshes)")
  }
}

/// A toggle over a counter, and counters in a list that can be reversed.
private struct Toggles: View {
  @State private var isShown = true
  @State private var ids = [1, 2]

  var body: some View {
    Button("Toggle") { isShown.toggle() }
    Button("Reverse") { ids.reverse() }
    if isShown {
      Tally(name: "Top")
    }
    ForEach(ids, id: \.self) { Tally(name: "Row \($0)") }
  }
}

private struct Tally: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

@MainActor
struct LifetimeTests {
  @Test func aTaskWithAnIDRestartsOnEachChangeAndTheLastOneRuns() async throws {
    let log = Log()
    let session = AppSession()
    let view = Names(log: log).environment(Library()).environment(\.clock, session.clock)
    await session.show(HostingController(rootView: view))
    #expect(session.screen == "# \nSearch: []\n> Ada\n> Grace\n> Émile\nRefreshed 0")
    try session.window?.type("Gr", into: "Search")
    await session.settle()
    await session.advance(by: .milliseconds(299))
    #expect(session.screen.contains("> Ada"))
    await session.advance(by: .milliseconds(1))
    #expect(session.screen == "# \nSearch: [Gr]\n> Grace\nRefreshed 0")
    // Both keystrokes came before a render, so the first task saw one change of id; a
    // state read in the closure is its value now, as in SwiftUI.
    #expect(log.lines == ["cancelled Gr"])
  }

  @Test func aPullShowsRefreshingUntilTheActionEnds() async throws {
    let session = AppSession()
    let view = Names(log: Log()).environment(Library()).environment(\.clock, session.clock)
    await session.show(HostingController(rootView: view))
    try session.window?.pullToRefresh()
    await session.settle()
    #expect(session.screen.contains("(refreshing)\n> Ada"))
    await session.advance(by: .seconds(1))
    #expect(!session.screen.contains("(refreshing)"))
    #expect(session.screen.hasSuffix("Refreshed 1"))
  }

  @Test func stateGoesWithItsViewAndFollowsItsIDInAForEach() async throws {
    let session = AppSession()
    await session.show(HostingController(rootView: Toggles()))
    try session.window?.tap("Top 0")
    try session.window?.tap("Row 1 0")
    await session.settle()
    try session.window?.tap("Reverse")
    try session.window?.tap("Toggle")
    await session.settle()
    #expect(session.screen == "# \n[Toggle]\n[Reverse]\n[Row 2 0]\n[Row 1 1]")
    try session.window?.tap("Toggle")
    await session.settle()
    #expect(session.screen.contains("[Top 0]"), "the counter came back afresh")
  }
}
