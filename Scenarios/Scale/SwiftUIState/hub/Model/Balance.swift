// Role: Model (SwiftUI state). The signed-in user's balance, which every feature's first screen
// shows: data several screens share, so an `@Observable` model the app puts in the
// environment. Loaded from the backend once, the first time a screen asks, never again.
import Banking
import Observation

@MainActor @Observable
final class Balance {
  /// Nil until it has loaded, and after a load that failed.
  private(set) var money: Money?
  @ObservationIgnored private let api: APIClient
  @ObservationIgnored private var isLoading = false

  init(api: APIClient) {
    self.api = api
  }

  /// Loads the balance the first time a screen asks; later calls do nothing.
  func load() {
    guard !isLoading else { return }
    isLoading = true
    Task { money = try? await api.balance() }
  }
}
