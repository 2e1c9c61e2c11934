import Foundation
import Scenarios

/// What the workbench and a worker process (`workbench worker --architecture NAME`) say to
/// each other, one JSON object a line: the parent sends jobs on the worker's standard input;
/// the worker answers on standard output, each line after `prefix`, so that whatever the
/// app itself prints there is ignored.
package enum WorkerProtocol {
  package static let prefix = "@@workbench "

  /// Run a scenario file's text, or generate walk `index` of a seed.
  package struct Job: Codable, Sendable {
    package var path: String?
    var text: String?
    var seed: UInt64?
    var index: Int?
    var steps: Int?
  }

  /// One thing the worker says: a step is about to run (with its sentence when it is
  /// generating), what a step did, how the run failed, which closed screens leaked (after
  /// the last step, before `done`), or that the job is done.
  package struct Message: Codable, Sendable {
    var step: Int?
    var sentence: String?
    var record: StepRecord?
    package var failure: Failure?
    var leaks: [String]?
    package var done: Bool?
  }

  /// A failed step, by its index in the scenario.
  package struct Failure: Codable, Sendable {
    var step: Int
    package var message: String
    var details: [String]
    var isHang: Bool
  }

  package static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
  }

  package static func decode<Value: Decodable>(_ type: Value.Type, from line: String) -> Value? {
    try? JSONDecoder().decode(type, from: Data(line.utf8))
  }
}

extension WorkerProtocol.Job {
  /// The job that runs `scenario`: the worker parses its steps written out again, and
  /// answers name steps by their index.
  package init(_ scenario: Scenario) {
    self.init(
      path: scenario.path,
      text: Walk(actions: scenario.steps.map(\.action)).text(title: scenario.title))
  }
}
