// Role: Cache (Data). What the repositories have already fetched, read before the network.
// Data: depends on Domain and the fixture.

/// Values by key, kept for the app's lifetime.
@MainActor
final class InMemoryCache<Key: Hashable, Value> {
  private var values: [Key: Value] = [:]

  subscript(key: Key) -> Value? {
    get { values[key] }
    set { values[key] = newValue }
  }
}
