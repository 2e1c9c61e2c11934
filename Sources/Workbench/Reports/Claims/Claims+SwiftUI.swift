import ChangeRequests
import SourceMetrics

// The move to SwiftUI (Scenarios/Changes/swiftui/) and SwiftUI state: the rules of claims B7,
// B8 and B9 and their figures.

extension Claim {
  /// B7: MVVM, MVVM+C and Clean change no view-model line when their screens move to
  /// SwiftUI; the evidence gives every architecture's lines in the view roles and outside
  /// them.
  static func viewModelsSurviveTheMove(_ f: F) -> Decision? {
    let names = f.report.architectures.map(\.name)
    guard ["MVVM", "MVVM+C", "Clean"].allSatisfy(names.contains) else { return nil }
    guard f.change(names[0], request: "swiftui") != nil else {
      return pendingRequest("swiftui")
    }
    let costs = names.compactMap { f.change($0, request: "swiftui") }
    let viewModel = ["MVVM", "MVVM+C", "Clean"].compactMap {
      f.change($0, request: "swiftui")?.linesByRole[Role.viewModel.rawValue] ?? 0
    }
    return .judge(
      confirmed: viewModel.allSatisfy { $0 == 0 }, contradicted: viewModel.contains { $0 > 0 },
      .changeCost,
      "swiftui's source lines changed in the view roles / outside them, by role: "
        + zip(names, costs).map { "\($0) \(inTheViews($1)) / \(outsideTheViews($1))" }
        .joined(separator: "; ")
        + "; view-model lines changed: MVVM, MVVM+C, Clean "
        + viewModel.map(String.init).joined(separator: ", "))
  }

  /// B9: SwiftUI state is the cheaper start (fewer source lines than MVVM after its move to
  /// SwiftUI), and MVVM's view models buy what the claim says they do (pure tests that run
  /// more of the logic).
  static func viewsFirstThenViewModels(_ f: F) -> Decision? {
    guard let state = f.architecture("SwiftUI state"), let mvvm = f.architecture("MVVM"),
      let statePure = f.pureLogic("SwiftUI state"), let mvvmPure = f.pureLogic("MVVM")
    else { return nil }
    guard let move = f.change("MVVM", request: "swiftui") else { return pendingRequest("swiftui") }
    let stateLines = sourceLines(state)
    let mvvmLines = sourceLines(mvvm) + move.linesAdded - move.linesRemoved
    let band = 1 + DecisionMatrix.tolerance
    return .judge(
      confirmed: Double(stateLines) * band < Double(mvvmLines) && mvvmPure > statePure + 10,
      contradicted: Double(mvvmLines) * band < Double(stateLines) || mvvmPure <= statePure,
      .changeCost,
      "source lines: SwiftUI state \(stateLines), MVVM after its move to SwiftUI \(mvvmLines) "
        + "(\(sourceLines(mvvm)), +\(move.linesAdded) −\(move.linesRemoved)); pure tests run "
        + "\(F.number(statePure)) % of SwiftUI state's logic, \(F.number(mvvmPure)) % of MVVM's")
  }

  /// B8: MVVM on SwiftUI needs as little binding glue as the architecture that needs least,
  /// and no more than a typical one; the evidence gives every architecture's glue on both
  /// stand-ins.
  static func mvvmFitsSwiftUI(_ f: F) -> Decision? {
    let names = f.report.architectures.map(\.name)
    guard names.contains("MVVM") else { return nil }
    guard f.change("MVVM", request: "swiftui") != nil else { return pendingRequest("swiftui") }
    let glue = names.compactMap { name in
      f.glue(name, request: "swiftui").map { (name, $0.before, $0.after) }
    }
    guard glue.count == names.count, let mvvm = glue.first(where: { $0.0 == "MVVM" })?.2.total
    else { return nil }
    let others = glue.filter { $0.0 != "MVVM" }.map(\.2.total).sorted()
    guard let least = others.first else { return nil }
    let median = others[others.count / 2]
    let band = 1 + DecisionMatrix.tolerance
    return .judge(
      confirmed: Double(mvvm) <= Double(least) * band,
      contradicted: Double(mvvm) > Double(median) * band, .changeCost,
      "binding glue lines before the move to SwiftUI → after it: "
        + glue.map { "\($0.0) \($0.1.description) → \($0.2.description)" }.joined(
          separator: "; ")
        + "; on SwiftUI, the least of the others \(least), their median \(median), MVVM \(mvvm)")
  }

  /// The lines of an architecture's source files, comments and blanks included (as a
  /// change's lines are counted), a library's runtime left out.
  static func sourceLines(_ architecture: ComparisonReport.Architecture) -> Int {
    architecture.metrics.files.filter { $0.role != .runtime }.map {
      $0.lines.code + $0.lines.comment + $0.lines.blank
    }
    .reduce(0, +)
  }

  /// The roles a move of the view layer rewrites: the views and view controllers, and what
  /// they show.
  static let viewRoles = Set([Role.view, .viewController, .viewData].map(\.rawValue))

  /// `cost`'s source lines in the view roles.
  static func inTheViews(_ cost: ChangeCost) -> Int {
    cost.linesByRole.filter { viewRoles.contains($0.key) }.values.reduce(0, +)
  }

  /// `cost`'s source lines outside the view roles, by role in role order, and a library's
  /// runtime apart: `12 (App 12)`, `0`.
  static func outsideTheViews(_ cost: ChangeCost) -> String {
    let runtime = cost.linesByRole[Role.runtime.rawValue] ?? 0
    let outside = (Role.allCases.map(\.rawValue) + [Role.unassignedName]).compactMap { role in
      guard !viewRoles.contains(role), role != Role.runtime.rawValue,
        let lines = cost.linesByRole[role], lines > 0
      else { return String?.none }
      return "\(role) \(lines)"
    }
    let total = cost.linesByRole.filter {
      !viewRoles.contains($0.key) && $0.key != Role.runtime.rawValue
    }
    .values.reduce(0, +)
    return "\(total)" + (outside.isEmpty ? "" : " (\(outside.joined(separator: ", ")))")
      + (runtime > 0 ? ", runtime \(runtime) apart" : "")
  }
}
