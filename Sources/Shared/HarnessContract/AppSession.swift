import AppRuntime
import Dispatch
import FakeBackend
import Foundation
import HeadlessUI

/// One run of an app against a fresh `FakeServer` and `ManualClock`: what the scenario
/// runner and every architecture's tests drive.
///
/// After anything that can make the app react, `settle()` returns only when the app is done:
/// every request it started is answered (or held on purpose), every task it queued on the
/// main actor has run, and so has every task it resumed itself (`Resumptions`). It waits on
/// events, never on time.
@MainActor
public final class AppSession {
  public let server: FakeServer
  public let clock = ManualClock()
  /// The environment to build an app or a single screen with; a relaunch gets a new one
  /// over the same files.
  public private(set) var environment: AppEnvironment
  /// The session's own folder for what apps keep between launches (settings and caches),
  /// removed with the session, so nothing one scenario stores reaches another.
  public let dataDirectory: URL
  /// The running app, once `start(_:)` built it; kept alive here.
  public private(set) var app: (any Architecture)?
  /// The screen, once something is shown.
  public private(set) var window: Window?

  public init(dataSet: DataSet = .standard) {
    server = FakeServer(dataSet: dataSet)
    dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PatternWorkbench-\(UUID().uuidString)", isDirectory: true)
    environment = Self.environment(server: server, clock: clock, dataDirectory: dataDirectory)
  }

  deinit {
    try? FileManager.default.removeItem(at: dataDirectory)
  }

  /// An app's environment: the `URLSession` to `server`, and a settings store and caches
  /// folder that read what earlier launches in this session left.
  private static func environment(
    server: FakeServer, clock: ManualClock, dataDirectory: URL
  ) -> AppEnvironment {
    let caches = dataDirectory.appendingPathComponent("Caches", isDirectory: true)
    try? FileManager.default.createDirectory(at: caches, withIntermediateDirectories: true)
    return AppEnvironment(
      session: server.session, baseURL: server.baseURL, clock: clock,
      defaults: KeyValueStore(
        fileURL: dataDirectory.appendingPathComponent("Preferences/defaults.json")),
      cachesDirectory: caches, authToken: FakeServer.authToken)
  }

  /// Builds the whole app of `architecture`, shows it and lets it settle.
  public func start(_ architecture: any Architecture.Type) async {
    let app = architecture.init(environment: environment)
    self.app = app
    await show(app.rootViewController)
  }

  /// Quits the app, as swiping it away in the app switcher does, and launches it again: the
  /// old app is let go (nothing it did afterwards would show), the new one is built in a
  /// fresh environment over the same settings and caches, against the same server, and
  /// shown. Before the app ever started, it just starts it.
  public func relaunch(_ architecture: any Architecture.Type) async {
    if app != nil {
      await settle()
      window = nil
      app = nil
      await settle()
      environment = Self.environment(server: server, clock: clock, dataDirectory: dataDirectory)
    }
    await start(architecture)
  }

  /// Hands the app a link and settles. A link that comes before the app runs launches it:
  /// the app is built and shown, and gets the link before it settles, so the first screen's
  /// load is under way, as when a tap on a link cold-starts an iOS app.
  public func open(_ url: URL, in architecture: any Architecture.Type) async {
    if app == nil {
      let app = architecture.init(environment: environment)
      self.app = app
      window = Window(rootViewController: app.rootViewController)
    }
    app?.open(url)
    await settle()
  }

  /// Shows `rootViewController` in a window, as a test of one screen does, and settles.
  public func show(_ rootViewController: ViewController) async {
    window = Window(rootViewController: rootViewController)
    await settle()
  }

  /// What the user sees now, or a note that nothing is shown yet.
  public var screen: String { window?.render() ?? "(the app has not started)" }

  /// Moves the clock forward, waking sleepers one deadline at a time as real time would,
  /// and settles after each. Settles first, so a task the app just started sleeps from now.
  public func advance(by duration: Duration) async {
    await settle()
    let target = clock.now + duration
    while !isHung, let deadline = clock.nextDeadline, deadline <= target {
      clock.advance(to: deadline)
      await settle()
    }
    clock.advance(to: target)
    await settle()
  }

  /// Answers the held requests one at a time, in arrival order, and lets the app take each
  /// answer and react before the next is sent, as answers that arrive one after the other
  /// would: so the app sees them in that order on every run.
  public func releaseResponses() async {
    while server.releaseOldestResponse() { await settle() }
    await settle()
  }

  /// Returns when the app has nothing left to do but wait for the user, the clock or a held
  /// response; or, for an app that keeps starting requests, after `maximumRounds` rounds,
  /// marking the session as hung. Returns whether the app settled.
  @discardableResult
  public func settle() async -> Bool {
    guard !isHung else { return false }
    for _ in 0..<Self.maximumRounds {
      await server.waitUntilIdle()
      await clock.waitUntilWokenSleepersRan()
      await environment.resumptions.waitUntilResumedRan()
      let started = server.startedRequestCount
      for _ in 0..<Self.barriersPerRound { await runQueuedMainActorWork() }
      if server.isIdle, server.startedRequestCount == started, environment.resumptions.isIdle {
        return true
      }
    }
    isHung = true
    return false
  }

  /// Whether the app once failed to settle: it kept starting requests round after round (an
  /// endless request loop). Nothing it shows after that is worth comparing.
  public private(set) var isHung = false

  /// The rounds one settle waits before it calls the app hung. A round ends when a request
  /// the app started is answered; the feature's longest chain is two or three rounds.
  public static let maximumRounds = 1_000

  /// Deep enough for the longest chain of tasks an app starts from one event. Eight was not:
  /// in the app grown to two features, a link that launches it waits for the Contacts list's
  /// first load, which waits for the balance's, before the contact's detail is pushed; with
  /// every architecture's scenarios running at once, settling ended before the push in 3 of 20
  /// runs (`workbench scenarios` in `.build-scale/N2` with `deep-link` applied), 1 of 40 with
  /// 32, none of 40 with 64. Each barrier waits behind every queued job of the apps running
  /// at once, so the depth costs time: `swift test` took 35 s with 8, 50 s with 32, 68 s with
  /// 64. Why a chain is that deep is not known yet.
  private static let barriersPerRound = 32

  /// Returns after every job already queued on the main actor has run. Main-actor jobs run
  /// in order on the main queue, so a block queued behind them runs after them. (`Task.yield()`
  /// does not promise that: a task of high priority may go on at once.)
  public func runQueuedMainActorWork() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
