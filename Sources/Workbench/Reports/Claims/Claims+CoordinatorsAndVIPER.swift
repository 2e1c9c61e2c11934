import Foundation
import Registration
import SourceMetrics

extension Claim {
  /// The view controllers of an architecture that name another view controller: the ones
  /// that build or present the next screen themselves.
  static func navigatingControllers(_ f: ClaimFigures, _ name: String) -> [String]? {
    guard let architecture = f.architecture(name) else { return nil }
    let files = architecture.metrics.files.filter { $0.role == .viewController }
    let controllers = Set(files.flatMap(\.types).filter { $0.role == .viewController }.map(\.name))
    return files.filter { file in
      let own = Set(file.types.map(\.name))
      return file.references.contains { controllers.contains($0) && !own.contains($0) }
    }.map { ($0.path as NSString).lastPathComponent }.sorted()
  }

  /// The largest type of any architecture but `name`, and whose it is.
  static func largestElsewhere(_ f: ClaimFigures, _ name: String)
    -> (architecture: String, unit: SizeSignals.Unit)?
  {
    f.report.architectures.filter { $0.name != name }.compactMap { architecture in
      f.largestType(architecture.name).map { (architecture.name, $0) }
    }.max { $0.1.codeLines < $1.1.codeLines }
  }

  /// Per architecture, the existing test lines its change-request solutions removed per 100
  /// code lines of its tests; nil without change costs.
  static func removedShares(_ f: ClaimFigures) -> [(String, Double)]? {
    let shares = f.report.architectures.compactMap { architecture -> (String, Double)? in
      guard let cost = f.change(architecture.name) else { return nil }
      let tests = Double(architecture.metrics.testLines.code)
      return (architecture.name, tests > 0 ? 100 * Double(cost.testLinesRemoved) / tests : 0)
    }
    return shares.count == f.report.architectures.count && shares.count > 1 ? shares : nil
  }

  /// Whether MVC's change requests broke more of its tests than every other architecture's:
  /// confirmed if MVC's share of test lines removed is above every other's by more than the
  /// tie band, contradicted if below every one by more, not settled otherwise.
  static func mvcBreaksMore(_ f: ClaimFigures) -> Decision? {
    guard let shares = removedShares(f), let mvc = shares.first(where: { $0.0 == "MVC" })?.1
    else { return nil }
    let others = shares.filter { $0.0 != "MVC" }.map(\.1)
    let band = 1 + DecisionMatrix.tolerance
    return .judge(
      confirmed: others.allSatisfy { $0 * band < mvc },
      contradicted: others.allSatisfy { mvc * band < $0 }, .changeCost,
      "existing test lines removed by the change requests, per 100 test code lines: "
        + shares.map { "\($0.0) \(DecisionMatrix.decimal($0.1, places: 1))" }.joined(
          separator: ", "))
  }

  /// The conflicting regions in the sources of `names` when the requests are merged in
  /// pairs: not settled at one feature, with the figures.
  static func parallelWork(_ f: ClaimFigures, _ names: [String]) -> Decision? {
    guard let pairs = f.report.measuredChanges?.pairs, !pairs.isEmpty else { return nil }
    let counts = names.compactMap { name -> String? in
      guard let index = f.report.architectures.firstIndex(where: { $0.name == name }) else {
        return nil
      }
      return "\(name) \(pairs.map { $0.conflicts[index].sources }.reduce(0, +))"
    }
    guard counts.count == names.count else { return nil }
    return Decision(
      verdict: .notSettled,
      figures: "conflicting regions in the sources, \(pairs.count) pair"
        + (pairs.count == 1 ? "" : "s") + " merged: "
        + counts.joined(separator: ", ") + "; pending: parallel teams in " + scale,
      evidence: .changeCost)
  }

