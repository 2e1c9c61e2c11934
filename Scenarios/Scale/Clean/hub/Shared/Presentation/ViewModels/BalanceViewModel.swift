// Role: View model (Presentation). The balance line above every feature's list: asks
// FetchBalanceUseCase for the figure and formats it; a balance that fails to load shows
// nothing. Hands the view a display string, never `Money`; knows no view and nothing in Data.
import Banking
import Display
import Observation
import SharedDomain

@MainActor
@Observable
public final class BalanceViewModel {
  /// `Balance: 1,250.00 EUR` once the balance is known; nil before, and after a failed load.
  public private(set) var text: String?

  @ObservationIgnored private let fetchBalance: any FetchBalanceUseCase

  public init(fetchBalance: any FetchBalanceUseCase) {
    self.fetchBalance = fetchBalance
  }

  // MARK: - User intents

  public func viewDidLoad() async {
    do throws(BankingError) {
      text = "Balance: \(DisplayFormat.money(try await fetchBalance.execute()))"
    } catch {
      // A balance that fails to load leaves its line out; the list shows as it would.
      text = nil
    }
  }
}
