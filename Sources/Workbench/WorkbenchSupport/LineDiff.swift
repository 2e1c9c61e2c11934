/// A line diff of two texts by their longest common subsequence: unchanged lines start
/// with two spaces, expected-only lines with `- `, actual-only lines with `+ `.
package struct LineDiff {
  package let lines: [String]

  package init(expected: [String], actual: [String]) {
    // Lines as numbers, equal lines the same number, so that the table compares integers.
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let old = expected.map(number)
    let new = actual.map(number)
    // The walk below takes equal first lines as they come, so a common start is left out of
    // the table: cell(i, j) is the longest common subsequence of old[i...] and new[j...], for
    // i and j from `start`.
    let start = zip(old, new).prefix { $0 == $1 }.count
    let width = new.count - start + 1
    func cell(_ i: Int, _ j: Int) -> Int { (i - start) * width + j - start }
    var lengths = [Int](repeating: 0, count: (old.count - start + 1) * width)
    for i in (start..<old.count).reversed() {
      for j in (start..<new.count).reversed() {
        lengths[cell(i, j)] =
          old[i] == new[j]
          ? lengths[cell(i + 1, j + 1)] + 1
          : max(lengths[cell(i + 1, j)], lengths[cell(i, j + 1)])
      }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append("  " + expected[i])
        (i, j) = (i + 1, j + 1)
      } else if i < old.count,
        j == new.count || lengths[cell(i + 1, j)] >= lengths[cell(i, j + 1)]
      {
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
