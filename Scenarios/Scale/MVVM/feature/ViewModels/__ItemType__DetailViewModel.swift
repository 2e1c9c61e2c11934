// scale:if contacts
// Role: View model. Holds the Contact detail's state: the contact as loaded, and the payment
// to them. Imports no UI code and knows no view; navigation is the view controller's, which
// asks for Payments' form's view model.
// scale:else
// scale:if action
// Role: View model. Holds the __Item__ detail's state: the item as loaded,
// and as its action leaves it. Imports no UI code and knows no view; navigation is the view
// controller's, which asks for the next screen's view model.
// scale:else
// Role: View model. Holds the __Item__ detail's state: the item as loaded.
// Imports no UI code and knows no view.
// scale:end
// scale:end
import Banking
import Observation

@MainActor
@Observable
final class __ItemType__DetailViewModel {
  // scale:if contacts
  private var contact: User
  // scale:else
  private var item: __ItemType__
  // scale:end
  /// False until the detail has loaded: until then the screen shows its title only.
  private(set) var isLoaded = false
  private(set) var isLoading = false
  private(set) var errorMessage: String?

  // scale:if action
  /// Reports the item once its action changed it.
  @ObservationIgnored var onItemChanged: ((__ItemType__) -> Void)?
  // scale:end
  // scale:if contacts
  @ObservationIgnored private let service: any ContactsService & BankingService

  init(contact: User, service: any ContactsService & BankingService) {
    self.contact = contact
    self.service = service
  }

  var title: String { contact.name }
  var accountLine: String? { isLoaded ? "Account: \(contact.accountNumber)" : nil }
  // scale:else
  @ObservationIgnored private let service: any __Feature__Service

  init(item: __ItemType__, service: any __Feature__Service) {
    self.item = item
    self.service = service
  }

  var title: String { item.name }
  var statusLine: String? { isLoaded ? "Status: \(item.status)" : nil }
  // scale:end

  // MARK: - User intents

  func viewDidLoad() async {
    await load()
  }
  // scale:if contacts

  /// The user asked to pay the contact: the view model of Payments' New payment form, with
  /// the contact as its recipient.
  func payTapped() -> NewPaymentViewModel {
    NewPaymentViewModel(recipient: contact, service: service)
  }
  // scale:end
  // scale:if action

  /// The user tapped __Action__: the view model of the screen that confirms it, whose result
  /// comes back here.
  func actionTapped() -> __ActionType__ViewModel {
    let action = __ActionType__ViewModel(item: item, service: service)
    action.onItemChanged = { [weak self] item in self?.itemChanged(item) }
    return action
  }

  /// Shows the item as its action left it, and tells the list.
  private func itemChanged(_ item: __ItemType__) {
    self.item = item
    onItemChanged?(item)
  }
  // scale:end

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      // scale:if contacts
      contact = try await service.detail(ofContactID: contact.id)
      // scale:else
      item = try await service.detail(of__ItemType__ID: item.id)
      // scale:end
      isLoaded = true
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }
}
