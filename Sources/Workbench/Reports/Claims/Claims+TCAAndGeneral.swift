import Registration
import SourceMetrics

extension Claim {
  /// What the scenario suite says of a claim for TCA-style: confirmed if it passes every
  /// scenario and another architecture does not, contradicted if it fails one, not settled
  /// when all pass alike.
  static func suiteVerdict(_ f: ClaimFigures, _ note: String) -> Decision? {
    let results = f.report.matrix.results
    guard !results.isEmpty, f.architecture("TCA-style") != nil else { return nil }
    let failed = Dictionary(grouping: results.filter { !$0.succeeded }, by: \.architecture)
    let tca = failed["TCA-style"]?.count ?? 0
    let others = failed.filter { $0.key != "TCA-style" }.values.map(\.count).reduce(0, +)
    return .judge(
      confirmed: tca == 0 && others > 0, contradicted: tca > 0, .scenarios,
      "failed scenario runs: TCA-style \(tca), the others \(others), of \(results.count)" + note)
  }

  static let tca: [Claim] = [
    Claim(
      id: "F1",
      statement:
        "Reducers that return their effects make behaviour easy and deterministic to test.",
      sources: ["S4", "S0"], patterns: "TCA-style against the others",
      experiment:
        "The Testability row. Confirmed if TCA-style places ahead of MVC and not behind MVVM; contradicted if it places behind MVVM; not settled otherwise.",
      decider: .rule(.matrix) { f in
        guard let t = f.place(.testability, "TCA-style"), let c = f.place(.testability, "MVC"),
          let m = f.place(.testability, "MVVM")
        else { return nil }
        return .judge(
          confirmed: t < c && t <= m, contradicted: t > m, .matrix,
          f.places(.testability, ["TCA-style", "MVC", "MVVM"]))
      }),
    Claim(
      id: "F2", statement: "TCA keeps state consistent across screens.",
      sources: ["S4"], patterns: "TCA-style against the others",
      experiment:
        "The sent-today change request: one figure (what was sent to a user today) on two screens, changed by a third; every solution passes the same scenarios, so the source lines each adds and removes decide; the stored copies of the figure each running app keeps are shown beside them (docs/METRICS.md, \"Stored copies\"). Confirmed if TCA-style's are no more than the others' median beyond the 10 % tie band; contradicted if they exceed every other architecture's beyond it; not settled in between. Until the request lands: the scenario suite's verdict.",
      decider: .rule(.changeCost) { f in
        guard var decision = linesAgainstOthers(f, "TCA-style", "sent-today") else { return nil }
        guard decision.verdict != .pending else {
          return suiteVerdict(f, "; pending: the sent-today change request")
        }
        decision.figures += alongside(f, "sent-today", "stored copies of the figure") {
          $0.storedCopies.map(String.init)
        }
        return decision
      }),
    Claim(
      id: "F3", statement: "TCA handles complex chains of side effects.",
      sources: ["S4"], patterns: "TCA-style against the others",
      experiment:
        "Today's effects (the debounce, a cancelled page, a cancel while submitting) are in the scenario suite. Confirmed if TCA-style passes every scenario and another architecture does not; contradicted if TCA-style fails one; not settled when all pass alike. An auto-refresh change request with back-off would test it.",
      decider: .rule(.scenarios) { f in
        suiteVerdict(f, "; no chain of dependent effects exists yet")
      }),
    Claim(
      id: "F4", statement: "TCA's structure comes with a steeper learning curve.",
      sources: ["S4"], patterns: "TCA-style against MVVM",
      experiment:
        "Confirmed if TCA-style places behind MVVM on Learning curve; contradicted otherwise.",
      decider: .rule(.matrix) { f in
        guard let t = f.place(.learningCurve, "TCA-style"), let m = f.place(.learningCurve, "MVVM")
        else { return nil }
        return .either(t > m, .matrix, f.places(.learningCurve, ["TCA-style", "MVVM"]))
      }),
  ]

  /// One row of the sources' star matrix, as the measured matrix judges it.
  static func stars(_ id: String, _ criterion: Criterion) -> Claim {
    Claim(
      id: id,
      statement: "The decision matrix's \(criterion.rawValue) stars order the patterns right.",
      sources: ["S3"], patterns: "MVC, MVVM, MVVM+C, VIPER, Clean",
      experiment:
        "The measured row (docs/METRICS.md, \"Decision matrix\"): confirmed if it names no pair the stars order the other way, contradicted if it names one, not settled if the row cannot judge the stars yet.",
      decider: .rule(.matrix) { f in
        guard let row = f.row(criterion) else { return nil }
        let judgement = f.matrix.judgement(row)
        let verdict: Verdict =
          row.notSettled != nil
          ? .notSettled
          : row.contradictions(names: f.matrix.names).isEmpty ? .confirmed : .contradicted
        return D(
          verdict: verdict, figures: judgement + " " + f.matrix.robustness(row), evidence: .matrix)
      })
  }

