// Role: Service (data access), shared by every feature: the balance's one owner. The app
// dependencies create it once; it sends `GET /balance` when the first observer comes and
// never again, and tells its observers. A failed load leaves the balance unknown.
import Banking

/// The `BalanceService` over the API client.
@MainActor
public final class RemoteBalanceService: BalanceService {
  /// An observer held weakly: a closed module's interactor is freed.
  private struct WeakObserver {
    weak var observer: (any BalanceObserver)?
  }

  private let apiClient: APIClient
  private var observers: [WeakObserver] = []
  /// Nil until the balance has loaded.
  private var balance: Money?
  private var hasRequested = false

  public init(apiClient: APIClient) {
    self.apiClient = apiClient
  }

  public func addObserver(_ observer: any BalanceObserver) {
    observers.removeAll { $0.observer == nil }
    observers.append(WeakObserver(observer: observer))
    if let balance { observer.balanceChanged(balance) }
    guard !hasRequested else { return }
    hasRequested = true
    Task { [weak self, apiClient] in
      guard let json: MoneyJSON = try? await apiClient.get("balance"),
        let balance = try? json.money()
      else { return }
      self?.balanceLoaded(balance)
    }
  }

  private func balanceLoaded(_ balance: Money) {
    self.balance = balance
    for entry in observers { entry.observer?.balanceChanged(balance) }
  }
}
