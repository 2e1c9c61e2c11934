import HarnessContract
import HeadlessSwiftUI
import Observation
import Testing

/// Counts body evaluations per view, as `Self._printChanges()` shows them in SwiftUI; not
/// observable, so counting changes nothing.
@MainActor
final class BodyCounter {
  var counts: [String: Int] = [:]

  func count(_ name: String) {
    counts[name, default: 0] += 1
  }
}

@MainActor @Observable
final class Profile {
  var name = "Ada"
  var email = "ada@example.com"
  var unread = 0
}

/// Reads the name; holds the card, which reads the email.
private struct ProfileScreen: View {
  let profile: Profile
  let counter: BodyCounter

  var body: some View {
    let _ = counter.count("screen")
    Text(profile.name)
    EmailCard(profile: profile, counter: counter)
  }
}

private struct EmailCard: View {
  let profile: Profile
  let counter: BodyCounter

  var body: some View {
    let _ = counter.count("card")
    Text(profile.email)
  }
}

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Text("Count \(count)")
    Button("Add") { count += 1 }
  }
}

private struct Form: View {
  @State private var amount = ""
  @State private var isSending = false

  var body: some View {
    Text("Payment").font(.headline)
    TextField("Amount", text: $amount)
    if amount.isEmpty {
      Text("Enter an amount").foregroundStyle(.red)
    }
    Label("Offline", systemImage: "exclamationmark.triangle.fill")
    Button("Submit") { isSending = true }
      .disabled(amount.isEmpty || isSending)
    if isSending {
      ProgressView()
    }
  }
}

@MainActor
struct ViewTests {
  private func show(_ view: some View) async -> AppSession {
    let session = AppSession()
    await session.show(HostingController(rootView: view))
    return session
  }

  @Test func everyViewRendersAsTheUIKitKitDoes() async throws {
    let session = await show(Form())
    #expect(
      session.screen == """
        # 
        ## Payment
        Amount: []
        ! Enter an amount
        !! Offline
        [Submit] (disabled)
        """)
    try session.window?.type("12", into: "Amount")
    await session.settle()
    try session.window?.tap("Submit")
    await session.settle()
    #expect(
      session.screen == """
        # 
        ## Payment
        Amount: [12]
        !! Offline
        [Submit] (disabled)
        (spinner)
        """)
  }

  @Test func stateLastsWhileTheViewStaysAndRendersWhereRead() async throws {
    let session = await show(Counter())
    try session.window?.tap("Add")
    try session.window?.tap("Add")
    await session.settle()
    #expect(session.screen.contains("Count 2"))
  }

  @Test func aBodyRunsAgainOnlyWhenAPropertyItReadChanges() async {
    let profile = Profile()
    let counter = BodyCounter()
    let session = await show(ProfileScreen(profile: profile, counter: counter))
    #expect(counter.counts == ["screen": 1, "card": 1])

    profile.unread = 3
    await session.settle()
    #expect(counter.counts == ["screen": 1, "card": 1], "no body read it")

    profile.email = "ada@lovelace.org"
    await session.settle()
    #expect(counter.counts == ["screen": 1, "card": 2], "only the card read it")
    #expect(session.screen.contains("ada@lovelace.org"))

    profile.name = "Ada L."
    await session.settle()
    #expect(counter.counts == ["screen": 2, "card": 2], "the card's inputs are the same")
    #expect(session.screen.contains("Ada L."))
  }
}
