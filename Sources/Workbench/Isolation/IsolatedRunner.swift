import Foundation
import HarnessContract
import Scenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs each architecture in a worker process of its own (`workbench worker`), so that an
/// architecture that traps shows as a `CRASH` and one that never settles as a `HANG`, while
/// every other architecture's run still comes out. The workers run at the same time.
///
/// A step that sends no word for `stepTimeout` (wall clock; `WORKBENCH_STEP_TIMEOUT`
/// seconds, 20 by default) is a hang: the worker is killed and started again.
@MainActor
public final class IsolatedRunner: ScenarioRunning {
  private let executable: String
  private let stepTimeout: Duration
  private var workers: [String: WorkerProcess] = [:]
  /// Hears every step a worker starts: the scenario, the architecture and the step's index.
  public var onStep: ((Scenario, String, Int) -> Void)?

  public nonisolated static let defaultStepTimeout = 20

  /// `WORKBENCH_STEP_TIMEOUT`, else `defaultStepTimeout`.
  package nonisolated static var configuredStepTimeout: Duration {
    let seconds = ProcessInfo.processInfo.environment["WORKBENCH_STEP_TIMEOUT"].flatMap(Int.init)
    return .seconds(seconds ?? defaultStepTimeout)
  }

  public init(executable: String, stepTimeout: Duration? = nil) {
    self.executable = executable
    self.stepTimeout = stepTimeout ?? Self.configuredStepTimeout
    // A worker that died must not take the workbench with it when it is written to.
    signal(SIGPIPE, SIG_IGN)
  }

  public func run(_ scenario: Scenario, in architectures: [any Architecture.Type]) async
    -> [ScenarioResult]
  {
    let job = WorkerProtocol.Job(scenario)
    let sent = architectures.map { worker(for: $0.name).send(job) }
    return zip(architectures, sent).map { architecture, wasSent in
      collect(scenario, from: worker(for: architecture.name), started: wasSent)
    }
  }

  public func walk(
    seed: UInt64, index: Int, steps: Int, in architecture: any Architecture.Type
  ) async -> Walk {
    let worker = worker(for: architecture.name)
    var actions: [StepAction] = []
    guard worker.send(.init(seed: seed, index: index, steps: steps)) else {
      return Walk(actions: [])
    }
    while case .message(let message) = worker.next(timeout: stepTimeout), message.done != true {
      if let sentence = message.sentence, let action = try? ScenarioParser().action(sentence) {
        actions.append(action)
      }
    }
    // A crash or a hang ends the walk at the step that caused it; running it shows which.
    // A worker whose walk ended early may still be busy with a hung app: start a new one.
    if actions.count < steps { worker.stop() }
    return Walk(actions: actions)
  }

  /// Stops every worker.
  public func stop() {
    for worker in workers.values { worker.stop() }
    workers = [:]
  }

  private func worker(for name: String) -> WorkerProcess {
    if let worker = workers[name] { return worker }
    let worker = WorkerProcess(executable: executable, architecture: name)
    workers[name] = worker
    return worker
  }

  /// Reads one job's answer: the records step by step, and how it ended.
  private func collect(_ scenario: Scenario, from worker: WorkerProcess, started: Bool)
    -> ScenarioResult
  {
    var records: [StepRecord] = []
    var leaks: [String] = []
    var current = 0
    func result(_ failure: ScenarioFailure?) -> ScenarioResult {
      ScenarioResult(
        scenario: scenario, architecture: worker.architecture, records: records,
        failure: failure, leaks: leaks)
    }
    func broken(_ message: String, _ details: [String], _ kind: ScenarioFailure.Kind)
      -> ScenarioResult
    {
      worker.stop()
      let step = scenario.steps[min(current, scenario.steps.count - 1)]
      if records.count <= current { records.append(StepRecord(screen: "(\(kind.cell))")) }
      return result(ScenarioFailure(step: step, message: message, details: details, kind: kind))
    }
    guard started else {
      return broken("CRASH: the worker process could not be started", [], .crash(signal: 0))
    }
    var failure: ScenarioFailure?
    while true {
      switch worker.next(timeout: stepTimeout) {
      case .message(let message):
        if let step = message.step {
          current = step
          onStep?(scenario, worker.architecture, step)
        }
        if let record = message.record { records.append(record) }
        if let leaked = message.leaks { leaks = leaked }
        if let sent = message.failure, scenario.steps.indices.contains(sent.step) {
          failure = ScenarioFailure(
            step: scenario.steps[sent.step], message: sent.message, details: sent.details,
            kind: sent.isHang ? .hang : .failed)
        }
        if message.done == true {
          if failure?.kind == .hang { worker.stop() }
          return result(failure)
        }
      case .timeout:
        return broken(
          "HANG: the step did not finish within \(stepTimeout.components.seconds) s", [], .hang)
      case .exited(let signal, let status, let errors):
        let cause =
          signal.map { "CRASH: signal \($0)\(Self.signalNames[$0].map { " (\($0))" } ?? "")" }
          ?? "CRASH: the process exited with status \(status)"
        return broken(cause + " during this step", errors, .crash(signal: signal ?? 0))
      }
    }
  }

  private static let signalNames: [Int32: String] = [
    SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
    SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
  ]
}
