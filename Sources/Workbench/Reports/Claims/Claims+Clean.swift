import Registration
import SourceMetrics

extension Claim {
  /// The violations of the rules `ids` in an architecture, and whether they were checked.
  static func broken(_ f: ClaimFigures, _ name: String, _ ids: Set<String>) -> (
    checked: Int, broken: Int
  )? {
    guard let architecture = f.architecture(name) else { return nil }
    return (
      architecture.metrics.rules.filter(ids.contains).count,
      architecture.metrics.violations.filter { ids.contains($0.rule) }.count
    )
  }

  static let clean: [Claim] = [
    Claim(
      id: "E1",
      statement:
        "Clean's domain layer, at the centre, depends on no UI, persistence or network framework.",
      sources: ["S4", "S1", "S0", "S2", "S3"], patterns: "Clean",
      experiment:
        "The pattern rule that the domain imports only Foundation (as S1 allows; S4 asks for no imports at all), checked in the code and by the compiler, since the domain is a module of its own. Confirmed if checked with no violation; contradicted by any.",
      decider: .rule(.patternRules) { f in
        guard let rule = broken(f, "Clean", ["domain-imports-only-foundation"]), rule.checked == 1
        else { return nil }
        return .either(
          rule.broken == 0, .patternRules,
          "domain-imports-only-foundation: \(rule.broken) violations")
      }),
    Claim(
      id: "E2",
      statement:
        "Dependencies point inward: presentation and data depend on the domain, never the other way.",
      sources: ["S2", "S4", "S1"], patterns: "Clean",
      experiment:
        "The dependency rules between the layers, checked in the code. Confirmed if all are checked with no violation.",
      decider: .rule(.patternRules) { f in
        let ids: Set = [
          "domain-names-no-outer-layer", "presentation-names-no-data", "data-names-no-presentation",
        ]
        guard let rules = broken(f, "Clean", ids), rules.checked == ids.count else { return nil }
        return .either(
          rules.broken == 0, .patternRules,
          "\(rules.checked) dependency rules, \(rules.broken) violations")
      }),
    Claim(
      id: "E3",
      statement:
        "Clean gives the highest testability: its business rules are tested with no UI, database or server.",
      sources: ["S0", "S1", "S3", "S4"], patterns: "Clean against the others",
      experiment:
        "The share of the domain layer's lines that pure tests run, and the Testability row. Confirmed if pure tests run at least 90 % of the domain and Clean places ahead of or level with every architecture the stars rate lower (MVC, MVVM, MVVM+C); contradicted if the domain is not tested purely or one of those places ahead; not settled otherwise.",
      decider: .rule(.matrix) { f in
        guard let domain = f.pureCoverage("Clean", { $0.layer == "Domain" }),
          let clean = f.place(.testability, "Clean")
        else { return nil }
        let lower = ["MVC", "MVVM", "MVVM+C"].compactMap { f.place(.testability, $0) }
        guard lower.count == 3 else { return nil }
        return .judge(
          confirmed: domain >= 90 && lower.allSatisfy { clean <= $0 },
          contradicted: domain < 90 || lower.contains { $0 < clean }, .matrix,
          "pure tests run \(F.number(domain.rounded())) % of Clean's domain lines; "
            + f.places(.testability, ["Clean", "MVC", "MVVM", "MVVM+C"]))
      }),
    Claim(
      id: "E4", statement: "Clean brings more files and protocols, and a steeper learning curve.",
      sources: ["S0"], patterns: "Clean against MVVM",
      experiment:
        "Confirmed if Clean has more files and protocols than MVVM and places behind it on Learning curve; contradicted otherwise.",
      decider: .rule(.matrix) { f in
        guard let clean = f.architecture("Clean"), let mvvm = f.architecture("MVVM"),
          let cp = f.protocols("Clean"), let mp = f.protocols("MVVM"),
          let cl = f.place(.learningCurve, "Clean"), let ml = f.place(.learningCurve, "MVVM")
        else { return nil }
        let (cf, mf) = (clean.metrics.files.count, mvvm.metrics.files.count)
        return .either(
          cf > mf && cp > mp && cl > ml, .matrix,
          "files Clean \(cf), MVVM \(mf); protocols \(cp), \(mp); "
            + f.places(.learningCurve, ["Clean", "MVVM"]))
      }),
    Claim(
      id: "E5", statement: "Clean is overkill for a small app.",
      sources: ["S4", "S0", "S3"], patterns: "Clean against MVC and MVVM",
      experiment:
        "At this size, overkill is a cost with no measured benefit. Confirmed if Clean places behind MVC and MVVM on Simplicity, Boilerplate and change cost, and not ahead of MVVM on Testability; contradicted otherwise.",
      decider: .rule(.matrix) { f in
        let criteria: [Criterion] = [.simplicity, .boilerplate]
        let rows = criteria.map { f.row($0) } + [f.smallAppRow]
        var behind = true
        for row in rows {
          guard let c = f.place(in: row, "Clean"), let a = f.place(in: row, "MVC"),
            let b = f.place(in: row, "MVVM")
          else { return nil }
          behind = behind && c > a && c > b
        }
        guard let ct = f.place(.testability, "Clean"), let mt = f.place(.testability, "MVVM") else {
          return nil
        }
        return .either(
          behind && ct >= mt, .matrix,
          (criteria.map { f.places($0, ["Clean", "MVC", "MVVM"]) }
            + [
              f.places(
                in: f.smallAppRow, DecisionMatrix.smallAppChangeCost, ["Clean", "MVC", "MVVM"])
            ]).joined(separator: "; ") + "; " + f.places(.testability, ["Clean", "MVVM"]))
      }),
    Claim(
      id: "E6",
      statement:
        "A repository lets the database or the data source be swapped without touching the business rules.",
      sources: ["S2", "S0", "S4", "S3", "S1"],
      patterns: "Clean's repository against MVC's and MVVM's services",
      experiment:
        "The store-swap change request, on top of offline-cache: the saved users move from the settings to a file in the caches folder, and nothing changes for the user. Counted: the roles of the source files each solution changes outside its data layer (Repository, DataSource, DTO/Mapper, Service, Model) and its composition root (App, DependencyContainer, Builder). Confirmed if Clean changes none there and MVC or MVVM changes at least one; contradicted if Clean changes one; not settled when none of the three does (a service or a model object hid the store as well).",
      decider: .rule(.changeCost) { f in
        let names = ["Clean", "MVC", "MVVM"]
        guard f.all(names) != nil else { return nil }
        let costs = names.compactMap { f.change($0, request: "store-swap") }
        guard costs.count == names.count else { return pendingRequest("store-swap") }
        let layers: [Role] = [
          .repository, .dataSource, .dto, .service, .model, .app, .dependencyContainer, .builder,
        ]
        let outside = costs.map { $0.roles.filter { !layers.map(\.rawValue).contains($0) } }
        return .judge(
          confirmed: outside[0].isEmpty && !(outside[1] + outside[2]).isEmpty,
          contradicted: !outside[0].isEmpty, .changeCost,
          "store-swap's roles touched outside the data layer and the composition root: "
            + zip(names, outside).map {
              "\($0) \($1.isEmpty ? "none" : $1.joined(separator: ", "))"
            }
            .joined(separator: "; "))
      }),
    Claim(
      id: "E7",
      statement: "An offline-first repository shows the last data at once, even without a network.",
      sources: ["S2", "S1", "S3"], patterns: "Clean against the others",
      experiment:
        "The offline-cache change request: the users last loaded show at once at launch, offline too, while the launch's load refreshes them. Every solution passes the same scenarios, so cost and place decide. Confirmed if Clean's policy lives in its repository (a Repository or DataSource file changes) and its source lines are no more than the others' median beyond the 10 % tie band; contradicted if they exceed every other architecture's beyond the band; not settled in between.",
      decider: .rule(.changeCost) { f in
        linesAgainstOthers(
          f, "Clean", "offline-cache",
          alsoConfirms: { cost in
            cost.roles.contains {
              [Role.repository.rawValue, Role.dataSource.rawValue].contains($0)
            }
          },
          note: { "; Clean's roles touched: " + $0.roles.joined(separator: ", ") })
      }),
    Claim(
      id: "E8",
      statement:
        "Keep even a use case that only calls the repository: it makes the architecture explain itself.",
      sources: ["S2"], patterns: "Clean against MVVM",
      experiment: "A timed \"find it\" drill: newcomers locate behaviours in each architecture.",
      decider: .pending("a timed find-it drill in the workshop")),
    Claim(
      id: "E9",
      statement: "Business rules belong in use cases; complex rules are where Clean pays off.",
      sources: ["S4", "S1"], patterns: "Clean against MVVM and MVC",
      experiment:
        "The daily-limit change request: a rule the app itself enforces (the server does not), measured as the source lines each solution adds and removes. Confirmed if Clean's exceed neither MVVM's nor MVC's beyond the 10 % tie band and its rule lives in a use case; contradicted if Clean's exceed MVVM's or MVC's beyond the band; not settled otherwise. Shown beside it: how many of the rule's lines each architecture's pure tests run, and the lines each solution writes twice (docs/METRICS.md, \"Rule coverage\"). (payment-limit, enforced by the server, costs every architecture the same and decides nothing.)",
      decider: .rule(.changeCost) { f in
        let names = ["Clean", "MVVM", "MVC"]
        guard f.all(names) != nil else { return nil }
        let costs = names.compactMap { f.change($0, request: "daily-limit") }
        guard costs.count == names.count else { return pendingRequest("daily-limit") }
        let clean = Double(costs[0].linesChanged)
        let fewest = Double(min(costs[1].linesChanged, costs[2].linesChanged))
        let exceeds = clean > fewest * (1 + DecisionMatrix.tolerance)
        return .judge(
          confirmed: !exceeds && costs[0].roles.contains(Role.useCase.rawValue),
          contradicted: exceeds, .changeCost,
          "daily-limit source lines: "
            + zip(names, costs).map { "\($0) \($1.linesChanged)" }.joined(separator: ", ")
            + "; Clean's roles touched: " + costs[0].roles.joined(separator: ", ")
            + alongside(f, "daily-limit", "rule lines run by pure tests") { $0.ruleCoverage }
            + alongside(f, "daily-limit", "lines written twice") {
              $0.linesWrittenTwice.map(String.init)
            })
      }),
    Claim(
      id: "E10", statement: "The domain layer can be reused in other projects and platforms.",
      sources: ["S2", "S3", "S0"], patterns: "Clean against the others",
      experiment:
        "A second client (a small statement app) built from each architecture's non-UI code: the lines reused, new and copied. Every architecture here shares the Banking domain by design, so nothing today can tell them apart.",
      decider: .pending("a second client built from each architecture's non-UI code")),
    Claim(
      id: "E11", statement: "Domain tests run in seconds, with no host app.",
      sources: ["S2"], patterns: "Clean against the others",
      experiment:
        "The mechanism: the share of the domain layer's lines that pure tests run. Confirmed if at least 90 %; contradicted otherwise. Run times vary too much between runs to decide it here.",
      decider: .rule(.summary) { f in
        guard let covered = f.pureCoverage("Clean", { $0.layer == "Domain" }) else { return nil }
        return .either(
          covered >= 90, .summary,
          "pure tests run \(F.number(covered.rounded())) % of Clean's domain lines")
      }),
    Claim(
      id: "E12", statement: "Each layer can be split into a framework of its own.",
      sources: ["S2"], patterns: "Clean",
      experiment:
        "Confirmed if Clean's files lie in separate Domain, Data and Presentation folders and break none of its pattern's rules (Package.swift builds each folder as a module, so the compiler holds the boundary); contradicted otherwise.",
      decider: .rule(.patternRules) { f in
        guard let clean = f.architecture("Clean") else { return nil }
        let layers = Set(clean.metrics.files.compactMap(\.layer))
        return .either(
          layers.isSuperset(of: ["Domain", "Data", "Presentation"])
            && clean.metrics.violations.isEmpty,
          .patternRules,
          "layers: \(layers.sorted().joined(separator: ", ")); violations \(clean.metrics.violations.count)"
        )
      }),
    Claim(
      id: "E13",
      statement:
        "Clean's layers are easier to test, reuse and understand than MVVM's single presentation split.",
      sources: ["S2"], patterns: "Clean against MVVM",
      experiment:
        "Confirmed if Clean places ahead of MVVM on Testability and on Learning curve; contradicted if behind on either; not settled otherwise. Reuse is the choose-recipient request's.",
      decider: .rule(.matrix) { f in
        guard let ct = f.place(.testability, "Clean"), let mt = f.place(.testability, "MVVM"),
          let cl = f.place(.learningCurve, "Clean"), let ml = f.place(.learningCurve, "MVVM")
        else { return nil }
        let text =
          f.places(.testability, ["Clean", "MVVM"]) + "; "
          + f.places(.learningCurve, ["Clean", "MVVM"])
        let verdict: Verdict =
          ct < mt && cl < ml ? .confirmed : (ct > mt || cl > ml) ? .contradicted : .notSettled
        return D(verdict: verdict, figures: text, evidence: .matrix)
      }),
    Claim(
      id: "E14", statement: "Clean works well with test-driven development.",
      sources: ["S2"], patterns: "Clean against the others",
      experiment:
        "A timed test-first round in the workshop: the tests written before any view exists, and the time to the first green, per architecture.",
      decider: .pending("a timed test-first round in the workshop")),
    Claim(
      id: "E15", statement: "Clean suits large, long-lived apps with several teams.",
      sources: ["S0", "S3"], patterns: "Clean against the others",
      experiment:
        "The Scalability row measured as growth with the app's size (the slopes of the code, the change suite, the rebuild and the teams' merges from 1 to 8 features). Confirmed if Clean places ahead of MVC and MVVM; contradicted otherwise.",
      decider: .rule(.growth) { f in
        growthAhead(f, "Clean", of: ["MVC", "MVVM"])
      }),
  ]
}
