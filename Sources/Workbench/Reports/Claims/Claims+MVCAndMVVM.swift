import Registration
import SourceMetrics

// The claims of the five source articles (their ledger, ../shared/CLAIMS-LEDGER.md, in the
// project's words), each with the rule that decides it. A rule reads measured figures only;
// docs/METRICS.md, "Claims", says how the rules are written.

extension Claim {
  /// The articles, as docs/CANON.md cites them.
  public static let articles: [(id: String, title: String)] = [
    (
      "S0",
      "a book chapter on iOS architecture patterns (\"Welcome back, future iOS architecture guru!\")"
    ),
    (
      "S1",
      "\"iOS Architecture Guidelines: scalable, testable, and maintainable iOS architecture patterns\""
    ),
    ("S2", "\"Clean Architecture and MVVM on iOS\", Oleh Kudinov"),
    ("S3", "\"iOS Architecture & Design Patterns: Complete Guide for Senior iOS Engineers\""),
    ("S4", "\"iOS Architectural Patterns Deep Dive: MVC, MVVM, TCA, and Beyond\""),
  ]

  /// Every claim, in ledger order.
  public static let all: [Claim] = mvc + mvvm + coordinators + viper + clean + tca + general

  typealias F = ClaimFigures
  typealias D = Decision

  static let layered = ["MVVM", "MVVM+C", "VIPER", "Clean", "TCA-style"]

  static let scale =
    "`workbench scale`: the app at 1, 2, 4 and 8 features, with change cost, rebuild scope and merge conflicts against size"

  static let mvc: [Claim] = [
    Claim(
      id: "A1",
      statement:
        "In MVC the view controller becomes a dumping ground: networking, parsing, UI, rules and navigation pile up in it.",
      sources: ["S0", "S3", "S4"], patterns: "MVC against the others",
      experiment:
        "The share of MVC's code in its view controllers, against the view-controller share of every other architecture. Confirmed if MVC's controllers hold most of its code and a larger share than any other architecture's; contradicted otherwise. Growth over many changes is the scalability experiment's.",
      decider: .rule(.roles) { f in
        let shares = f.report.architectures.map { architecture -> (String, Double) in
          let total = Double(architecture.metrics.featureLines.code)
          let controllers = Double(f.lines(architecture.name, .viewController) ?? 0)
          return (architecture.name, total > 0 ? 100 * controllers / total : 0)
        }
        guard let mvc = shares.first(where: { $0.0 == "MVC" })?.1, shares.count > 1 else {
          return nil
        }
        let others = shares.filter { $0.0 != "MVC" }
        let top = others.max { $0.1 < $1.1 }!
        return .either(
          mvc > 50 && mvc > top.1, .roles,
          "view controllers hold \(F.number(mvc.rounded())) % of MVC's feature code lines; the most elsewhere is \(top.0)'s \(F.number(top.1.rounded())) %"
        )
      }),
    Claim(
      id: "A2", statement: "A large MVC view controller can hardly be unit-tested.",
      sources: ["S0", "S3", "S4"], patterns: "MVC against MVVM",
      experiment:
        "Mutation testing: the share of the planted faults each architecture's own unit tests miss. Confirmed if MVC's tests miss more than MVVM's by more than 10 points; contradicted if they miss as few.",
      decider: .rule(.mutation) { f in
        guard let mvc = f.missedMutants("MVC"), let mvvm = f.missedMutants("MVVM") else {
          return nil
        }
        return .either(
          mvc > mvvm + 10, .mutation,
          "the unit tests miss \(F.number(mvc.rounded())) % of the mutants in MVC, \(F.number(mvvm.rounded())) % in MVVM"
        )
      }),
    Claim(
      id: "A3", statement: "MVC's coupling makes changes risky.",
      sources: ["S0"], patterns: "MVC against the others",
      experiment:
        "What the change requests break: the existing test lines each solution had to remove. Confirmed if MVC's solutions remove more than every other architecture's; contradicted if fewer than any. First-attempt regressions in a workshop would say more.",
      decider: .rule(.changeCost) { f in
        let removed = f.report.architectures.compactMap { a in
          f.change(a.name).map { (a.name, $0.testLinesRemoved) }
        }
        guard let mvc = removed.first(where: { $0.0 == "MVC" })?.1, removed.count > 1 else {
          return nil
        }
        let others = removed.filter { $0.0 != "MVC" }.map(\.1)
        let text =
          "existing test lines removed by the change requests: "
          + removed.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        if mvc > others.max()! {
          return D(verdict: .confirmed, figures: text, evidence: .changeCost)
        }
        return D(
          verdict: mvc < others.min()! ? .contradicted : .notSettled, figures: text,
          evidence: .changeCost)
      }),
    Claim(
      id: "A4", statement: "Logic in an MVC view controller is hard to reuse elsewhere.",
      sources: ["S0", "S3"], patterns: "MVC against MVVM and the others",
      experiment:
        "The choose-recipient change request: a second screen that searches the users as Users does; the lines MVC duplicates or extracts against the lines the others change in their view model, presenter or reducer.",
      decider: .pending("the choose-recipient change request")),
    Claim(
      id: "A5", statement: "MVC is fine for small apps and simple screens.",
      sources: ["S3", "S4"], patterns: "MVC against the others",
      experiment:
        "The matrix at this size: confirmed if MVC is in first place on Simplicity, Learning curve and Boilerplate; contradicted otherwise.",
      decider: .rule(.matrix) { f in
        let criteria: [Criterion] = [.simplicity, .learningCurve, .boilerplate]
        let places = criteria.compactMap { f.place($0, "MVC") }
        guard places.count == criteria.count else { return nil }
        return .either(
          places.allSatisfy { $0 == 1 }, .matrix,
          "MVC's places: "
            + zip(criteria, places).map { "\($0.rawValue) \($1)" }.joined(separator: ", "))
      }),
    Claim(
      id: "A6", statement: "Do not start a project that will grow complex with plain MVC.",
      sources: ["S4", "S3"], patterns: "MVC against the others",
      experiment:
        "How MVC's cost per change grows with the app's size against the layered patterns'.",
      decider: .pending(scale)),
    Claim(
      id: "A7",
      statement:
        "A thin MVC, with services and data sources moved out, avoids the massive view controller.",
      sources: ["S3"], patterns: "fat MVC against thin MVC",
      experiment:
        "A seventh architecture, the fat MVC the article shows first, measured on every row against the thin MVC here.",
      decider: .pending("a fat-MVC architecture beside the thin one")),
  ]

