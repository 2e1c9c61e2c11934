/// A testable claim of the source articles, in the project's own words, with the experiment
/// that decides it and the rule that turns the experiment's figures into a verdict
/// (docs/METRICS.md, "Claims"; docs/CLAIMS.md lists them all).
public struct Claim: Sendable {
  /// What the workbench says of a claim.
  public enum Verdict: String, Sendable, CaseIterable {
    case confirmed
    case contradicted
    case notSettled = "not settled at this size"
    /// An experiment that is not built yet decides it.
    case pending
    /// Nothing the workbench can build decides it.
    case untestable = "not testable here"
  }

  /// A verdict with the figures behind it and the report section they come from.
  public struct Decision: Sendable, Equatable {
    public var verdict: Verdict
    public var figures: String
    public var evidence: Evidence
  }

  /// How a claim is decided.
  public enum Decider: Sendable {
    /// By a rule over the measured figures; nil when the report lacks what it reads.
    case rule(Evidence, @Sendable (ClaimFigures) -> Decision?)
    /// By an experiment not built yet, named.
    case pending(String)
    /// By nothing the workbench can measure, with the reason.
    case untestable(String)
  }

  /// The section of Reports/README.md a verdict's figures come from.
  public enum Evidence: String, Sendable {
    case summary = "Summary"
    case matrix = "Decision matrix, measured"
    case changeCost = "Change cost"
    case mutation = "Mutation testing"
    case sizeSignals = "Size signals"
    case roles = "Roles"
    case patternRules = "Pattern rules"
    case scenarios = "Scenarios"
    case growth = "Growth with the app's size"

    /// The id of the section in report.html; the roles and rules are in each architecture's
    /// section, which the first one's stands for.
    public func htmlID(first: String) -> String {
      switch self {
      case .summary: "summary"
      case .matrix: "matrix"
      case .changeCost: "changes"
      case .mutation: "mutation"
      case .sizeSignals: "sizes"
      case .roles, .patternRules: first
      case .scenarios: "scenarios"
      case .growth: "growth"
      }
    }

    /// The anchor GitHub gives the section's heading.
    public var anchor: String {
      rawValue.lowercased().replacingOccurrences(of: ",", with: "")
        .replacingOccurrences(of: "'", with: "")
        .replacingOccurrences(of: " ", with: "-")
    }
  }

  /// Its id in the claims ledger (`A1`): the letter groups claims by pattern.
  public var id: String
  /// The claim, paraphrased.
  public var statement: String
  /// The article that makes it, and the others that repeat it (`S3`, as docs/CANON.md cites).
  public var sources: [String]
  /// The patterns it is about.
  public var patterns: String
  /// The experiment that decides it, in a sentence: the figure, the rule, and what would
  /// confirm or contradict.
  public var experiment: String
  public var decider: Decider

  /// The verdict for `figures`.
  public func decide(_ figures: ClaimFigures) -> Decision {
    switch decider {
    case .rule(let evidence, let rule):
      rule(figures)
        ?? Decision(
          verdict: .pending, figures: "the report lacks the figures this rule reads",
          evidence: evidence)
    case .pending(let experiment):
      Decision(verdict: .pending, figures: "pending: \(experiment)", evidence: .summary)
    case .untestable(let reason):
      Decision(verdict: .untestable, figures: reason, evidence: .summary)
    }
  }
}

extension Claim.Decision {
  /// Confirmed when `value` is below `other` by more than the matrix's tie band (10 %),
  /// contradicted when above it by more, not settled in between: a difference that small is
  /// within what another, equally fair sample could change.
  static func smaller(
    _ value: Double, than other: Double, _ evidence: Claim.Evidence, _ figures: String
  ) -> Claim.Decision {
    let band = 1 + DecisionMatrix.tolerance
    let verdict: Claim.Verdict =
      value * band < other ? .confirmed : other * band < value ? .contradicted : .notSettled
    return Claim.Decision(verdict: verdict, figures: figures, evidence: evidence)
  }

  /// Confirmed when `confirmed`, contradicted when `contradicted`, not settled otherwise.
  static func judge(
    confirmed: Bool, contradicted: Bool, _ evidence: Claim.Evidence, _ figures: String
  ) -> Claim.Decision {
    Claim.Decision(
      verdict: confirmed ? .confirmed : contradicted ? .contradicted : .notSettled,
      figures: figures, evidence: evidence)
  }

  /// A verdict that holds when `condition` does and is the other one otherwise.
  static func either(
    _ condition: Bool, _ evidence: Claim.Evidence, _ figures: String,
    otherwise: Claim.Verdict = .contradicted
  ) -> Claim.Decision {
    Claim.Decision(
      verdict: condition ? .confirmed : otherwise, figures: figures, evidence: evidence)
  }
}
