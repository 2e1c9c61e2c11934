// Role: Runtime. How a view controller follows its store, as TCA's UIKit `observe` does:
// Observation tells it that state it read has changed, and it renders again.
import HeadlessUI
import Observation

extension ViewController {
  /// Runs `render` now, and again after every change to the store state it read.
  ///
  /// Observation reports a change before it happens, so the render after it is queued on the
  /// main actor; it stops once the view controller is gone.
  func observe(_ render: @escaping @MainActor () -> Void) {
    withObservationTracking(render) { [weak self] in
      Task { @MainActor [weak self] in self?.observe(render) }
    }
  }
}
