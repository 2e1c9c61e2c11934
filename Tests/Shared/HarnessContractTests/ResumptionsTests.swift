import AppRuntime
import HarnessContract
import Testing

/// A wait the app ends itself, from one task to another, comes back through another thread;
/// `settle()` returns only once every task the app resumed has run on.
@MainActor
struct ResumptionsTests {
  @MainActor
  private final class Flag {
    var isSet = false
  }

  @Test func settleWaitsUntilATaskTheAppResumedHasRun() async {
    let session = AppSession()
    let resumptions = session.environment.resumptions
    let settled = Flag()
    resumptions.willResume()
    let settling = Task {
      await session.settle()
      settled.isSet = true
    }
    for _ in 0..<20 { await session.runQueuedMainActorWork() }
    #expect(!settled.isSet, "the resumed task has not run yet")

    resumptions.didRun()
    await settling.value
    #expect(settled.isSet)
    #expect(resumptions.isIdle)
  }
}