  static let mvvm: [Claim] = [
    Claim(
      id: "B1", statement: "A view model can be unit-tested without any UI.",
      sources: ["S0", "S3", "S4"], patterns: "MVVM against MVC",
      experiment:
        "The share of the logic the pure unit tests (no UI kit, no backend) run. Confirmed if MVVM's pure tests run more than half of its logic and more than MVC's; contradicted otherwise.",
      decider: .rule(.summary) { f in
        guard let mvvm = f.pureLogic("MVVM"), let mvc = f.pureLogic("MVC") else { return nil }
        return .either(
          mvvm > 50 && mvvm > mvc, .summary,
          "pure tests run \(F.number(mvvm)) % of MVVM's logic, \(F.number(mvc)) % of MVC's")
      }),
    Claim(
      id: "B2", statement: "A view model imports no UI framework and holds no view.",
      sources: ["S0", "S3", "S2"], patterns: "MVVM, MVVM+C, Clean",
      experiment:
        "The pattern rules that forbid it, checked in the code. Confirmed if they find no violation; contradicted by any.",
      decider: .rule(.patternRules) { f in
        let names = ["MVVM", "MVVM+C", "Clean"]
        let counts = names.compactMap { f.violations($0) }
        guard counts.count == names.count else { return nil }
        return .either(
          counts.allSatisfy { $0 == 0 }, .patternRules,
          "pattern rule violations: "
            + zip(names, counts).map { "\($0) \($1)" }.joined(separator: ", "))
      }),
    Claim(
      id: "B3", statement: "MVVM makes the view controllers thinner.",
      sources: ["S0"], patterns: "MVVM against MVC",
      experiment:
        "The code lines of the view-controller role. Confirmed if MVVM's are more than 10 % fewer than MVC's; contradicted otherwise.",
      decider: .rule(.roles) { f in
        guard let mvvm = f.lines("MVVM", .viewController), let mvc = f.lines("MVC", .viewController)
        else { return nil }
        return .either(
          Double(mvvm) < 0.9 * Double(mvc), .roles,
          "view-controller code lines: MVVM \(mvvm), MVC \(mvc)")
      }),
    Claim(
      id: "B4", statement: "View models can grow as massive as view controllers did.",
      sources: ["S0"], patterns: "MVVM against MVC",
      experiment:
        "Where the bulk goes: confirmed at this size if MVVM's largest type is a view model, the role the bulk moved to; contradicted if it is a view controller. Whether it grows as fast is the scalability experiment's.",
      decider: .rule(.sizeSignals) { f in
        guard let largest = f.largestType("MVVM") else { return nil }
        return .either(
          largest.role == .viewModel, .sizeSignals,
          "MVVM's largest type is \(largest.name) (\(largest.role?.rawValue ?? "no role"), \(largest.codeLines) code lines)"
        )
      }),
    Claim(
      id: "B5", statement: "Use cases split a large view model up.",
      sources: ["S0"], patterns: "Clean against MVVM",
      experiment:
        "The code lines of the view-model role. Confirmed if Clean's are more than 10 % fewer than MVVM's; contradicted otherwise.",
      decider: .rule(.roles) { f in
        guard let clean = f.lines("Clean", .viewModel), let mvvm = f.lines("MVVM", .viewModel)
        else { return nil }
        return .either(
          Double(clean) < 0.9 * Double(mvvm), .roles,
          "view-model code lines: Clean \(clean), MVVM \(mvvm)")
      }),
    Claim(
      id: "B6", statement: "One view model can serve several views without change.",
      sources: ["S2", "S0", "S3"], patterns: "MVVM and Clean against MVC",
      experiment:
        "The choose-recipient change request: the lines changed in the existing users view model (0 is reuse).",
      decider: .pending("the choose-recipient change request")),
    Claim(
      id: "B7",
      statement:
        "A view model free of UI frameworks survives a move from UIKit to SwiftUI unchanged.",
      sources: ["S2", "S0", "S3"], patterns: "MVVM, MVVM+C, Clean against MVC, VIPER, TCA-style",
      experiment:
        "The SwiftUI change request: every screen rewritten on a SwiftUI stand-in; the lines changed outside the view layer.",
      decider: .pending("the move to SwiftUI, with a headless SwiftUI kit")),
    Claim(
      id: "B8", statement: "MVVM is a natural fit for SwiftUI.",
      sources: ["S0", "S3"], patterns: "MVVM against the others",
      experiment: "The binding glue each architecture needs on a SwiftUI stand-in.",
      decider: .pending("the move to SwiftUI, with a headless SwiftUI kit")),
    Claim(
      id: "B9",
      statement:
        "In SwiftUI, start with view state and Observation; add MVVM when screens need testable presentation logic.",
      sources: ["S4"], patterns: "SwiftUI state against MVVM",
      experiment:
        "A seventh architecture, \"SwiftUI state\", measured on every row and under the change requests.",
      decider: .pending("a \"SwiftUI state\" architecture")),
    Claim(
      id: "B10",
      statement:
        "`@Observable` needs less observation code than `ObservableObject` with `@Published`.",
      sources: ["S4", "S1"], patterns: "Observation against Combine",
      experiment: "None here.",
      decider: .untestable(
        "Combine exists only on Apple's platforms, and a stand-in written here would measure the stand-in, not Combine"
      )),
    Claim(
      id: "B11", statement: "MVVM is simpler than VIPER, with less boilerplate.",
      sources: ["S3", "S0"], patterns: "MVVM against VIPER",
      experiment:
        "The matrix: confirmed if MVVM places ahead of VIPER on Simplicity and on Boilerplate; contradicted otherwise.",
      decider: .rule(.matrix) { f in
        guard let s1 = f.place(.simplicity, "MVVM"), let s2 = f.place(.simplicity, "VIPER"),
          let b1 = f.place(.boilerplate, "MVVM"), let b2 = f.place(.boilerplate, "VIPER")
        else { return nil }
        return .either(
          s1 < s2 && b1 < b2, .matrix,
          f.places(.simplicity, ["MVVM", "VIPER"]) + "; "
            + f.places(.boilerplate, ["MVVM", "VIPER"]))
      }),
  ]
}
