import Scenarios
import WorkbenchSupport

/// What merging two changes of one file from a common base gives: the regions where both
/// changed the same or neighbouring lines differently, as a three-way merge (`git
/// merge-file`) reports them (docs/METRICS.md, "Parallel work").
public enum MergeConflicts {
  /// The lines of `text`, without the empty one after a final newline.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// One changed region of the base: the base lines `start..<end` (empty for an insertion
  /// before `start`) replaced by `replacement`.
  struct Hunk: Equatable {
    var start: Int
    var end: Int
    var replacement: [String]
  }

  /// The regions of `base` that `changed` replaces, in order.
  static func hunks(base: [String], changed: [String]) -> [Hunk] {
    var hunks: [Hunk] = []
    var index = 0
    var current: Hunk?
    for line in LineDiff(expected: base, actual: changed).lines {
      if line.hasPrefix("  ") {
        if let hunk = current { hunks.append(hunk) }
        current = nil
        index += 1
        continue
      }
      var hunk = current ?? Hunk(start: index, end: index, replacement: [])
      if line.hasPrefix("- ") {
        hunk.end += 1
        index += 1
      } else {
        hunk.replacement.append(String(line.dropFirst(2)))
      }
      current = hunk
    }
    if let hunk = current { hunks.append(hunk) }
    return hunks
  }

  /// The conflicting regions of merging `ours` and `theirs`, both changed from `base` (nil:
  /// the file does not exist there). Hunks of the two sides that overlap or touch form one
  /// region; a region is a conflict unless both sides made the same change in it.
  package static func count(base: String?, ours: String?, theirs: String?) -> Int {
    guard ours != theirs else { return 0 }
    guard let ours, let theirs else { return 1 }
    let base = lines(base ?? "")
    let mine = hunks(base: base, changed: lines(ours)).map { ($0, true) }
    let other = hunks(base: base, changed: lines(theirs)).map { ($0, false) }
    let all = (mine + other).sorted { ($0.0.start, $0.0.end) < ($1.0.start, $1.0.end) }
    var conflicts = 0
    var region: [(Hunk, Bool)] = []
    func close() {
      let sides = Set(region.map(\.1))
      if sides.count == 2 {
        let ours = region.filter(\.1).map(\.0)
        let theirs = region.filter { !$0.1 }.map(\.0)
        if ours != theirs { conflicts += 1 }
      }
      region = []
    }
    for hunk in all {
      if let last = region.map(\.0.end).max(), hunk.0.start > last { close() }
      region.append(hunk)
    }
    close()
    return conflicts
  }
}

extension MergeConflicts {
  /// `ours` and `theirs`, both changed from `base`, merged: nil where they conflict (as
  /// `count` finds) or one removes the file the other changes.
  package static func merge(base: String?, ours: String?, theirs: String?) -> String?? {
    if ours == theirs || theirs == base { return .some(ours) }
    if ours == base { return .some(theirs) }
    guard let ours, let theirs, count(base: base, ours: ours, theirs: theirs) == 0 else {
      return nil
    }
    let lines = lines(base ?? "")
    var applied: [Hunk] = []
    let all =
      (hunks(base: lines, changed: Self.lines(ours))
      + hunks(base: lines, changed: Self.lines(theirs))).sorted {
        ($0.start, $0.end) < ($1.start, $1.end)
      }
    for hunk in all where applied.last != hunk { applied.append(hunk) }
    var merged: [String] = []
    var cursor = 0
    for hunk in applied {
      merged += lines[cursor..<hunk.start] + hunk.replacement
      cursor = hunk.end
    }
    merged += lines[cursor...]
    return .some(merged.joined(separator: "\n") + (ours.hasSuffix("\n") ? "\n" : ""))
  }

  /// The conflicts of merging two requests' solutions in one architecture.
  public struct Count: Sendable, Equatable {
    /// Conflicting regions in the architecture's sources and in its tests.
    public var sources = 0
    public var tests = 0

