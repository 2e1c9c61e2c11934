import HarnessContract
import Testing

@MainActor
struct ManualClockTests {
  @Test func sleepersWakeOnlyWhenTheClockReachesTheirDeadline() async {
    let session = AppSession()
    var woken: [String] = []
    Task {
      try await session.clock.sleep(for: .milliseconds(300))
      woken.append("300")
    }
    Task {
      try await session.clock.sleep(for: .milliseconds(100))
      woken.append("100")
    }
    await session.settle()

    await session.advance(by: .milliseconds(299))
    #expect(woken == ["100"])
    await session.advance(by: .milliseconds(1))
    #expect(woken == ["100", "300"])
  }

  @Test func aCancelledSleeperThrowsAndNeverWakes() async {
    let session = AppSession()
    var outcome = "sleeping"
    let task = Task {
      do {
        try await session.clock.sleep(for: .seconds(1))
        outcome = "woke"
      } catch {
        outcome = "cancelled"
      }
    }
    await session.settle()
    task.cancel()
    await session.advance(by: .seconds(2))

    #expect(outcome == "cancelled")
    #expect(session.clock.nextDeadline == nil)
  }
}
