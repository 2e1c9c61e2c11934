import WorkbenchSupport

/// A small seeded random number generator (SplitMix64) with the few picks the explorer
/// needs. Its own arithmetic, not the standard library's `random(in:using:)`, whose
/// algorithm may change between Swift versions: the same seed gives the same walks on
/// every toolchain.
struct RandomSource {
  private var generator: SplitMix64

  /// The source of walk `walk` of a run seeded with `seed`: every walk has its own stream,
  /// so a walk is the same whatever the walks before it did.
  init(seed: UInt64, walk: Int) {
    var seeded = SplitMix64(seed: seed)
    generator = SplitMix64(seed: seeded.next() ^ UInt64(truncatingIfNeeded: walk))
    _ = generator.next()
  }

  mutating func next() -> UInt64 { generator.next() }

  /// A number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// One of `items`, which must not be empty.
  mutating func pick<Item>(_ items: [Item]) -> Item {
    items[int(in: 0...(items.count - 1))]
  }

  /// True with the given chance, in percent.
  mutating func chance(_ percent: Int) -> Bool {
    int(in: 1...100) <= percent
  }
}