    public init(sources: Int = 0, tests: Int = 0) {
      (self.sources, self.tests) = (sources, tests)
    }
  }

  /// Each pair of `requests`, in request order, with the conflicts of merging their
  /// solutions in each architecture of `targets` (none where one has no solution).
  package static func pairs(
    _ requests: [ChangeRequest], targets: [String], read: (String) -> String?
  ) throws(ScenarioError) -> [(first: String, second: String, conflicts: [Count])] {
    var pairs: [(first: String, second: String, conflicts: [Count])] = []
    for (first, second) in ChangeRequest.pairs(requests) {
      var conflicts: [Count] = []
      for target in targets {
        guard first.solutions[target] != nil, second.solutions[target] != nil else {
          conflicts.append(Count())
          continue
        }
        conflicts.append(
          try count(first.solutions(of: target), second.solutions(of: target), read: read))
      }
      pairs.append((first.name, second.name, conflicts))
    }
    return pairs
  }

  /// The conflicts of merging the solutions `first` and `second` (each the patches of one
  /// architecture's solution, applied in order) from the files `read` gives: every file both
  /// change.
  package static func count(
    _ first: [UnifiedDiff], _ second: [UnifiedDiff], read: (String) -> String?
  ) throws(ScenarioError) -> Count {
    let (before, ours) = try ChangeRequest.applying(first, read: read)
    let (_, theirs) = try ChangeRequest.applying(second, read: read)
    var count = Count()
    let paths = Set(first.flatMap(\.paths)).intersection(second.flatMap(\.paths))
    for path in paths.sorted() {
      let conflicts = Self.count(base: before[path], ours: ours[path], theirs: theirs[path])
      if path.hasPrefix("Tests/") { count.tests += conflicts } else { count.sources += conflicts }
    }
    return count
  }
}

extension ChangeRequest {
  /// Every pair of `requests`, in request order, but a request and one it builds on: those
  /// are one team's work, one after the other.
  package static func pairs(_ requests: [ChangeRequest]) -> [(ChangeRequest, ChangeRequest)] {
    let requests = requests.filter { !$0.isLeftOutOfSums }
    return requests.enumerated().flatMap { index, first in
      requests[(index + 1)...].filter { second in
        !first.bases.contains { $0.name == second.name }
          && !second.bases.contains { $0.name == first.name }
      }.map { (first, $0) }
    }
  }

  /// This request and `other` developed apart and merged: a request named `a + b` whose
  /// scenarios are both requests' (the suite leaves out every base scenario either replaces),
  /// and the files both change in `targets`, as `root` has them and as the merge leaves them;
  /// the paths that conflict instead, when any does.
  package func merged(with other: ChangeRequest, _ targets: [String], root: String)
    throws(ScenarioError)
    -> (
      request: ChangeRequest, changed: (before: [String: String], after: [String: String])?,
      conflicts: [String]
    )
  {
    let (before, ours) = try applying(targets, root: root)
    let (otherBefore, theirs) = try other.applying(targets, root: root)
    let base = before.merging(otherBefore) { first, _ in first }
    var after: [String: String] = [:]
    var conflicts: [String] = []
    for path in Set(ours.keys).union(theirs.keys).union(base.keys).sorted() {
      let mine = before[path] != nil || ours[path] != nil ? ours[path] : base[path]
      let yours = otherBefore[path] != nil || theirs[path] != nil ? theirs[path] : base[path]
      guard let merged = MergeConflicts.merge(base: base[path], ours: mine, theirs: yours) else {
        conflicts.append(path)
        continue
      }
      if let merged { after[path] = merged }
    }
    var request = ChangeRequest(
      name: "\(name) + \(other.name)", title: "\(title); \(other.title)", shared: nil,
      solutions: [:], scenarioPaths: scenarioPaths + other.scenarioPaths)
    request.bases = bases + other.bases.filter { base in !bases.contains { $0.name == base.name } }
    return (request, conflicts.isEmpty ? (base, after) : nil, conflicts)
  }
}
