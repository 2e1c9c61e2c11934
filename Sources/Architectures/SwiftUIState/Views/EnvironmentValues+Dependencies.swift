// Role: View (SwiftUI state). The app's dependencies as environment values, as SwiftUI passes
// them: the app sets them above the first view (`.environment(\.api, …)`), and a view reads
// the ones it needs with `@Environment(\.api)`. SwiftUI's environment wants a default for
// each: the live one, which the app and the tests replace.
import AppRuntime
import Foundation
import HeadlessSwiftUI

extension EnvironmentValues {
  /// The backend every screen loads from.
  var api: APIClient {
    get { self[APIKey.self] }
    set { self[APIKey.self] = newValue }
  }

  /// The clock the search waits on.
  var clock: any AppClock {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}

private enum APIKey: EnvironmentKey {
  static let defaultValue = APIClient(
    session: .shared, baseURL: URL(string: "https://bank.example/api")!)
}

private enum ClockKey: EnvironmentKey {
  static let defaultValue: any AppClock = SystemClock()
}

/// The system's clock, for a view nobody gave another.
private struct SystemClock: AppClock {
  @MainActor func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration)
  }
}
