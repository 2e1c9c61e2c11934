import ChangeRequests
import Registration
import SourceMetrics

// The testable claims of the five source articles (docs/CANON.md cites them; docs/CLAIMS.md
// lists every claim with its verdict), in the project's words, each with the rule that
// decides it. A rule reads measured figures only; docs/METRICS.md, "Claims", says how the
// rules are written.

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

  /// MVC's largest type, the largest type of the other architectures, and how many times
  /// the size of that one MVC's is; nil without them.
  static func mvcLargest(_ f: F)
    -> (
      mvc: SizeSignals.Unit, other: (architecture: String, unit: SizeSignals.Unit), ratio: Double
    )?
  {
    guard let mvc = f.largestType("MVC"), let other = largestElsewhere(f, "MVC") else {
      return nil
    }
    return (mvc, other, Double(mvc.codeLines) / Double(other.unit.codeLines))
  }

  static let scale =
    "`workbench scale`: the app at 1, 2, 4 and 8 features, with change cost, rebuild scope and merge conflicts against size"

  static let mvc: [Claim] = [
    Claim(
      id: "A1",
      statement:
        "In MVC the view controller often turns into the place where networking, parsing, UI, rules and navigation all end up.",
      sources: ["S0", "S3", "S4"], patterns: "MVC against the others",
      experiment:
        "The largest type of each architecture. Confirmed if MVC's is a view controller more than twice the size of the largest type elsewhere (a dumping ground even in the thin MVC measured here); contradicted if it is no larger than the largest elsewhere, beyond the 10 % tie band; not settled in between. The sample is the thin MVC by design (A7); growth over many changes is the scalability experiment's.",
      decider: .rule(.sizeSignals) { f in
        guard let largest = mvcLargest(f) else { return nil }
        let (mvc, other, ratio) = largest
        return .judge(
          confirmed: mvc.role == .viewController && ratio > 2,
          contradicted: ratio * (1 + DecisionMatrix.tolerance) <= 1, .sizeSignals,
          "MVC's largest type is \(mvc.name) (\(mvc.role?.rawValue ?? "no role"), \(mvc.codeLines) code lines), ×\(DecisionMatrix.decimal(ratio, places: 2)) the largest elsewhere, \(other.architecture)'s \(other.unit.name) (\(other.unit.codeLines))"
        )
      }),
    Claim(
      id: "A2", statement: "A large MVC view controller can hardly be unit-tested.",
      sources: ["S0", "S3", "S4"], patterns: "MVC against MVVM",
      experiment:
        "Mutation testing: the share of the planted faults each architecture's own unit tests miss. Confirmed if MVC's tests miss more than 10 points more than MVVM's; contradicted if they miss more than 10 points fewer; not settled in between (at 40 mutants each, a few points are noise). The claim is about controllers of hundreds of lines; the thin MVC here has none that large.",
      decider: .rule(.mutation) { f in
        guard let mvc = f.missedMutants("MVC"), let mvvm = f.missedMutants("MVVM") else {
          return nil
        }
        return .judge(
          confirmed: mvc > mvvm + 10, contradicted: mvc + 10 < mvvm, .mutation,
          "the unit tests miss \(F.number(mvc.rounded())) % of the mutants in MVC, \(F.number(mvvm.rounded())) % in MVVM"
        )
      }),
    Claim(
      id: "A3", statement: "Because MVC couples so much, changing it is risky.",
      sources: ["S0"], patterns: "MVC against the others",
      experiment:
        "What the change requests break: the existing test lines each solution removed, as a share of the architecture's test code. Confirmed if MVC's share is above every other architecture's by more than the 10 % tie band; contradicted if below every one by more; not settled otherwise. Many removals are what the request asked for, so first-attempt regressions in a workshop would say more.",
      decider: .rule(.changeCost) { f in mvcBreaksMore(f) }),
    Claim(
      id: "A4", statement: "Logic in an MVC view controller is hard to reuse elsewhere.",
      sources: ["S0", "S3"], patterns: "MVC against MVVM and the others",
      experiment:
        "The choose-recipient change request: a chooser that lists and searches the users as Users does. The lines each solution copies from the Users screen's code or changes in it (docs/METRICS.md, \"Reuse\"). Confirmed if MVC's exceed every other architecture's beyond the 10 % tie band; contradicted if another architecture's exceed MVC's beyond it; not settled in between.",
      decider: .rule(.changeCost) { f in
        let names = f.report.architectures.map(\.name)
        guard names.contains("MVC") else { return nil }
        guard let reuse = f.reuse(names, request: "choose-recipient") else {
          return pendingRequest("choose-recipient")
        }
        let cost = reuse.map { $0.linesCopied + $0.linesChanged }
        let mvc = cost[names.firstIndex(of: "MVC")!]
        let others = zip(names, cost).filter { $0.0 != "MVC" }
        let most = others.map(\.1).max() ?? 0
        return .smaller(
          Double(most), than: Double(mvc), .changeCost,
          "lines copied from or changed in the Users screen's code: "
            + zip(names, cost).map { "\($0) \($1)" }.joined(separator: ", "))
      }),
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
        "The Scalability row measured as growth with the app's size (the slopes of the code, the change suite, the rebuild and the teams' merges from 1 to 8 features). Confirmed if a layered pattern (MVVM, MVVM+C, VIPER, Clean) places ahead of MVC; contradicted if none does.",
      decider: .rule(.growth) { f in
        guard let row = f.growthRow, let mvc = f.place(in: row, "MVC") else { return nil }
        let layered = ["MVVM", "MVVM+C", "VIPER", "Clean"]
        let ahead = layered.filter { (f.place(in: row, $0) ?? mvc) < mvc }
        return .either(
          !ahead.isEmpty, .growth,
          f.places(in: row, "Growth", ["MVC"] + layered)
            + (ahead.isEmpty ? "; none ahead of MVC" : ""))
      }),
    Claim(
      id: "A7",
      statement:
        "Moving services and data sources out of the controllers, a thin MVC, keeps the view controller from growing massive.",
      sources: ["S3"], patterns: "MVC (thin, as measured here)",
      experiment:
        "The MVC measured here is the thin one. Confirmed if its largest type is at most twice the size of the largest type in any other architecture; contradicted if larger (the massive controller came back anyway). A fat MVC beside it would show the difference itself.",
      decider: .rule(.sizeSignals) { f in
        guard let largest = mvcLargest(f) else { return nil }
        let (mvc, other, ratio) = largest
        return .judge(
          confirmed: ratio <= 2, contradicted: ratio > 2, .sizeSignals,
          "MVC's largest type, \(mvc.name), has \(mvc.codeLines) code lines: ×\(DecisionMatrix.decimal(ratio, places: 2)) the largest elsewhere (\(other.architecture)'s \(other.unit.name), \(other.unit.codeLines))"
        )
      }),
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
        "The code lines of the view-controller role. Confirmed if MVVM's are fewer than MVC's by more than the 10 % tie band; contradicted if more by more; not settled in between.",
      decider: .rule(.roles) { f in
        guard let mvvm = f.lines("MVVM", .viewController), let mvc = f.lines("MVC", .viewController)
        else { return nil }
        return .smaller(
          Double(mvvm), than: Double(mvc), .roles,
          "view-controller code lines: MVVM \(mvvm), MVC \(mvc)")
      }),
    Claim(
      id: "B4", statement: "View models, too, can grow too large.",
      sources: ["S0"], patterns: "MVVM against MVC",
      experiment:
        "A question of slopes, answered by the stack (Scenarios/Stack/: every change request applied one after another): the code lines MVVM's largest view model gains from the first step to the last, against those MVC's largest view controller gains. Confirmed if the view model gains at least as many, within the 10 % tie band; contradicted if it gains less than half as many; not settled in between. Without a stack: confirmed if MVVM's largest type is a view model at least as large as MVC's largest view controller within the band, otherwise not settled.",
      decider: .rule(.sizeSignals) { f in
        if let growth = f.growth(of: "MVVM", .viewModel, against: "MVC", .viewController) {
          let (viewModel, viewController) = growth
          let gained = (
            viewModel.last - viewModel.first, viewController.last - viewController.first
          )
          return .judge(
            confirmed: Double(gained.0) * (1 + DecisionMatrix.tolerance) >= Double(gained.1),
            contradicted: gained.0 * 2 < gained.1, .changeCost,
            "over the stack's \(viewModel.steps) steps, MVVM's largest view model grows from \(viewModel.first) to \(viewModel.last) code lines, MVC's largest view controller from \(viewController.first) to \(viewController.last)"
          )
        }
        guard let largest = f.largestType("MVVM"), let mvc = f.largestType("MVC") else {
          return nil
        }
        return .judge(
          confirmed: largest.role == .viewModel
            && Double(largest.codeLines) * (1 + DecisionMatrix.tolerance) >= Double(mvc.codeLines),
          contradicted: false, .sizeSignals,
          "MVVM's largest type is \(largest.name) (\(largest.role?.rawValue ?? "no role"), \(largest.codeLines) code lines); MVC's is \(mvc.name) (\(mvc.codeLines))"
        )
      }),
    Claim(
      id: "B5", statement: "Use cases split a large view model up.",
      sources: ["S0"], patterns: "Clean against MVVM",
      experiment:
        "The executable lines (those coverage counts, so no declarations of callbacks or initializers) of the view-model role. Confirmed if Clean's are fewer than MVVM's by more than the 10 % tie band; contradicted if more by more; not settled in between.",
      decider: .rule(.roles) { f in
        guard let clean = f.executableLines("Clean", .viewModel),
          let mvvm = f.executableLines("MVVM", .viewModel)
        else { return nil }
        return .smaller(
          Double(clean), than: Double(mvvm), .roles,
          "executable view-model lines: Clean \(clean), MVVM \(mvvm)")
      }),
    Claim(
      id: "B6", statement: "One view model can serve several views without change.",
      sources: ["S2", "S0", "S3"], patterns: "MVVM and Clean against MVC",
      experiment:
        "The choose-recipient change request: the lines each solution changes in the Users screen's code (docs/METRICS.md, \"Reuse\"). Confirmed if MVVM and Clean change none (their users view model serves the chooser as it is); contradicted if either changes as many lines as MVC copies from and changes in its users view controller, within the 10 % tie band, or more (reuse saved nothing); not settled in between. The lines MVVM and Clean copy into the chooser's view are a view's cost, not the view model's (A4 counts them).",
      decider: .rule(.changeCost) { f in
        let names = ["MVVM", "Clean", "MVC"]
        return reuseRule(f, names, "choose-recipient") { reuse in
          let most = max(reuse[0].linesChanged, reuse[1].linesChanged)
          let mvc = reuse[2].linesChanged + reuse[2].linesCopied
          return .judge(
            confirmed: most == 0,
            contradicted: Double(mvc) <= Double(most) * (1 + DecisionMatrix.tolerance),
            .changeCost,
            "lines changed in / copied from the Users screen's code: "
              + zip(names, reuse).map { "\($0) \($1.linesChanged) / \($1.linesCopied)" }.joined(
                separator: ", "))
        }
      }),
    Claim(
      id: "B7",
      statement:
        "A view model free of UI frameworks survives a move from UIKit to SwiftUI unchanged.",
      sources: ["S2", "S0", "S3"], patterns: "MVVM, MVVM+C, Clean against MVC, VIPER, TCA-style",
      experiment:
        "The swiftui change request: every screen rewritten on the SwiftUI stand-in, each the way its pattern writes SwiftUI, passing every scenario. Counted: the source lines each solution changes by role, in the view roles (View, ViewController, ViewData) and outside them, a library's runtime apart. Confirmed if MVVM, MVVM+C and Clean change no line of a view model; contradicted if one of them does.",
      decider: .rule(.changeCost, viewModelsSurviveTheMove)),
    Claim(
      id: "B8", statement: "MVVM is a natural fit for SwiftUI.",
      sources: ["S0", "S3"], patterns: "MVVM against the others",
      experiment:
        "The binding glue each architecture needs on the SwiftUI stand-in once the swiftui change request has moved it there (SwiftUI state as it is): the lines that connect the views to the state they show, found by the kit's binding constructs (docs/METRICS.md, \"Binding glue\"), with the UIKit stand-in's beside them. Confirmed if MVVM needs no more glue on SwiftUI than the least of the others, within the 10 % tie band; contradicted if it needs more than the median of the others beyond the band; not settled in between.",
      decider: .rule(.changeCost, mvvmFitsSwiftUI)),
    Claim(
      id: "B9",
      statement:
        "For SwiftUI, begin with state kept in the views and Observation, and bring in view models only once a screen has presentation logic worth testing.",
      sources: ["S4"], patterns: "SwiftUI state against MVVM",
      experiment:
        "SwiftUI state, the seventh architecture, against MVVM moved to SwiftUI (its solution of the swiftui change request, view models unchanged). What starting in the views saves: the source lines (code, comments and blanks; no runtime) of SwiftUI state, and of MVVM after its move (today's lines, plus the lines the move adds, less those it removes). What the view models buy: the share of the logic the pure unit tests run (B1's figure; in both, views are not logic). Confirmed if SwiftUI state has fewer lines beyond the 10 % tie band and MVVM's pure tests run a share of its logic more than 10 points larger; contradicted if SwiftUI state has more lines beyond the band or MVVM's pure tests run no larger a share; not settled otherwise.",
      decider: .rule(.changeCost, viewsFirstThenViewModels)),
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
