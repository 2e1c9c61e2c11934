import Registration
import SourceMetrics

extension Claim {
  /// Whether every scenario passed in every architecture with the same screens and requests.
  static func allAlike(_ f: ClaimFigures) -> String? {
    let matrix = f.report.matrix
    guard !matrix.results.isEmpty else { return nil }
    let passed = matrix.results.filter(\.succeeded).count
    return matrix.allPassed
      ? "all \(passed) scenario runs pass with the same screens and requests in every architecture"
      : nil
  }

  static let tca: [Claim] = [
    Claim(
      id: "F1",
      statement:
        "Reducers that return their effects make behaviour easy and deterministic to test.",
      sources: ["S4", "S0"], patterns: "TCA-style against the others",
      experiment:
        "The Testability row. Confirmed if TCA-style is in first place; contradicted if another places ahead of it.",
      decider: .rule(.matrix) { f in
        guard let place = f.place(.testability, "TCA-style") else { return nil }
        return .either(place == 1, .matrix, "TCA-style's Testability place is \(place)")
      }),
    Claim(
      id: "F2", statement: "TCA keeps state consistent across screens.",
      sources: ["S4"], patterns: "TCA-style against the others",
      experiment:
        "Today's only state shared across screens (a new payment shown in the detail, even after Cancel) passes everywhere, so nothing is settled: confirmed only if TCA-style alone passes. The sent-today change request will test it.",
      decider: .rule(.scenarios) { f in
        guard let alike = allAlike(f) else { return nil }
        return D(
          verdict: .notSettled, figures: alike + "; pending: the sent-today change request",
          evidence: .scenarios)
      }),
    Claim(
      id: "F3", statement: "TCA handles complex chains of side effects.",
      sources: ["S4"], patterns: "TCA-style against the others",
      experiment:
        "Today's effects (the debounce, a cancelled page, a cancel while submitting) pass everywhere, so nothing is settled; an auto-refresh change request with back-off would test it.",
      decider: .rule(.scenarios) { f in
        guard let alike = allAlike(f) else { return nil }
        return D(
          verdict: .notSettled, figures: alike + "; no chain of dependent effects exists yet",
          evidence: .scenarios)
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
        "Parallel teams: the change requests developed on branches from one base and merged.",
      decider: .pending(scale)),
    Claim(
      id: "G7",
      statement: "With an architecture, a change in one area is less likely to break the others.",
      sources: ["S0"], patterns: "the layered patterns against MVC",
      experiment:
        "What the change requests broke: the existing test lines each solution removed. Confirmed if every layered architecture removed fewer than MVC; contradicted if MVC removed fewer than every one of them; not settled otherwise.",
      decider: .rule(.changeCost) { f in
        guard let mvc = f.change("MVC")?.testLinesRemoved else { return nil }
        let others = layered.compactMap { name in f.change(name).map { (name, $0.testLinesRemoved) }
        }
        guard others.count == layered.count else { return nil }
        let text =
          "existing test lines removed: MVC \(mvc), "
          + others.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        let verdict: Verdict =
          others.allSatisfy { $0.1 < mvc }
          ? .confirmed : others.allSatisfy { $0.1 > mvc } ? .contradicted : .notSettled
        return D(verdict: verdict, figures: text, evidence: .changeCost)
      }),
    Claim(
      id: "G8", statement: "Protocols for every dependency make mocking easy.",
      sources: ["S1", "S3"],
      patterns: "protocol-based MVVM, VIPER and Clean against TCA-style's closures",
      experiment:
        "The test-double code each needs. Confirmed if MVVM, VIPER and Clean each need no more than TCA-style's closure-based clients; contradicted if TCA-style needs fewer than all three.",
      decider: .rule(.summary) { f in
        let names = ["MVVM", "VIPER", "Clean"]
        let lines = names.compactMap { f.doubleLines($0) }
        guard lines.count == names.count, let tca = f.doubleLines("TCA-style") else { return nil }
        let text =
          "test-double lines: " + zip(names, lines).map { "\($0) \($1)" }.joined(separator: ", ")
          + ", TCA-style \(tca)"
        let verdict: Verdict =
          lines.allSatisfy { $0 <= tca }
          ? .confirmed : lines.allSatisfy { $0 > tca } ? .contradicted : .notSettled
        return D(verdict: verdict, figures: text, evidence: .summary)
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
      statement: "The best pattern is the one the team understands and applies consistently.",
      sources: ["S4"], patterns: "all",
      experiment:
        "The pattern-rule violations in attendees' solutions, per architecture, logged by `changes check`.",
      decider: .pending("workshop logging of `changes check`")),
  ]
}
