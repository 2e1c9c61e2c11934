/// A line diff of two texts by their longest common subsequence: unchanged lines start
/// with two spaces, expected-only lines with `- `, actual-only lines with `+ `.
package struct LineDiff {
  package let lines: [String]

  package init(expected: [String], actual: [String]) {
    // lengths[i][j]: the longest common subsequence of expected[i...] and actual[j...].
    var lengths = Array(
      repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
    for i in expected.indices.reversed() {
      for j in actual.indices.reversed() {
        lengths[i][j] =
          expected[i] == actual[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < expected.count || j < actual.count {
      if i < expected.count, j < actual.count, expected[i] == actual[j] {
        lines.append("  " + expected[i])
        (i, j) = (i + 1, j + 1)
      } else if i < expected.count, j == actual.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        lines.append("- " + expected[i])
        i += 1
      } else {
        lines.append("+ " + actual[j])
        j += 1
      }
    }
    self.lines = lines
  }
}
