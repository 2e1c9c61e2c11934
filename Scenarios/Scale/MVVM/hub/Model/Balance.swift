// Role: Model (shared state). The customer's balance, which every feature's list shows: one
// instance, built by the app, loads it once, the first time a list asks, and is observed by
// the view models that read it. Knows no view model and no view.
import Banking
import Observation

/// The balance's one owner: every list reads its figure, none loads its own.
@MainActor
@Observable
final class Balance {
  /// Nil until the balance has loaded, and for good after a failed load: the lists then show
  /// no balance.
  private(set) var amount: Money?

  @ObservationIgnored private let service: any BalanceService
  @ObservationIgnored private var isRequested = false

  init(service: any BalanceService) {
    self.service = service
  }

  /// Loads the balance the first time a list asks, and does nothing after that. Returns once
  /// the request is on its way, without waiting for the answer: the asking list's own request
  /// follows it.
  func loadIfNeeded() async {
    guard !isRequested else { return }
    isRequested = true
    Task { await load() }
    // The task sends the request when it first runs, on this actor: yielding lets it go
    // first.
    await Task.yield()
  }

  private func load() async {
    amount = try? await service.balance()
  }
}