  static let coordinators: [Claim] = [
    Claim(
      id: "C1", statement: "Plain MVVM leaves navigation in the view controllers.",
      sources: ["S3"], patterns: "MVVM against MVVM+C",
      experiment:
        "Which view controllers name another view controller (they build or present the next screen). Confirmed if some of MVVM's do and none of MVVM+C's do; contradicted otherwise. Whether that hurts is the deep-link experiment's.",
      decider: .rule(.roles) { f in
        guard let mvvm = navigatingControllers(f, "MVVM"),
          let coordinated = navigatingControllers(f, "MVVM+C")
        else { return nil }
        return .either(
          !mvvm.isEmpty && coordinated.isEmpty, .roles,
          "view controllers that name another: MVVM \(mvvm.count) (\(mvvm.joined(separator: ", "))), MVVM+C \(coordinated.count)"
        )
      }),
    Claim(
      id: "C2", statement: "Coordinators make navigation testable.",
      sources: ["S1", "S3"], patterns: "MVVM+C against MVVM",
      experiment:
        "Mutation testing by role: the share of the mutants in the navigation code (MVVM+C's coordinators, MVVM's view controllers, where its navigation lives) that each one's unit tests kill. Confirmed if MVVM+C's share is more than 10 points higher; contradicted if more than 10 points lower; not settled in between. Few mutants fall in these roles, so the figure is coarse.",
      decider: .rule(.mutation) { f in
        guard let coordinated = f.killedShare("MVVM+C", role: "Coordinator"),
          let plain = f.killedShare("MVVM", role: "ViewController")
        else { return nil }
        return .judge(
          confirmed: coordinated.share > plain.share + 10,
          contradicted: coordinated.share + 10 < plain.share, .mutation,
          "unit tests kill \(coordinated.killed) of \(coordinated.count) mutants in MVVM+C's coordinators, \(plain.killed) of \(plain.count) in MVVM's view controllers"
        )
      }),
    Claim(
      id: "C3", statement: "Coordinators let a screen be reused in another flow.",
      sources: ["S3", "S1"], patterns: "MVVM+C against MVVM and MVC",
      experiment:
        "The pay-from-users change request: the payment form started from a Users row as well as from the detail; the lines each solution changes in the form's own code (docs/METRICS.md, \"Reuse\"). Confirmed if MVVM+C changes fewer than both MVC and MVVM beyond the 10 % tie band; contradicted if MVC or MVVM changes no more lines than MVVM+C (the form was reusable without a coordinator); not settled in between.",
      decider: .rule(.changeCost) { f in
        let names = ["MVVM+C", "MVC", "MVVM"]
        return reuseRule(f, names, "pay-from-users") { reuse in
          let changed = reuse.map(\.linesChanged)
          let fewest = Double(min(changed[1], changed[2]))
          let band = 1 + DecisionMatrix.tolerance
          return .judge(
            confirmed: Double(changed[0]) * band < fewest,
            contradicted: fewest <= Double(changed[0]), .changeCost,
            "lines changed in the form's own code: "
              + zip(names, changed).map { "\($0) \($1)" }.joined(separator: ", "))
        }
      }),
    Claim(
      id: "C4",
      statement:
        "Coordinators make deep links, several entry points and complex navigation easier.",
      sources: ["S3", "S4"], patterns: "MVVM+C, Clean against MVC, MVVM, VIPER, TCA-style",
      experiment:
        "The deep-link change request: `bank://users/{id}/pay` from a cold start, over another open form and while the users load; the source lines each solution adds and removes. Confirmed if MVVM+C's and Clean's (the two with a flow coordinator) are each fewer than MVC's and MVVM's beyond the 10 % tie band; contradicted if either exceeds MVC's or MVVM's beyond it; not settled in between.",
      decider: .rule(.changeCost) { f in
        let names = ["MVVM+C", "Clean", "MVC", "MVVM"]
        guard f.all(names) != nil else { return nil }
        let costs = names.compactMap { f.change($0, request: "deep-link") }
        guard costs.count == names.count else { return pendingRequest("deep-link") }
        let lines = costs.map { Double($0.linesChanged) }
        let coordinated = max(lines[0], lines[1])
        let plain = min(lines[2], lines[3])
        let band = 1 + DecisionMatrix.tolerance
        return .judge(
          confirmed: coordinated * band < plain, contradicted: coordinated > plain * band,
          .changeCost,
          "deep-link source lines: "
            + zip(names, costs).map { "\($0) \($1.linesChanged)" }.joined(separator: ", "))
      }),
    Claim(
      id: "C5", statement: "Coordinators make it easy to swap one flow for another (A/B tests).",
      sources: ["S3"], patterns: "MVVM+C against the others",
      experiment:
        "A change request behind a flag that inserts a confirmation screen; the lines that branch on the flag and where they are.",
      decider: .pending("an A/B flow change request")),
    Claim(
      id: "C6",
      statement: "Coordinators add boilerplate and are overkill for simple, linear navigation.",
      sources: ["S3"], patterns: "MVVM+C against MVVM",
      experiment:
        "This app's navigation is linear. Confirmed if MVVM+C places behind MVVM on Boilerplate and its receipt solution (the request that adds a screen) costs more source lines than MVVM's by more than the 10 % tie band; contradicted if it places ahead and costs fewer lines by more than the band; not settled otherwise.",
      decider: .rule(.matrix) { f in
        guard let c = f.place(.boilerplate, "MVVM+C"), let m = f.place(.boilerplate, "MVVM"),
          let cc = f.change("MVVM+C", request: "receipt"),
          let mc = f.change("MVVM", request: "receipt")
        else { return nil }
        let band = 1 + DecisionMatrix.tolerance
        return .judge(
          confirmed: c > m && Double(cc.linesChanged) > Double(mc.linesChanged) * band,
          contradicted: c < m && Double(cc.linesChanged) * band < Double(mc.linesChanged), .matrix,
          f.places(.boilerplate, ["MVVM", "MVVM+C"])
            + "; receipt source lines MVVM \(mc.linesChanged), MVVM+C \(cc.linesChanged)")
      }),
    Claim(
      id: "C7",
      statement: "A flow coordinator reduces the size and the duties of the view controllers.",
      sources: ["S2"], patterns: "MVVM+C against MVVM",
      experiment:
        "The code lines of the view-controller role. Confirmed if MVVM+C's are fewer than MVVM's by more than the 10 % tie band; contradicted if more by more; not settled in between. The duties half is C1's figure.",
      decider: .rule(.roles) { f in
        guard let c = f.lines("MVVM+C", .viewController), let m = f.lines("MVVM", .viewController)
        else { return nil }
        return .smaller(
          Double(c), than: Double(m), .roles, "view-controller code lines: MVVM+C \(c), MVVM \(m)")
      }),
    Claim(
      id: "C8", statement: "SwiftUI's NavigationStack reduces the need for coordinator objects.",
      sources: ["S4"], patterns: "SwiftUI navigation against MVVM+C",
      experiment:
        "The receipt and the deep link with path-based navigation state, with and without a coordinator object.",
      decider: .pending(
        "solutions of receipt and deep-link written on MVVM+C's move to SwiftUI (a coordinator driving the path), to set beside SwiftUI state's"
      )),
  ]

