/// "Did you mean": the known word closest to a mistyped one, as swift-argument-parser
/// suggests a command or an option.
package enum Suggestion {
  /// The word of `known` fewest edits (insertions, deletions, substitutions, ignoring case)
  /// away from `typed`, when it is close enough to be what was meant: at most a third of its
  /// letters, and at least one, differ. The first of equally close ones; nil for none.
  package static func closest(to typed: String, among known: [String]) -> String? {
    let allowed = max(1, typed.count / 3)
    return known.map { (word: $0, distance: distance(typed.lowercased(), $0.lowercased())) }
      .filter { $0.distance <= allowed }
      .min { $0.distance < $1.distance }?.word
  }

  /// "; did you mean 'X'?" for the closest word, or nothing.
  package static func didYouMean(_ typed: String, among known: [String]) -> String {
    closest(to: typed, among: known).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The Levenshtein distance between two words.
  static func distance(_ first: String, _ second: String) -> Int {
    let (a, b) = (Array(first), Array(second))
    var previous = Array(0...b.count)
    for i in a.indices {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for j in b.indices {
        current[j + 1] = min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
