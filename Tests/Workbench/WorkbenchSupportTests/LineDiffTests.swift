import Testing
import WorkbenchSupport

/// A line diff keeps as many lines as two texts have in common, and each side reads back
/// from it: what a failing scenario's screen and a change request's conflicts are shown by.
struct LineDiffTests {
  /// The longest common subsequence's length, the slow and obvious way.
  static func common(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> Int {
    guard let x = a.first, let y = b.first else { return 0 }
    if x == y { return 1 + common(a.dropFirst(), b.dropFirst()) }
    return max(common(a.dropFirst(), b), common(a, b.dropFirst()))
  }

  /// Every text of up to five lines of `a` and `b`, against every other.
  @Test func keepsTheLongestCommonLinesAndReadsBackBothSides() {
    var texts: [[String]] = [[]]
    var longer: [[String]] = [[]]
    for _ in 1...5 {
      longer = longer.flatMap { [$0 + ["a"], $0 + ["b"]] }
      texts += longer
    }
    for expected in texts {
      for actual in texts {
        let lines = LineDiff(expected: expected, actual: actual).lines
        func side(_ mark: String) -> [String] {
          lines.filter { $0.hasPrefix("  ") || $0.hasPrefix(mark) }.map { String($0.dropFirst(2)) }
        }
        #expect(side("- ") == expected, "\(expected) → \(actual): \(lines)")
        #expect(side("+ ") == actual, "\(expected) → \(actual): \(lines)")
        #expect(
          lines.filter { $0.hasPrefix("  ") }.count == Self.common(expected[...], actual[...]),
          "\(expected) → \(actual): \(lines)")
      }
    }
  }

  @Test func aCommonStartIsKeptAndTheChangeFollowsIt() {
    let diff = LineDiff(expected: ["a", "b", "x", "c"], actual: ["a", "b", "y", "c"])
    #expect(diff.lines == ["  a", "  b", "- x", "+ y", "  c"])
  }
}
