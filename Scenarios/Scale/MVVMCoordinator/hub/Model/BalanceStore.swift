// Role: Model (store). The balance, the one piece of state every feature shows: the app
// builds one store and hands it to every feature's list, whose view models read it through
// Observation. Loads once, the first time a list asks. Knows no view model and no view.
import Banking
import Observation

@MainActor
@Observable
final class BalanceStore {
  /// Nil until the balance has loaded, and after a load that failed.
  private(set) var balance: Money?

  @ObservationIgnored private let service: any BalanceService
  @ObservationIgnored private var isRequested = false

  init(service: any BalanceService) {
    self.service = service
  }

  /// Loads the balance the first time a list asks; every later call sends nothing, while
  /// that load runs and after it ends, even when it failed.
  func loadIfNeeded() async {
    guard !isRequested else { return }
    isRequested = true
    balance = try? await service.balance()
  }
}
