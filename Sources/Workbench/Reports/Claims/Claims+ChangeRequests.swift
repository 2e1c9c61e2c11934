import ChangeRequests

// The rules' helpers over the change requests' figures (Scenarios/Changes/).

extension Claim {
  /// The verdict of a rule whose change request is not in the report yet.
  static func pendingRequest(_ name: String) -> Decision {
    Decision(verdict: .pending, figures: "pending: the \(name) change request", evidence: .summary)
  }

  /// A rule over `request`'s source lines, `name` against every other architecture:
  /// confirmed if `name`'s are no more than the others' median beyond the tie band and
  /// `alsoConfirms` holds of its cost; contradicted if they exceed every other's beyond the
  /// band. Nil without `name`, pending without the request.
  static func linesAgainstOthers(
    _ f: F, _ name: String, _ request: String,
    alsoConfirms: (ChangeCost) -> Bool = { _ in true }, note: (ChangeCost) -> String = { _ in "" }
  ) -> Decision? {
    let names = f.report.architectures.map(\.name)
    guard let index = names.firstIndex(of: name), names.count > 1 else { return nil }
    let costs = names.compactMap { f.change($0, request: request) }
    guard costs.count == names.count else { return pendingRequest(request) }
    let lines = Double(costs[index].linesChanged)
    let others = costs.indices.filter { $0 != index }.map { Double(costs[$0].linesChanged) }
      .sorted()
    let band = 1 + DecisionMatrix.tolerance
    return .judge(
      confirmed: alsoConfirms(costs[index]) && lines <= others[others.count / 2] * band,
      contradicted: lines > (others.last ?? 0) * band, .changeCost,
      "\(request) source lines: "
        + zip(names, costs).map { "\($0) \($1.linesChanged)" }.joined(separator: ", ")
        + note(costs[index]))
  }

  /// `; TITLE: MVC 3, …`: a figure of every architecture's solution of `request`, shown beside
  /// a verdict; empty when the request lacks it for one.
  static func alongside(
    _ f: F, _ request: String, _ title: String, _ figure: (ChangeCost) -> String?
  ) -> String {
    let costs = f.report.measuredChanges?.requests.first { $0.name == request }?.costs ?? []
    let figures = costs.compactMap(figure)
    guard !figures.isEmpty, figures.count == costs.count else { return "" }
    return "; \(title): "
      + zip(f.report.architectures, figures).map { "\($0.name) \($1)" }.joined(separator: ", ")
  }

  /// A rule over how much of its reused screen each of `names` leaves as it is in
  /// `request`'s solutions: nil without those architectures, pending without the request.
  static func reuseRule(
    _ f: F, _ names: [String], _ request: String, _ decide: ([ScreenReuse]) -> Decision
  ) -> Decision? {
    guard f.all(names) != nil else { return nil }
    guard let reuse = f.reuse(names, request: request) else { return pendingRequest(request) }
    return decide(reuse)
  }
}
