import Foundation
import HarnessContract
import Scenarios
import WorkbenchSupport

/// The worker process (`workbench worker --architecture NAME`, started by the workbench
/// itself): runs the jobs it reads on standard input in one architecture and reports each step
/// as it goes, so that a trap or a hang in the architecture ends this process only.
@MainActor
package enum Worker {
  package static func run(_ architecture: any Architecture.Type) async -> ExitCode {
    exitWhenOrphaned()
    while let line = readLine() {
      guard let job = WorkerProtocol.decode(WorkerProtocol.Job.self, from: line) else {
        printToStandardError("error: worker: expected a job as JSON, found '\(line.prefix(200))'")
        return .usageError
      }
      if let seed = job.seed, let index = job.index, let steps = job.steps {
        var count = 0
        let generator = WalkGenerator(steps: steps, architecture: architecture)
        _ = await generator.walk(seed: seed, index: index) { action in
          send(.init(step: count, sentence: action.sentence))
          count += 1
        }
        send(.init(done: true))
        continue
      }
      let scenario: Scenario
      do throws(ScenarioError) {
        scenario = try ScenarioParser().parse(job.text ?? "", path: job.path ?? "job")
      } catch {
        printToStandardError("error: worker: \(error)")
        return .usageError
      }
      let result = await ScenarioRunner().run(scenario, in: architecture) { event in
        switch event {
        case .willPerform(let index): send(.init(step: index))
        case .didPerform(let record): send(.init(record: record))
        }
      }
      if let failure = result.failure {
        send(
          .init(
            failure: .init(
              step: result.records.count - 1, message: failure.message,
              details: failure.details, isHang: failure.kind == .hang)))
      }
      if !result.leaks.isEmpty { send(.init(leaks: result.leaks)) }
      send(.init(done: true))
      // A hung app keeps running its endless work: start the next job in a fresh process.
      if result.failure?.kind == .hang { return .success }
    }
    return .success
  }

  /// Ends this process once the workbench that started it is gone, even while a hung app
  /// keeps the main thread busy and no job is read.
  private static func exitWhenOrphaned() {
    let parent = getppid()
    Thread.detachNewThread {
      while getppid() == parent { Thread.sleep(forTimeInterval: 1) }
      exit(ExitCode.success.rawValue)
    }
  }

  private static func send(_ message: WorkerProtocol.Message) {
    FileHandle.standardOutput.write(
      Data((WorkerProtocol.prefix + WorkerProtocol.encode(message) + "\n").utf8))
  }
}
