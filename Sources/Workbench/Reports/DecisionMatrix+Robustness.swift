import ChangeRequests

/// The Scalability row's figures, and how robust each row's verdict is (docs/METRICS.md,
/// "Decision matrix").
extension DecisionMatrix {
  /// What the same change requests cost each architecture, summed over the requests that
  /// cost the architectures differently (none when no request was measured). Test lines are
  /// left out: the tests follow each pattern's testing style, which the Testability row
  /// measures. The four figures measure the size of one diff: one dimension.
  static func scalability(_ changes: ChangeCosts?) -> [Figure] {
    guard let changes, !changes.summed.isEmpty else { return [] }
    let (telling, alike) = telling(changes.summed)
    guard !telling.isEmpty else { return [] }
    let totals = ChangeCosts(requests: telling).totals
    let dimension = "size of the change"
    let left = alike.isEmpty ? "" : " (\(list(alike.map(\.name))) left out: the same cost in all)"
    return [
      Figure(
        "source lines added and removed by \(telling.count) change request"
          + (telling.count == 1 ? "" : "s") + left,
        totals.map { Double($0.linesChanged) }, dimension: dimension),
      Figure(
        "source files changed or added", totals.map { Double($0.filesTouched) },
        dimension: dimension),
      Figure(
        "roles touched (summed over the requests)",
        totals.indices.map { index in
          Double(telling.map { $0.costs[index].roles.count }.reduce(0, +))
        }, dimension: dimension),
      Figure(
        "types and protocols added",
        totals.map { Double(max(0, $0.typesAdded + $0.protocolsAdded)) }, dimension: dimension),
    ]
  }

  /// The requests whose source cost differs between architectures, and those that cost every
  /// architecture the same (they tell the architectures apart in nothing, and would only
  /// pull every ratio towards 1).
  static func telling(_ requests: [ChangeCosts.Request])
    -> (telling: [ChangeCosts.Request], alike: [ChangeCosts.Request])
  {
    func key(_ cost: ChangeCost) -> [Int] {
      [
        cost.linesAdded, cost.linesRemoved, cost.filesTouched, cost.roles.count,
        cost.typesAdded + cost.protocolsAdded,
      ]
    }
    let alike = requests.filter { Set($0.costs.map(key)).count == 1 && $0.costs.count > 1 }
    return (requests.filter { request in !alike.contains { $0.name == request.name } }, alike)
  }

  /// What a row concludes: the contradictions it names and the architectures it places
  /// first.
  struct Finding: Equatable {
    var contradictions: [String]
    var first: [String]
  }

  func finding(_ row: Row) -> Finding {
    Finding(
      contradictions: row.contradictions(names: names).map { "\($0.better) > \($0.worse)" },
      first: zip(names, row.places).filter { $0.1 == 1 }.map(\.0))
  }

  /// The scored figures the row's finding hangs on: leaving out any one of them changes the
  /// contradictions or the first place. Empty: the verdict is robust.
  public func fragileFigures(_ row: Row) -> [String] {
    fragileIndices(row).map { row.scored[$0].title }
  }

  func fragileIndices(_ row: Row) -> [Int] {
    let finding = finding(row)
    return row.scored.indices.filter { self.finding(row.leavingOut($0)) != finding }
  }

  /// The robustness sentence of a measured row: robust, or what leaving out each figure it
  /// hangs on would change.
  public func robustness(_ row: Row) -> String {
    let fragile = fragileIndices(row)
    if row.scored.count == 1, !fragile.isEmpty {
      return "It rests on one figure, “\(row.scored[0].title)”: no second figure checks it."
    }
    guard !fragile.isEmpty else {
      return "Robust: leaving out any one figure keeps this verdict and the first place."
    }
    let changes = fragile.map { index in
      "without “\(row.scored[index].title)”, " + change(from: row, to: row.leavingOut(index))
    }
    return "Not robust: " + changes.joined(separator: "; ") + "."
  }

  /// What differs between the findings of two rows, in words.
  func change(from old: Row, to new: Row) -> String {
    let (before, after) = (finding(old), finding(new))
    var parts: [String] = []
    if before.contradictions != after.contradictions {
      parts.append(
        after.contradictions.isEmpty
          ? "no pair contradicts the stars"
          : "the contradicted pairs are " + Self.list(after.contradictions))
    }
    if before.first != after.first {
      parts.append("the first place goes to " + Self.list(after.first))
    }
    return parts.joined(separator: " and ")
  }

}
