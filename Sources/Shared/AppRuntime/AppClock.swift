/// The clock the apps use for every delay, such as the search debounce.
///
/// Apps never sleep on the system clock: scenarios and tests inject a `ManualClock` and
/// move time themselves, so no run ever waits on the wall clock.
public protocol AppClock: Sendable {
  /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
  ///
  /// On the main actor, where the apps run: the sleeper is registered and woken there, so
  /// waking it is one main-actor job, in order with everything else the app does.
  @MainActor
  func sleep(for duration: Duration) async throws
}
