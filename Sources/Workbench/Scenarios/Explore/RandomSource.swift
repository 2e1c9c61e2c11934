/// A small seeded random number generator (SplitMix64) with the few picks the explorer
/// needs. Its own arithmetic, not the standard library's `random(in:using:)`, whose
/// algorithm may change between Swift versions: the same seed gives the same walks on
/// every toolchain.
struct RandomSource {
  private var state: UInt64

  /// The source of walk `walk` of a run seeded with `seed`: every walk has its own stream,
  /// so a walk is the same whatever the walks before it did.
  init(seed: UInt64, walk: Int) {
    state = seed
    state = next() ^ UInt64(truncatingIfNeeded: walk)
    _ = next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

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