  static let general: [Claim] = [
    stars("G1", .simplicity), stars("G2", .testability), stars("G3", .scalability),
    stars("G4", .learningCurve), stars("G5", .boilerplate),
    Claim(
      id: "G6",
      statement:
        "A good architecture lets teams work on different parts without constant conflicts.",
      sources: ["S0", "S2", "S3"], patterns: "layered and modular against MVC",
      experiment:
        "Parallel teams at eight features (`workbench scale`): the branches of the change suite merged in pairs and all together. Confirmed if every architecture with a module per feature (VIPER, Clean, TCA-style) meets no more conflicts than MVC (conflicting regions, and a merge that does not build or fails counted as one more) and one meets fewer; contradicted otherwise. Without those figures, the one-feature pairs are shown, not judged.",
      decider: .rule(.changeCost) { f in
        modularTeams(f) ?? parallelWork(f, f.report.architectures.map(\.name))
      }),
    Claim(
      id: "G7",
      statement:
        "A structured codebase confines the damage of a change to the area changed.",
      sources: ["S0"], patterns: "the layered patterns against MVC",
      experiment:
        "What the change requests broke: the existing test lines each solution removed, per 100 test code lines. Confirmed if every layered architecture's share is below MVC's by more than the 10 % tie band; contradicted if every one is above it by more; not settled otherwise. Many removals are what the request asked for, so first-attempt regressions would say more.",
      decider: .rule(.changeCost) { f in mvcBreaksMore(f) }),
    Claim(
      id: "G8", statement: "Protocols for every dependency make mocking easy.",
      sources: ["S1", "S3"], patterns: "protocol-based MVVM, VIPER and Clean against MVC",
      experiment:
        "What the seams buy: the share of the unit tests that are pure (no UI kit, no backend). Confirmed if MVVM, VIPER and Clean each have a pure share more than 10 points above MVC's, whose controllers have no protocol seam; contradicted if one is not above it; not settled otherwise. Test-double lines are shown, not judged: their direction is disputed (docs/METRICS.md).",
      decider: .rule(.summary) { f in
        let names = ["MVVM", "VIPER", "Clean"]
        let shares = names.compactMap { f.pureShare($0) }
        guard shares.count == names.count, let mvc = f.pureShare("MVC") else { return nil }
        return .judge(
          confirmed: shares.allSatisfy { $0 > mvc + 10 },
          contradicted: shares.contains { $0 <= mvc },
          .summary,
          "pure share of the unit tests: MVC \(F.number(mvc.rounded())) %, "
            + zip(names, shares).map { "\($0) \(F.number($1.rounded())) %" }.joined(separator: ", ")
            + "; test-double lines "
            + (["MVC"] + names).map { "\($0) \(f.doubleLines($0) ?? 0)" }.joined(separator: ", "))
      }),
    Claim(
      id: "G9", statement: "Weak references in delegates and observers prevent retain cycles.",
      sources: ["S2", "S3"], patterns: "all",
      experiment:
        "Every scenario checks, after it ends, that no screen or flow object outlives it. Confirmed if no run leaks; contradicted by any leak.",
      decider: .rule(.scenarios) { f in
        let results = f.report.matrix.results
        guard !results.isEmpty else { return nil }
        let leaks = results.map(\.leaks.count).reduce(0, +)
        return .either(leaks == 0, .scenarios, "\(leaks) leaks in \(results.count) scenario runs")
      }),
    Claim(
      id: "G10",
      statement: "Start simple and move to a heavier architecture only when the need comes.",
      sources: ["S0"], patterns: "MVVM to Clean",
      experiment:
        "A migration request: MVVM to Clean one screen at a time, all scenarios green after each step.",
      decider: .pending("an MVVM-to-Clean migration request")),
    Claim(
      id: "G11",
      statement: "Singletons make testing hard and a service locator hides dependencies.",
      sources: ["S3"], patterns: "dependency-injection styles",
      experiment:
        "A break-it drill: one injected service replaced by a singleton; the tests that must change.",
      decider: .pending("a singleton break-it drill")),
    Claim(
      id: "G12",
      statement:
        "Data flowing one way, with no repository calling back into the view model, keeps testing easy.",
      sources: ["S1"], patterns: "Clean and MVVM",
      experiment:
        "A Clean variant whose repository calls back into the view model; doubles and test lines for the same tests.",
      decider: .pending("a bidirectional Clean variant")),
    Claim(
      id: "G13",
      statement:
        "What matters most is that the whole team knows the chosen pattern and sticks to it.",
      sources: ["S4"], patterns: "all",
      experiment:
        "The pattern-rule violations in attendees' solutions, per architecture, logged by `changes check`.",
      decider: .pending("workshop logging of `changes check`")),
  ]
}
