// scale:if contacts
// Role: View model. Holds the contact detail screen's state: the contact as the list had
// them, then as loaded, with their account. Imports no UI code, knows no view, and reports
// a tap on Pay through `onPay`, which the coordinator sets.
// scale:else
// scale:if action
// Role: View model. Holds the __Item__ detail screen's state: the item as the list had
// it, then as loaded, with its status. Imports no UI code, knows no view, and reports a
// tap on __Action__ through `on__ActionType__`, which the coordinator sets.
// scale:else
// Role: View model. Holds the __Item__ detail screen's state: the item as the list had
// it, then as loaded, with its status. Imports no UI code and knows no view.
// scale:end
// scale:end
import Banking
import Observation

@MainActor
@Observable
final class __ItemType__DetailViewModel {
  /// The item as the list showed it: its title.
  private let item: __ItemType__
  /// Nil until the detail has loaded.
  private var detail: __ItemType__?
  private(set) var isLoading = false
  private(set) var errorMessage: String?

// scale:if contacts
  /// Reports a tap on Pay, with the contact as loaded.
  @ObservationIgnored var onPay: ((Contact) -> Void)?
// scale:end
// scale:if action
  /// Reports a tap on __Action__, with the item as loaded.
  @ObservationIgnored var on__ActionType__: ((__ItemType__) -> Void)?
// scale:end
  @ObservationIgnored private let service: any __Feature__Service

  init(item: __ItemType__, service: any __Feature__Service) {
    self.item = item
    self.service = service
  }

  var title: String { item.name }

// scale:if contacts
  var accountLine: String? { detail.map { "Account: \($0.accountNumber)" } }
  /// Whether Pay shows: once the contact has loaded.
  var canPay: Bool { detail != nil }
// scale:else
  var statusLine: String? { detail.map { "Status: \($0.status)" } }
// scale:end
// scale:if action
  /// Whether __Action__ shows: once the item has loaded.
  var can__ActionType__: Bool { detail != nil }
// scale:end

  // MARK: - User intents

  func viewDidLoad() async {
    await load()
  }
// scale:if contacts

  func payTapped() {
    guard let detail else { return }
    onPay?(detail)
  }
// scale:end
// scale:if action

  func actionTapped() {
    guard let detail else { return }
    on__ActionType__?(detail)
  }

  /// Shows the item as __Action__ left it.
  func itemChanged(_ item: __ItemType__) {
    detail = item
  }
// scale:end

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      detail = try await service.fetch__ItemType__(id: item.id)
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }
}
