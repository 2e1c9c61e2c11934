// Role: View model. Holds the __Title__ screen's state: the balance above the list, the
// loading, and a row per item. Imports no UI code and knows no view; navigation is the view
// controller's, which asks for the detail's view model.
import Banking
import Observation

@MainActor
@Observable
final class __Feature__ViewModel {
  // scale:if contacts
  private var contacts: [User] = []
  // scale:else
  private var __feature__: [__ItemType__] = []
  // scale:end
  private(set) var isLoading = false
  private(set) var errorMessage: String?

  // scale:if contacts
  /// The contacts' calls, and the payment form's, which a contact's Pay opens.
  @ObservationIgnored private let service: any ContactsService & BankingService
  // scale:else
  @ObservationIgnored private let service: any __Feature__Service
  // scale:end
  @ObservationIgnored private let balance: Balance

  // scale:if contacts
  init(service: any ContactsService & BankingService, balance: Balance) {
  // scale:else
  init(service: any __Feature__Service, balance: Balance) {
  // scale:end
    self.service = service
    self.balance = balance
  }

  /// The line above the list, once the balance is known.
  var balanceLine: String? { balance.line }

  var rows: [Row] {
    // scale:if contacts
    contacts.map { Row(title: $0.name, subtitle: $0.accountNumber) }
    // scale:else
    __feature__.map { Row(title: $0.name, subtitle: $0.status) }
    // scale:end
  }

  // MARK: - User intents

  /// The list appears for the first time: the balance is asked for first, then the items
  /// load.
  func viewDidLoad() async {
    await balance.loadIfNeeded()
    await load()
  }

  /// The user chose row `index`: the view model of the detail to show, which loads it.
  func rowSelected(at index: Int) -> __ItemType__DetailViewModel {
    // scale:if contacts
    ContactDetailViewModel(contact: contacts[index], service: service)
    // scale:else
    // scale:if action
    let detail = __ItemType__DetailViewModel(item: __feature__[index], service: service)
    detail.onItemChanged = { [weak self] item in self?.itemChanged(item) }
    return detail
    // scale:else
    __ItemType__DetailViewModel(item: __feature__[index], service: service)
    // scale:end
    // scale:end
  }
  // scale:if action

  /// Shows an item as its detail's action left it, without asking the server again.
  private func itemChanged(_ item: __ItemType__) {
    guard let index = __feature__.firstIndex(where: { $0.id == item.id }) else { return }
    __feature__[index] = item
  }
  // scale:end

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      __feature__ = try await service.__feature__()
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }
}
