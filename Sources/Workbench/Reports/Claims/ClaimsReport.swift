import Foundation

/// The claims with their verdicts, as the reports and docs/CLAIMS.md show them, and the
/// Findings block both reports open with.
public struct ClaimsReport: Sendable {
  public var decisions: [(claim: Claim, decision: Claim.Decision)]
  var figures: ClaimFigures

  public init(_ report: ComparisonReport, claims: [Claim] = Claim.all) {
    figures = ClaimFigures(report)
    decisions = claims.map { [figures] in ($0, $0.decide(figures)) }
  }

  /// Where docs/CLAIMS.md is, from the package's root.
  public static let documentPath = "docs/CLAIMS.md"

  /// How many claims have each verdict.
  public var counts: [(verdict: Claim.Verdict, count: Int)] {
    Claim.Verdict.allCases.map { verdict in
      (verdict, decisions.filter { $0.decision.verdict == verdict }.count)
    }
  }

  /// The claims whose verdict a rule computed from figures.
  public var computed: Int {
    decisions.filter { if case .rule = $0.claim.decider { true } else { false } }.count
  }

  /// `12 confirmed, 3 contradicted, …`.
  var tally: String {
    DecisionMatrix.list(counts.filter { $0.count > 0 }.map { "\($0.count) \($0.verdict.rawValue)" })
  }

  static let header = [
    "Claim", "What it says", "Verdict", "Figures", "Articles", "About", "Decided by",
  ]

  /// The columns of `rows` that hold the verdict and its figures, which the caller's
  /// `strong` and `evidence` built.
  static let builtColumns: Set<Int> = [2, 3]

  /// One row a claim; `evidence` makes the link to the section the figures come from,
  /// `strong` sets the verdict in bold, and `text` writes the figures' text (HTML escapes it
  /// and sets its backticks as code).
  func rows(
    _ evidence: (Claim.Evidence) -> String, strong: (String) -> String = { "**\($0)**" },
    text: (String) -> String = { $0 }
  ) -> [[String]] {
    decisions.map { claim, decision in
      let link: String
      switch claim.decider {
      case .rule: link = " (" + evidence(decision.evidence) + ")"
      default: link = ""
      }
      return [
        claim.id, claim.statement, strong(decision.verdict.rawValue),
        text(decision.figures) + link,
        claim.sources.joined(separator: ", "), claim.patterns, claim.experiment,
      ]
    }
  }

  /// Above the claims table.
  var explanation: String {
    "Every testable claim of the five source articles, in the project's words, with the "
      + "experiment that decides it and the verdict a written rule computes from the measured "
      + "figures (docs/METRICS.md, \"Claims\"): **confirmed**, **contradicted**, **not "
      + "settled at this size** (the figures exist but this one-feature app cannot decide), "
      + "**pending** (the experiment that decides it is not built yet, and named) or **not "
      + "testable here** (with the reason). \(decisions.count) claims: \(tally); "
      + "\(computed) computed from figures. The articles are cited as docs/CANON.md cites "
      + "them: "
      + Claim.articles.map { "\($0.id) \($0.title)" }.joined(separator: "; ") + "."
  }

  // MARK: - Findings

