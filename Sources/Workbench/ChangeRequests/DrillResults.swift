import Foundation
import WorkbenchSupport

/// What `workbench drill --measure` found, as it writes it to `docs/drill-results.json`: for
/// each drill, each of its commands as it ran in a copy of the package with the drill
/// applied, after a full build of the unchanged package (as an attendee's laptop is once the
/// workshop's first build is done).
public struct DrillResults: Codable, Sendable, Equatable {
  /// One command of a drill's "Look with".
  public struct Command: Codable, Sendable, Equatable {
    public var command: String
    public var exitStatus: Int32
    /// Wall-clock seconds, rounded; the first command of a drill includes the build of what
    /// the drill changed.
    public var seconds: Int
    /// Whether it exited and printed as `DRILL.md` says.
    public var shows: Bool

    public init(command: String, exitStatus: Int32, seconds: Int, shows: Bool) {
      (self.command, self.exitStatus, self.seconds, self.shows) =
        (command, exitStatus, seconds, shows)
    }
  }

  /// The drill's name to its commands, in `DRILL.md`'s order.
  public var drills: [String: [Command]]
  /// The commit it was run on and the machine's cores.
  public var commit: String
  public var cores: Int

  public init(drills: [String: [Command]], commit: String, cores: Int) {
    (self.drills, self.commit, self.cores) = (drills, commit, cores)
  }

  /// Where `drill --measure` writes the results, from the package's root.
  public static let path = "docs/drill-results.json"

  /// The results in the package at `root`, nil when `drill --measure` never wrote them.
  public static func load(root: String) throws(PairsResults.Unreadable) -> DrillResults? {
    do {
      return try CommittedJSON.read(DrillResults.self, root: root, path: path)
    } catch {
      throw PairsResults.Unreadable(
        description: "\(path): not what `workbench drill --measure` writes (\(error)); run it "
          + "again")
    }
  }
}
