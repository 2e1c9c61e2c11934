import FakeBackend
import HarnessContract
import HeadlessUI
import WorkbenchSupport

/// How one scenario went in one architecture.
public struct ScenarioResult: Sendable {
  public var scenario: Scenario
  public var architecture: String
  /// What each step that ran did, in step order: the requests it sent and the screen after.
  public var records: [StepRecord]
  /// The first step that failed; nil when every step passed.
  public var failure: ScenarioFailure?
  /// The type names of the screens the run closed (popped or dismissed) that were still
  /// alive once the app had finished its work (`ScenarioExecution.leakedScreens()`), in the
  /// order they closed: each is a leak.
  public var leaks: [String] = []

  public init(
    scenario: Scenario, architecture: String, records: [StepRecord], failure: ScenarioFailure?,
    leaks: [String] = []
  ) {
    self.scenario = scenario
    self.architecture = architecture
    self.records = records
    self.failure = failure
    self.leaks = leaks
  }

  /// Every step did what it should: the transcript is worth comparing.
  public var passed: Bool { failure == nil }
  /// Every step passed and nothing leaked: the run's cell is `pass` unless it diverges.
  public var succeeded: Bool { passed && leaks.isEmpty }

  /// Every step's requests and the screen after it, each under its step: the same bytes on
  /// every run.
  public var transcript: String {
    let steps = zip(scenario.steps, records).map { step, record in record.transcript(of: step) }
    return (["Scenario: \(scenario.title)"] + steps).joined(separator: "\n") + "\n"
  }
}

/// What one step did that a user or the backend would notice: the requests the app sent
/// during the step, in order, and the screen after it. Two architectures behave the same
/// when every step's record is equal.
public struct StepRecord: Hashable, Sendable, Codable {
  /// As `FakeServer.sentRequests` writes them: `GET /users`.
  public var requests: [String]
  public var screen: String

  public init(requests: [String] = [], screen: String) {
    self.requests = requests
    self.screen = screen
  }

  /// The transcript lines: `sent: GET /users` for each request, then the screen.
  public var lines: [String] {
    requests.map { "sent: \($0)" } + screen.split(separator: "\n").map(String.init)
  }

  /// What a transcript shows for the step that left this record: `--- line 7: TEXT`, then
  /// `lines`.
  public func transcript(of step: Step) -> String {
    (["--- line \(step.line): \(step.text)"] + lines).joined(separator: "\n")
  }
}

/// The step that failed, why, and for a screen check the line diff.
public struct ScenarioFailure: Hashable, Sendable {
  public var step: Step
  public var message: String
  /// What helps to see why: the line diff of a screen check, or else the screen itself.
  public var details: [String]
  public var kind: Kind = .failed

  public init(step: Step, message: String, details: [String], kind: Kind = .failed) {
    self.step = step
    self.message = message
    self.details = details
    self.kind = kind
  }

  /// The message and then the details, indented as reports show them under the step.
  public var explanation: [String] {
    ["  \(message)"] + details.map { "    " + $0 }
  }

  /// How a run ended early: a step's check or action failed, the app never settled after
  /// the step, or its process died.
  public enum Kind: Hashable, Sendable {
    case failed
    case hang
    /// The signal that ended the process, such as 4 (`SIGILL`, a Swift trap).
    case crash(signal: Int32)

    /// The matrix cell: `FAIL`, `HANG` or `CRASH`.
    public var cell: String {
      switch self {
      case .failed: "FAIL"
      case .hang: "HANG"
      case .crash: "CRASH"
      }
    }
  }
}

/// Runs scenarios against an architecture, step by step, settling the app after each step.
@MainActor
public struct ScenarioRunner {
  public init() {}

  /// Runs every step, telling `observe` before each step and after it, so that a process
  /// watching from outside knows which step a crash or a hang happened in.
  public func run(
    _ scenario: Scenario, in architecture: any Architecture.Type,
    observe: (StepEvent) -> Void = { _ in }
  ) async -> ScenarioResult {
    let dataSetName = scenario.steps.lazy.compactMap { step -> String? in
      if case .useDataSet(let name) = step.action { name } else { nil }
    }.first
    let execution = ScenarioExecution(
      architecture: architecture, dataSet: dataSetName.flatMap(DataSet.named) ?? .standard)
    var records: [StepRecord] = []
    var failure: ScenarioFailure?
    for (index, step) in scenario.steps.enumerated() {
      observe(.willPerform(index))
      let (record, stepFailure) = await execution.perform(step)
      observe(.didPerform(record))
      records.append(record)
      if let stepFailure {
        failure = stepFailure
        break
      }
    }
    let leaks = await execution.leakedScreens()
    return ScenarioResult(
      scenario: scenario, architecture: architecture.name, records: records, failure: failure,
      leaks: leaks)
  }
}

/// What a run tells its observer: a step is about to run, or what it did.
public enum StepEvent: Sendable {
  case willPerform(Int)
  case didPerform(StepRecord)
}

/// One architecture's app on its own server and clock, driven one step at a time: the
/// runner plays a whole scenario through it, the explorer looks at the screen before it
/// picks each next step.
@MainActor
public final class ScenarioExecution {
  public let session: AppSession
  let architecture: any Architecture.Type

  public init(architecture: any Architecture.Type, dataSet: DataSet) {
    self.architecture = architecture
    session = AppSession(dataSet: dataSet)
  }

  /// Does the step, settles, and returns what it did, with the failure if it failed.
  public func perform(_ step: Step) async -> (StepRecord, ScenarioFailure?) {
    let sentBefore = session.server.receivedRequestCount
    let outcome = await perform(step.action, in: session, architecture: architecture)
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
  /// started, in the order they closed; empty for an app that never settled.
  ///
  /// What is fair: a screen closed while its request was held or its debounce was waiting
  /// is kept alive by that task until the task ends, as on a device, and that is not a leak.
  /// So every held response is answered first (which also stops holding), then the clock
  /// moves on `leakGracePeriod` so that every timer due by then fires (a request it starts
  /// is answered at once), and the app settles. A screen still alive after that is kept by
  /// something that will never let go: a static, a cycle, a task that never ends.
  public func leakedScreens() async -> [String] {
    guard !session.isHung, let window = session.window else { return [] }
    await session.releaseResponses()
    await session.advance(by: Self.leakGracePeriod)
    guard !session.isHung else { return [] }
    return window.leakedScreens
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
    case .startApp: await session.start(architecture)
    case .wait(let milliseconds): await session.advance(by: .milliseconds(milliseconds))
    case .expectRequestCount(let expected, let request):
      let log = server.requestLog.filter { request == nil || $0 == request }
      guard log.count == expected else {
        let all = server.requestLog.isEmpty ? "none" : server.requestLog.joined(separator: ", ")
        return .failure(
          "expected \(expected) such requests, the server received \(log.count) (all: \(all))")
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
      case .pullToRefresh: try window.pullToRefresh()
      case .goBack: try window.goBack()
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
        let actual = window.render().split(separator: "\n", omittingEmptySubsequences: false)
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
