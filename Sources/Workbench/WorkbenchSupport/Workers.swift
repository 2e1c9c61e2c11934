import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work spread over threads: each worker takes the next element not yet taken, so a large
/// file keeps one worker busy while the others go on; the results come back in the
/// elements' order, so what is made of them is the same whatever the number of workers.
package enum Workers {
  /// `WORKBENCH_WORKERS` when it is a positive number (the tests and the benchmark compare
  /// 1 with many), else one worker per core.
  package static var defaultCount: Int {
    if let value = getenv("WORKBENCH_WORKERS").flatMap({ Int(String(cString: $0)) }), value > 0 {
      return value
    }
    return max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1)
  }

  /// `transform` of every element, by up to `workers` threads at once, in the elements'
  /// order.
  package static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], workers: Int, _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let count = min(workers, elements.count)
    guard count > 1 else { return elements.map(transform) }
    let next = Atomic(0)
    let results = Slots<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: count) { _ in
      while case let index = next.add(1, ordering: .relaxed).oldValue, index < elements.count {
        results.buffer[index] = transform(elements[index])
      }
    }
    return results.take()
  }

  /// One slot for each result. Unchecked: each index is taken once, so each slot is written
  /// by one thread only, and read after every thread has ended.
  private struct Slots<Value>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
      buffer = .allocate(capacity: count)
      buffer.initialize(repeating: nil)
    }

    /// The values, moved out (not copied), and the slots freed.
    func take() -> [Value] {
      let values = buffer.indices.map { (buffer.baseAddress! + $0).move()! }
      buffer.deallocate()
      return values
    }
  }
}
