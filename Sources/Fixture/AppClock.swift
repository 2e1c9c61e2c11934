/// The clock the apps use for every delay, such as the search debounce.
///
/// Apps never sleep on the system clock: scenarios and tests inject a `ManualClock` and
/// move time themselves, so no run ever waits on the wall clock.
public protocol AppClock: Sendable {
  /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
  func sleep(for duration: Duration) async throws
}
