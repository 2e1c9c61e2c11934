// Role: View model. Holds the __Title__ screen's state: the balance line, loading, the
// rows. Imports no UI code, knows no view, and never names the next screen: a selection is
// reported through `on__ItemType__Selected`, which the coordinator sets.
import Banking
import Observation

@MainActor
@Observable
final class __Feature__ViewModel {
  /// Nil until the first load succeeds.
  private var __feature__: [__ItemType__]?
  private(set) var isLoading = false
  private(set) var errorMessage: String?
  /// One row per item, kept with them so that a table asking row by row pays once.
  private(set) var rows: [Row] = []

  /// Reports the item whose row was selected.
  @ObservationIgnored var on__ItemType__Selected: ((__ItemType__) -> Void)?
  @ObservationIgnored private let service: any __Feature__Service
  @ObservationIgnored private let balance: BalanceStore

  init(service: any __Feature__Service, balance: BalanceStore) {
    self.service = service
    self.balance = balance
  }

  /// The balance over the rows, once the balance's store has it.
  var balanceLine: String? { balance.line }

  // MARK: - User intents

  /// Asks the store for the balance, whose request goes first, and loads the items beside it:
  /// neither waits for the other.
  func viewDidLoad() async {
    // A task of the main actor's own: an `async let` would start on another thread, where
    // a scenario's settling cannot see it.
    let itemsLoaded = Task { await load() }
    await balance.loadIfNeeded()
    await itemsLoaded.value
  }

  func rowSelected(at index: Int) {
    guard let item = __feature__?[index] else { return }
    on__ItemType__Selected?(item)
  }
// scale:if action

  /// Shows an item as an action on its detail left it, with no request of its own.
  func itemChanged(_ item: __ItemType__) {
    guard let index = __feature__?.firstIndex(where: { $0.id == item.id }) else { return }
    __feature__?[index] = item
    showRows()
  }
// scale:end

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      __feature__ = try await service.fetch__Feature__()
      showRows()
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }

  private func showRows() {
// scale:if contacts
    rows = (__feature__ ?? []).map { Row(title: $0.name, subtitle: $0.accountNumber) }
// scale:else
    rows = (__feature__ ?? []).map { Row(title: $0.name, subtitle: $0.status) }
// scale:end
  }
}
