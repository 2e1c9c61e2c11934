extension Array {
  /// The element at `index`, or nil when there is none.
  package subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
