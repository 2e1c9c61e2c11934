// Role: Model. The signed-in user's balance, which every feature's first screen shows:
// loaded from the backend the first time a screen asks, and kept for the screens after.
import Banking

@MainActor
final class BalanceModel {
  private let api: APIClient
  private var load: Task<Money?, Never>?

  init(api: APIClient) {
    self.api = api
  }

  /// The balance's load: the first call starts it, in the caller's turn, and later calls
  /// share it and its answer; nil when it failed, and then the next call starts another.
  func balance() -> Task<Money?, Never> {
    if let load { return load }
    let load = Task { [weak self, api] in
      let balance = try? await api.balance()
      if balance == nil { self?.load = nil }
      return balance
    }
    self.load = load
    return load
  }
}
