// Role: binding (Presentation). How a view controller follows its view model: Observation
// tells it that something it read has changed, and it renders again.
import HeadlessUI
import Observation

extension ViewController {
  /// Runs `render` now, and again after every change to the observable state it read.
  ///
  /// Observation reports a change before it happens, so the render after it is queued on the
  /// main actor; it stops once the view controller is gone.
  public func bind(_ render: @escaping @MainActor () -> Void) {
    withObservationTracking(render) { [weak self] in
      Task { @MainActor [weak self] in self?.bind(render) }
    }
  }
}
