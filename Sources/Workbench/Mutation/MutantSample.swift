import WorkbenchSupport

/// Which of the places found become mutants: the same number of each fault class as far as
/// the code allows, chosen by a seeded generator, so that a run is the same for a seed.
public enum MutantSample {
  /// At most `count` of `candidates` (one architecture's), taking the fault classes in turn,
  /// each class's places in an order shuffled by `seed`; a place whose edits overlap one
  /// already taken is passed over. Sorted by file and line.
  public static func choose(_ candidates: [Mutant], count: Int, seed: UInt64) -> [Mutant] {
    var generator = SplitMix64(seed: seed)
    var queues = FaultClass.allCases.map { faultClass in
      shuffled(candidates.filter { $0.faultClass == faultClass }, &generator)
    }
    var chosen: [Mutant] = []
    while chosen.count < count, queues.contains(where: { !$0.isEmpty }) {
      for index in queues.indices where chosen.count < count {
        while let next = queues[index].first {
          queues[index].removeFirst()
          if !chosen.contains(where: { $0.path == next.path && $0.overlaps(next) }) {
            chosen.append(next)
            break
          }
        }
      }
    }
    return chosen.sorted { ($0.path, $0.line, $0.faultClass) < ($1.path, $1.line, $1.faultClass) }
  }

  /// Fisher–Yates with `generator`: the same order on every machine.
  static func shuffled<T>(_ items: [T], _ generator: inout SplitMix64) -> [T] {
    var items = items
    guard items.count > 1 else { return items }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      items.swapAt(index, other)
    }
    return items
  }
}
