// Role: Interactor (__ItemType__List). Fetches the items from the feature's service and
// observes the balance's owner; reports plain data to its output (the presenter), held
// weakly. Knows neither view nor router.
import Banking
import VIPERCore

@MainActor
final class __ItemType__ListInteractor: __ItemType__ListInteractorInput, BalanceObserver {
  weak var output: (any __ItemType__ListInteractorOutput)?
  private let service: any __Feature__Service
  private let balance: any BalanceService

  init(service: any __Feature__Service, balance: any BalanceService) {
    self.service = service
    self.balance = balance
  }

  func observeBalance() {
    balance.addObserver(self)
  }

  func fetch__Feature__() {
    // Held weakly: a module whose screen has closed is freed while its request is out.
    Task { [weak self, service] in
      do throws(BankingError) {
        let items = try await service.fetch__Feature__()
        self?.output?.__feature__Fetched(items)
      } catch {
        self?.output?.__feature__FetchFailed(error)
      }
    }
  }

  // MARK: - BalanceObserver

  func balanceChanged(_ balance: Money) {
    output?.balanceChanged(balance)
  }
}
