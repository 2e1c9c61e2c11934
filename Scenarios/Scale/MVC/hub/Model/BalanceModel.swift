// Role: Model. The signed-in user's balance, which every feature's first screen shows:
// loaded from the backend once, the first time a screen asks, and kept for the screens after.
import Banking

@MainActor
final class BalanceModel {
  private let api: APIClient
  private var load: Task<Money?, Never>?

  init(api: APIClient) {
    self.api = api
  }

  /// The balance's one load: the first call starts it, in the caller's turn, and later
  /// calls share it and its answer; nil when it failed.
  func balance() -> Task<Money?, Never> {
    if let load { return load }
    let load = Task { [api] in try? await api.balance() }
    self.load = load
    return load
  }
}
