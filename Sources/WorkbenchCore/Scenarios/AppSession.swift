import Fixture
import HeadlessUI

/// One run of one app: its fake server, its clock and, once started, its window.
///
/// After anything that can make the app react, `settle()` returns only when the app is done:
/// every request it started is answered (or held on purpose) and every task it queued on
/// the main actor has run. It waits on events, never on time.
@MainActor
final class AppSession {
  let server: FakeServer
  let clock = ManualClock()
  private let architecture: any Architecture.Type
  private(set) var app: (any Architecture)?
  private(set) var window: Window?

  init(architecture: any Architecture.Type, dataSet: DataSet) {
    self.architecture = architecture
    server = FakeServer(dataSet: dataSet)
  }

  func start() async {
    let environment = AppEnvironment(
      session: server.makeSession(), baseURL: server.baseURL, clock: clock)
    let app = architecture.init(environment: environment)
    self.app = app
    window = Window(rootViewController: app.rootViewController)
    await settle()
  }

  /// Moves the clock forward, waking sleepers one deadline at a time, as real time would.
  func advance(by duration: Duration) async {
    let target = clock.now + duration
    while let deadline = clock.nextDeadline, deadline <= target {
      clock.advance(to: deadline)
      await settle()
    }
    clock.advance(to: target)
    await settle()
  }

  /// Returns when the app has nothing left to do but wait for the user, the clock or a held
  /// response.
  func settle() async {
    while true {
      await server.waitUntilIdle()
      let started = server.startedRequestCount
      // Main-actor jobs run in order: a yield lets every job queued before it run first.
      for _ in 0..<Self.yieldsPerRound { await Task.yield() }
      if server.isIdle, server.startedRequestCount == started { return }
    }
  }

  /// Deep enough for the longest chain of tasks an app starts from one event.
  private static let yieldsPerRound = 8
}
