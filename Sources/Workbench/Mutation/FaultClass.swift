/// A kind of fault `workbench mutate` plants, the same in every architecture
/// (docs/METRICS.md, "Mutation testing").
public enum FaultClass: String, CaseIterable, Codable, Sendable, Comparable {
  /// `if`, `guard` or `while` with its condition negated: a comparison flipped.
  case negateCondition = "negate-condition"
  /// A `cancel()` call dropped: a search, a debounce or a page left running.
  case dropCancel = "drop-cancel"
  /// A `removeChild`, `dismiss`, `popViewController` or `finish` call dropped: a flow that
  /// never ends.
  case skipNavigation = "skip-navigation"
  /// Two neighbouring cases of a `switch` that map a value (an error to its message) swapped.
  case swapMapping = "swap-mapping"
  /// A `.milliseconds(N)` or `.seconds(N)` halved: a debounce or a delay changed.
  case changeDuration = "change-duration"
  /// A function that returns nothing returns at once: a call whose effect is lost.
  case returnEarly = "return-early"
  /// `true` for `false` or the other way round.
  case flipBoolean = "flip-boolean"

  /// What the fault does, for a reader of the report.
  public var summary: String {
    switch self {
    case .negateCondition: "an `if`, `guard` or `while` condition negated (a comparison flipped)"
    case .dropCancel: "a `cancel()` dropped"
    case .skipNavigation:
      "a `removeChild`, `dismiss`, `popViewController` or `finish` call skipped"
    case .swapMapping: "two neighbouring cases of a mapping `switch` swapped (an error's message)"
    case .changeDuration: "a `.milliseconds` or `.seconds` duration halved"
    case .returnEarly: "a function that returns nothing returns at once"
    case .flipBoolean: "a `true` turned `false`, or the other way round"
    }
  }

  public static func < (lhs: FaultClass, rhs: FaultClass) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
