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
  /// alive once the app had finished its work, in the order they closed, then of the objects
  /// the app tracked (a finished flow's coordinator) that outlived their screen
  /// (`ScenarioExecution.leaks()`): each is a leak.
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
  /// watching from outside knows which step a crash or a hang happened in; `inspect` sees
  /// the app's session after the last step, before the leak check closes everything.
  public func run(
    _ scenario: Scenario, in architecture: any Architecture.Type,
    observe: (StepEvent) -> Void = { _ in }, inspect: (AppSession) -> Void = { _ in }
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
    inspect(execution.session)
    let leaks = await execution.leaks()
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