  static let viper: [Claim] = [
    Claim(
      id: "D1", statement: "VIPER's ceremony is high: several types and protocols per screen.",
      sources: ["S4", "S0", "S3"], patterns: "VIPER against the others",
      experiment:
        "Confirmed if VIPER declares more protocols than any other architecture and places last or next to last on Boilerplate; contradicted otherwise.",
      decider: .rule(.matrix) { f in
        guard let viper = f.protocols("VIPER"), let place = f.place(.boilerplate, "VIPER") else {
          return nil
        }
        let others = f.report.architectures.filter { $0.name != "VIPER" }.compactMap {
          f.protocols($0.name)
        }
        return .either(
          viper > (others.max() ?? 0) && place >= f.report.architectures.count - 1, .matrix,
          "VIPER declares \(viper) protocols (the most elsewhere \(others.max() ?? 0)); Boilerplate place \(place)"
        )
      }),
    Claim(
      id: "D2", statement: "VIPER's testability is excellent: five stars, above MVVM's four.",
      sources: ["S0", "S3"], patterns: "VIPER against MVVM and MVVM+C",
      experiment:
        "The Testability row (what the unit tests miss of the planted faults, and what pure tests reach). Confirmed if VIPER places ahead of or level with MVVM and MVVM+C; contradicted if behind either.",
      decider: .rule(.matrix) { f in
        guard let v = f.place(.testability, "VIPER"), let m = f.place(.testability, "MVVM"),
          let c = f.place(.testability, "MVVM+C")
        else { return nil }
        return .either(
          v <= m && v <= c, .matrix, f.places(.testability, ["VIPER", "MVVM", "MVVM+C"]))
      }),
    Claim(
      id: "D3", statement: "VIPER suits large teams and enterprise apps.",
      sources: ["S3", "S0"], patterns: "VIPER against MVVM",
      experiment:
        "Parallel teams at eight features (`workbench scale`): the branches of the change suite merged in pairs and all together. Confirmed if VIPER's teams meet fewer conflicts than MVVM's (conflicting regions, and a merge that does not build or fails counted as one more) and VIPER places ahead of MVVM in the Scalability row measured as growth; contradicted otherwise. Without those figures, the one-feature pairs are shown, not judged.",
      decider: .rule(.changeCost) { f in
        teamsAhead(f, "VIPER", of: ["MVVM"]) ?? parallelWork(f, ["VIPER", "MVVM"])
      }),
    Claim(
      id: "D4", statement: "VIPER is overkill for small apps; avoid it for new projects.",
      sources: ["S4", "S3"], patterns: "VIPER against the others",
      experiment:
        "Confirmed if VIPER places last or next to last on Simplicity and on the change cost of this small app; contradicted otherwise.",
      decider: .rule(.matrix) { f in
        guard let s = f.place(.simplicity, "VIPER"), let c = f.place(in: f.smallAppRow, "VIPER")
        else {
          return nil
        }
        let last = f.report.architectures.count - 1
        return .either(
          s >= last && c >= last, .matrix,
          "VIPER's places: Simplicity \(s), change cost \(c) of \(last + 1)")
      }),
    Claim(
      id: "D5",
      statement: "Keep an existing VIPER codebase, and write new features in MVVM or TCA.",
      sources: ["S4"], patterns: "VIPER mixed with MVVM or TCA-style",
      experiment:
        "The receipt request solved inside VIPER as an MVVM screen; the bridging lines against the native VIPER solution.",
      decider: .pending("a mixed-pattern solution of the receipt request")),
    Claim(
      id: "D6", statement: "VIPER separates concerns further than MVVM.",
      sources: ["S0", "S3"], patterns: "VIPER against MVVM",
      experiment:
        "Confirmed if VIPER's code plays more roles than MVVM's and breaks none of its pattern's rules; contradicted otherwise.",
      decider: .rule(.roles) { f in
        guard let v = f.roles("VIPER"), let m = f.roles("MVVM"), let broken = f.violations("VIPER")
        else { return nil }
        return .either(
          v > m && broken == 0, .roles,
          "roles: VIPER \(v), MVVM \(m); VIPER's rule violations \(broken)")
      }),
  ]
}
