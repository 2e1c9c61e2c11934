// Role: Runtime. How a view controller follows its store, as TCA's UIKit `observe` does:
// Observation tells it that a part of the state it read has changed, and it renders again.
import HeadlessUI
import Observation

extension ViewController {
  /// Runs `render` now, and again after every change to a part of the store state it read.
  ///
  /// Observation reports a change before it happens, so the render after it is queued on the
  /// main actor; it stops once the view controller is gone.
  /// A screen pushed or presented from a render loads, and starts observing, inside it:
  /// started there, its reads would join the parent's, and each change of its state would
  /// render the parent too. So an observation started during a render starts right after it.
  public func observe(_ render: @escaping @MainActor () -> Void) {
    guard !Rendering.isActive else {
      Rendering.waiting.append { [weak self] in self?.observe(render) }
      return
    }
    RenderLog.record(self)
    Rendering.isActive = true
    withObservationTracking(render) { [weak self] in
      Task { @MainActor [weak self] in self?.observe(render) }
    }
    Rendering.isActive = false
    while !Rendering.waiting.isEmpty { Rendering.waiting.removeFirst()() }
  }
}

/// Whether an `observe` render runs now, and the observations started during it.
@MainActor
private enum Rendering {
  static var isActive = false
  static var waiting: [() -> Void] = []
}

/// How many times each screen has rendered: a runtime diagnostic, off unless a test turns it
/// on to pin that a change to one screen's state renders that screen only.
@MainActor
package enum RenderLog {
  package static var isRecording = false
  private static var counts: [ObjectIdentifier: Int] = [:]

  package static func renders(of screen: ViewController) -> Int {
    counts[ObjectIdentifier(screen)] ?? 0
  }

  fileprivate static func record(_ screen: ViewController) {
    guard isRecording else { return }
    counts[ObjectIdentifier(screen), default: 0] += 1
  }
}
