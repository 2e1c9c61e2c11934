/// One planted fault: where it is, what it does, and the edits that plant it behind its
/// switch, so that every mutant of a package is built at once and chosen at run time by the
/// environment variable `WORKBENCH_MUTANT` (mutant schemata).
public struct Mutant: Sendable, Equatable {
  /// A replacement of the bytes `start..<end` of the file by `text`; an insertion when the
  /// range is empty. `Mutant.idMark` in `text` stands for the mutant's number.
  public struct Edit: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var text: String
  }

  /// Its number, from 1, unique in a run; 0 until the run numbers it.
  public var id = 0
  public var faultClass: FaultClass
  /// Relative to the package's root.
  public var path: String
  /// The line it is planted on, counted from 1.
  public var line: Int
  /// That line of code as written, trimmed.
  public var code: String
  public var edits: [Edit]

  /// What stands for the mutant's number in an edit's text.
  static let idMark = "#ID#"

  /// Whether its edits replace any byte another's replace (one may wrap the other).
  func overlaps(_ other: Mutant) -> Bool {
    edits.contains { edit in
      edit.start < edit.end
        && other.edits.contains { $0.start < $0.end && $0.start < edit.end && edit.start < $0.end }
    }
  }
}