  /// Five to eight sentences, each a verdict with its figure and where it comes from:
  /// the claims' tally, what contradicts the articles, what the tests catch, and what is
  /// not settled. `link` makes ` (a link)` to a section, or nothing.
  func findings(link: (String, Claim.Evidence?) -> String) -> [String] {
    var sentences = [
      "Of the \(decisions.count) testable claims of the five articles, \(tally)"
        + link("Claims", nil) + "."
    ]
    let stars = decisions.filter { ["G1", "G2", "G4", "G5"].contains($0.claim.id) }
    let held = stars.filter { $0.decision.verdict == .confirmed }.map { starName($0.claim) }
    let broken = stars.filter { $0.decision.verdict == .contradicted }.map { starName($0.claim) }
    if !stars.isEmpty {
      sentences.append(
        "The measured decision matrix "
          + (held.isEmpty ? "" : "agrees with the articles' stars on \(DecisionMatrix.list(held))")
          + (held.isEmpty || broken.isEmpty ? "" : " and ")
          + (broken.isEmpty ? "" : "contradicts them on \(DecisionMatrix.list(broken))")
          + link("Decision matrix", .matrix) + ".")
    }
    for (claim, decision) in decisions
    where decision.verdict == .contradicted && !claim.id.hasPrefix("G") {
      guard sentences.count < 6 else { break }
      sentences.append(
        "Contradicted, \(claim.id), “\(claim.statement.dropLast())”: \(decision.figures)"
          + link(claim.id, decision.evidence) + ".")
    }
    if let mutation = figures.report.currentMutation {
      let missed = figures.report.architectures.compactMap { a in
        figures.missedMutants(a.name).map { (a.name, $0) }
      }
      if let best = missed.min(by: { $0.1 < $1.1 }), let worst = missed.max(by: { $0.1 < $1.1 }) {
        sentences.append(
          "Of \(mutation.architectures.values.map(\.mutants.count).reduce(0, +)) planted faults, the "
            + "unit tests miss \(ClaimFigures.number(best.1.rounded())) % in \(best.0) and "
            + "\(ClaimFigures.number(worst.1.rounded())) % in \(worst.0)"
            + link("Mutation testing", .mutation) + ".")
      }
    }
    if let scale = decisions.first(where: { $0.claim.id == "G3" }),
      scale.decision.verdict == .notSettled
    {
      sentences.append(
        "Not settled at this size: the scalability stars, since one feature shows the level of "
          + "the change cost, not its growth" + link("Decision matrix", .matrix) + ".")
    }
    let pending = counts.first { $0.verdict == .pending }?.count ?? 0
    if pending > 0, sentences.count < 8 {
      sentences.append(
        "\(pending) claims wait for experiments not built yet (change requests for reuse, deep "
          + "links and shared state; SwiftUI), each named"
          + link("Claims", nil) + ".")
    }
    return Array(sentences.prefix(8))
  }

  /// `Simplicity` for the stars claim of that criterion.
  private func starName(_ claim: Claim) -> String {
    claim.statement.replacingOccurrences(of: "The decision matrix's ", with: "")
      .replacingOccurrences(of: " stars order the patterns right.", with: "")
  }
}

extension ClaimsReport {
  /// What the articles also say that no experiment can decide, with the reason.
  public static let outOfReach: [(sources: String, statement: String, reason: String)] = [
    (
      "S2", "A large company's iOS team of many engineers uses Clean with MVVM.",
      "an anecdote about one company"
    ),
    (
      "S3, S0", "MVVM is the most used pattern in iOS apps today; TCA is gaining ground.",
      "popularity, not an outcome of the code"
    ),
    ("S3", "MVC is the pattern of Apple's sample code.", "a fact about Apple's samples"),
    (
      "S3",
      "Choose MVVM with reactive bindings when the team is at ease with reactive programming.",
      "a team's preference"
    ),
    (
      "S2", "Domain-driven design fits Clean Architecture.",
      "a design method's fit, not a measurable outcome"
    ),
    (
      "S2", "Avoid third-party frameworks in the architecture.",
      "advice the workbench itself follows (no dependencies), not a claim about outcomes"
    ),
    ("S4", "A library or SDK calls for its own structure.", "another kind of product than an app"),
    ("S2", "Combine and SwiftUI need iOS 13.", "a platform fact"),
    ("S3", "Which kinds of test to write at which layer.", "advice, not an outcome"),
  ]

  /// The paragraph on what no experiment can decide.
  var outOfReachText: String {
    "Not testable by any experiment here, and so not in the table: "
      + Self.outOfReach.map { "\($0.statement.dropLast()) (\($0.sources): \($0.reason))" }
      .joined(separator: "; ") + "."
  }

  /// docs/CLAIMS.md: the findings, then every claim, written by `compare`.
  public var document: String {
    let banner = ReportFiles.banner
    let link = { (title: String, evidence: Claim.Evidence?) -> String in
      evidence.map { " ([\($0.rawValue)](../Reports/README.md#\($0.anchor)))" } ?? ""
    }
    var lines = [
      "<!-- \(banner) -->", "", "# Claims of the source articles, decided by measurement", "",
      "## Findings", "",
    ]
    lines += findings(link: link).map { "- " + $0 }
    lines += ["", "## Claims", "", explanation, ""]
    lines += ReportFiles.table(
      Self.header, rows { "[\($0.rawValue)](../Reports/README.md#\($0.anchor))" })
    lines += ["", outOfReachText]
    return lines.joined(separator: "\n") + "\n"
  }
}
