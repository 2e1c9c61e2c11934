import AppRuntime
import FakeBackend
import Foundation
import HarnessContract
import HeadlessUI
import WorkbenchSupport

/// One architecture's app on its own server and clock, driven one step at a time: the
/// runner plays a whole scenario through it, the explorer looks at the screen before it
/// picks each next step.
@MainActor
public final class ScenarioExecution {
  public let session: AppSession
  /// What the app's flows asked to have checked: bound to every step, so objects the app
  /// tracks while it runs are leak-checked with the screens.
  public let lifetimes = LifetimeTracker()
  let architecture: any Architecture.Type

  public init(architecture: any Architecture.Type, dataSet: DataSet) {
    self.architecture = architecture
    session = AppSession(dataSet: dataSet)
  }

  /// Does the step, settles, and returns what it did, with the failure if it failed.
  public func perform(_ step: Step) async -> (StepRecord, ScenarioFailure?) {
    let sentBefore = session.server.receivedRequestCount
    let outcome = await LifetimeTracker.$current.withValue(lifetimes) {
      await perform(step.action, in: session, architecture: architecture)
    }
    let screen = session.screen
    let record = StepRecord(
      requests: session.server.sentRequests(after: sentBefore), screen: screen)
    if session.isHung {
      let message =
        "HANG: the app did not settle: it still started requests after "
        + "\(AppSession.maximumRounds) rounds"
      return (record, ScenarioFailure(step: step, message: message, details: [], kind: .hang))
    }
    guard case .failure(let message, let diff) = outcome else { return (record, nil) }
    let details =
      diff.isEmpty ? ["screen:"] + screen.split(separator: "\n").map { "  \($0)" } : diff
    return (record, ScenarioFailure(step: step, message: message, details: details))
  }

  /// The type names of the closed screens still alive once the app has finished what it
  /// started, in the order they closed, then of the tracked objects (such as a finished
  /// flow's coordinator) still alive after their screen is gone; empty for an app that never
  /// settled.
  ///
  /// What is fair: a screen closed while its request was held or its debounce was waiting
  /// is kept alive by that task until the task ends, as on a device, and that is not a leak.
  /// So every held response is answered first (which also stops holding), then the clock
  /// moves on `leakGracePeriod` so that every timer due by then fires (a request it starts
  /// is answered at once), and the app settles. A screen still alive after that is kept by
  /// something that will never let go: a static, a cycle, a task that never ends.
  public func leaks() async -> [String] {
    guard !session.isHung, let window = session.window else { return [] }
    await LifetimeTracker.$current.withValue(lifetimes) {
      await session.releaseResponses()
      await session.advance(by: Self.leakGracePeriod)
    }
    guard !session.isHung else { return [] }
    return window.leakedScreens + lifetimes.leaked
  }

  /// How far the clock moves before closed screens are checked: far past any debounce.
  public static let leakGracePeriod = Duration.seconds(60)

  /// The keystrokes typed between two runs of the app's queued work.
  static let keystrokesPerTurn = 32

  private enum Outcome {
    case success
    case failure(String, diff: [String] = [])
  }

  private func perform(
    _ action: StepAction, in session: AppSession, architecture: any Architecture.Type
  ) async -> Outcome {
    let server = session.server
    switch action {
    case .useDataSet: break
    case .holdResponses: server.holdResponses()
    case .releaseResponses: await session.releaseResponses()
    case .failNextRequests(let count, let status): server.failNextRequests(count, status: status)
    case .sendMalformedJSON: server.sendMalformedJSON()
    case .setOffline(let isOffline): server.setOffline(isOffline)
    case .setBalance(let account, let amount):
      guard server.setBalance(ofAccountNamed: account, to: amount) else {
        return .failure("the server has no account named \"\(account)\"")
      }
    case .deleteUser(let name):
      guard server.deleteUser(named: name) else {
        return .failure("the server has no user named \"\(name)\"")
      }
    case .startApp: await session.start(architecture)
    case .relaunchApp: await session.relaunch(architecture)
    case .openLink(let link):
      guard let url = URL(string: link) else { return .failure("\(link) is not a link") }
      await session.open(url, in: architecture)
    case .wait(let milliseconds): await session.advance(by: .milliseconds(milliseconds))
    case .expectRequestCount(let expected, let request):
      let log = server.requestLog.filter { request == nil || $0 == request }
      guard log.count == expected else {
        let all = server.requestLog.isEmpty ? "none" : server.requestLog.joined(separator: ", ")
        return .failure(
          "expected \(expected) such requests, the server received \(log.count) (all: \(all))")
      }
    case .expectHeader(let name, let value):
      let lacking = server.requests(lacking: name, value)
      guard lacking.isEmpty else {
        return .failure(
          "expected every request to carry \(name): \(value); these did not: "
            + lacking.joined(separator: ", "))
      }
    default:
      guard let window = session.window else { return .failure("the app has not started") }
      return await perform(action, in: window, session: session)
    }
    await session.settle()
    return .success
  }

  private func perform(_ action: StepAction, in window: Window, session: AppSession) async
    -> Outcome
  {
    do throws(UserActionError) {
      switch action {
      case .tap(let query): try window.tap(query)
      case .type(let text, let query):
        // One keystroke at a time, in bursts of `keystrokesPerTurn` with the app's queued work
        // run after each burst, as a run loop turns: a debounce cancelled by a later keystroke
        // ends and lets go of its text, so typing N characters costs memory in proportion to
        // N; and the thread hops of the cancelled tasks are shared by a burst, not paid for
        // each keystroke (100,000 characters: about 1.5 s instead of 5).
        for (index, character) in text.enumerated() {
          try window.type(String(character), into: query)
          if index % Self.keystrokesPerTurn == Self.keystrokesPerTurn - 1 {
            await session.runQueuedMainActorWork()
          }
        }
      case .clear(let query): try window.clear(query)
      case .selectRow(let title): try window.selectRow(title)
      case .swipeRow(let title, andTap: let action): try window.swipeRow(title, andTap: action)
      case .pullToRefresh: try window.pullToRefresh()
      case .goBack: try window.goBack()
      case .selectTab(let title): try window.selectTab(title)
      case .swipeBack: try window.swipeBack()
      case .swipeBackAndLetGo: try window.startSwipingBackAndLetGo()
      case .swipeDownSheet: try window.swipeDownSheet()
      case .expectVisible(let text):
        guard window.render().contains(text) else {
          return .failure("expected to see \"\(text)\" on the screen")
        }
      case .expectHidden(let text):
        guard !window.render().contains(text) else {
          return .failure("expected not to see \"\(text)\" on the screen")
        }
      case .expectEnabled(let query, let isEnabled):
        guard let button = window.element(query, as: Button.self) else {
          return .failure("expected a button \"\(query)\" on the screen")
        }
        guard button.isEnabled == isEnabled else {
          return .failure("expected \"\(query)\" to be \(isEnabled ? "enabled" : "disabled")")
        }
      case .expectScreen(let expected):
        // The tab bar is compared when the scenario writes one (docs/SCALE.md), so today's
        // scenarios judge Payments unchanged inside a grown app.
        let bar = expected.last.map { $0.hasPrefix("| ") && $0.hasSuffix(" |") } ?? false
        let actual = window.render(tabBar: bar).split(
          separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        guard actual == expected else {
          return .failure(
            "the screen differs (- expected, + actual)",
            diff: LineDiff(expected: expected, actual: actual).lines)
        }
      default: break
      }
    } catch {
      return .failure(error.description)
    }
    await session.settle()
    return .success
  }
}
