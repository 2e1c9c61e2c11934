import AppRuntime
import Dispatch
import HarnessContract
import Testing

/// A wait the app ends itself, from one task to another, comes back through another thread;
/// `settle()` waits until the resumed task has run, a hundred times over.
@MainActor
struct ResumptionsTests {
  @MainActor
  private final class Waiter {
    var continuation: CheckedContinuation<Void, Never>?
    var ran = 0
  }

  @Test func settleWaitsUntilATaskTheAppResumedHasRun() async {
    let session = AppSession()
    let resumptions = session.environment.resumptions
    let waiter = Waiter()
    for round in 1...100 {
      Task {
        await withCheckedContinuation { waiter.continuation = $0 }
        resumptions.didRun()
        waiter.ran += 1
      }
      await session.settle()
      // The resuming task was itself resumed from another thread, as an effect that got
      // its answer is.
      Task {
        await withCheckedContinuation { answer in DispatchQueue.global().async { answer.resume() } }
        resumptions.willResume()
        waiter.continuation?.resume()
      }
      await session.settle()
      #expect(waiter.ran == round)
      #expect(resumptions.isIdle)
    }
  }
}
