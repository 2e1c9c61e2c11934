/// How the architectures behaved on one walk: grouped by equal behaviour (the same record
/// after every step, ending the same way), and where the first group and another part.
public struct Verdict: Hashable, Sendable {
  /// The architectures in groups of equal behaviour, in the order first seen.
  public var groups: [[String]]
  /// How each group's run ended: `pass`, `FAIL`, `HANG` or `CRASH`.
  public var endings: [String]
  /// The index of the first step after which some group differs from the first, or at
  /// which a run crashed or hung; nil when all behaved the same and none crashed or hung.
  public var firstDifferingStep: Int?

  /// Compares the runs of one walk, in architecture order.
  public init(_ results: [ScenarioResult]) {
    var groups: [[ScenarioResult]] = []
    for result in results {
      if let index = groups.firstIndex(where: { $0[0].behavesLike(result) }) {
        groups[index].append(result)
      } else {
        groups.append([result])
      }
    }
    self.groups = groups.map { $0.map(\.architecture) }
    endings = groups.map { $0[0].failure?.kind.cell ?? "pass" }
    let broken = results.compactMap { result -> Int? in
      guard let kind = result.failure?.kind, kind != .failed else { return nil }
      return result.records.count - 1
    }
    // A run that failed at a step differs from one that did not at that step, even with
    // the same records so far.
    let differing = groups.dropFirst().map { group in
      let (first, other) = (groups[0][0], group[0])
      return
        ([StepRecord.firstDifference(first.records, other.records)]
        + [first.failureIndex, other.failureIndex]).compactMap { $0 }.min() ?? 0
    }
    firstDifferingStep = (broken + differing).min()
  }

  /// Whether the walk found something: architectures that differ, a crash or a hang.
  public var isFailure: Bool {
    groups.count > 1 || endings.contains { $0 == "HANG" || $0 == "CRASH" }
  }

  /// What must stay the same while a walk shrinks: the same groups ending the same ways.
  public var signature: String {
    zip(groups, endings).map { "\($0.joined(separator: ", ")) (\($1))" }
      .joined(separator: " | ")
  }
}

extension ScenarioResult {
  /// The same records after every step, ending the same way at the same step.
  func behavesLike(_ other: ScenarioResult) -> Bool {
    records == other.records && failure?.kind == other.failure?.kind
      && failure?.step == other.failure?.step && failure?.message == other.failure?.message
  }

  /// The index of the step that failed, if one did.
  var failureIndex: Int? { failure.map { _ in records.count - 1 } }
}
