// scale:if action
// Role: View model (Presentation). An item's detail: the item from Fetch__ItemType__UseCase,
// its status and the action's button once it has loaded, and the item as its action left it;
// asks the flow for the action's screen through its actions. Hands the view display values,
// never an item; knows no view and nothing in Data.
// scale:end
// scale:if contacts
// Role: View model (Presentation). A contact's detail: the contact from FetchContactUseCase,
// their account number and Pay once they have loaded; asks the flow for Payments' form
// through its actions. Hands the view display values, never a `Contact`; knows no view and
// nothing in Data.
// scale:end
// scale:if !action
// scale:if !contacts
// Role: View model (Presentation). An item's detail: the item from Fetch__ItemType__UseCase
// and its status once it has loaded. Hands the view display values, never an item; knows no
// view and nothing in Data.
// scale:end
// scale:end
import Banking
import Clean__Feature__Domain
import Observation
import SharedPresentation
// scale:if action

/// What the __Item__ detail asks of the flow; the flow coordinator provides them.
public struct __ItemType__DetailViewModelActions {
  /// Shows the action's screen for an item; it calls `didChange` once the server performed it.
  let show__ActionType____ItemType__:
    @MainActor (_ item: __ItemType__, _ didChange: @escaping @MainActor (__ItemType__) -> Void)
      -> Void

  public init(
    show__ActionType____ItemType__:
      @escaping @MainActor (
        _ item: __ItemType__, _ didChange: @escaping @MainActor (__ItemType__) -> Void
      ) -> Void
  ) {
    self.show__ActionType____ItemType__ = show__ActionType____ItemType__
  }
}
// scale:end
// scale:if contacts

/// What the Contact detail asks of the flow; the flow coordinator provides them.
public struct ContactDetailViewModelActions {
  /// Shows Payments' New payment form with the contact as its recipient.
  let showNewPayment: @MainActor (_ recipient: User) -> Void

  public init(showNewPayment: @escaping @MainActor (_ recipient: User) -> Void) {
    self.showNewPayment = showNewPayment
  }
}
// scale:end

@MainActor
@Observable
public final class __ItemType__DetailViewModel {
  /// Nil until the item has loaded.
  private var item: __ItemType__?
  private(set) var isLoading = false
  private(set) var errorMessage: String?
  /// The screen's title: the item's name, known from the list before the item loads.
  let title: String

  @ObservationIgnored private let id: Int
  @ObservationIgnored private let fetch__ItemType__: any Fetch__ItemType__UseCase
// scale:if action
  @ObservationIgnored private let actions: __ItemType__DetailViewModelActions

  public init(
    item: __ItemType__, fetch__ItemType__: any Fetch__ItemType__UseCase,
    actions: __ItemType__DetailViewModelActions
  ) {
    id = item.id
    title = item.name
    self.fetch__ItemType__ = fetch__ItemType__
    self.actions = actions
  }
// scale:end
// scale:if contacts
  @ObservationIgnored private let actions: ContactDetailViewModelActions

  public init(
    item: Contact, fetchContact: any FetchContactUseCase, actions: ContactDetailViewModelActions
  ) {
    id = item.id
    title = item.name
    self.fetchContact = fetchContact
    self.actions = actions
  }
// scale:end
// scale:if !action
// scale:if !contacts

  public init(item: __ItemType__, fetch__ItemType__: any Fetch__ItemType__UseCase) {
    id = item.id
    title = item.name
    self.fetch__ItemType__ = fetch__ItemType__
  }
// scale:end
// scale:end

// scale:if contacts
  /// `Account: DE11 5001 0517 00000001` once the contact has loaded.
  var statusText: String? { item.map { "Account: \($0.accountNumber)" } }
// scale:else
  /// `Status: …` once the item has loaded.
  var statusText: String? { item.map { "Status: \($0.status)" } }
// scale:end
// scale:if action
  /// Whether the action's button shows: once the item has loaded.
  var isActionAvailable: Bool { item != nil }
// scale:end
// scale:if contacts
  /// Whether Pay shows: once the contact has loaded.
  var isPayAvailable: Bool { item != nil }
// scale:end

  // MARK: - User intents

  func viewDidLoad() async {
    isLoading = true
    do throws(BankingError) {
      item = try await fetch__ItemType__.execute(id: id)
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }
// scale:if action

  func actionTapped() {
    guard let item else { return }
    actions.show__ActionType____ItemType__(item) { [weak self] item in self?.item = item }
  }
// scale:end
// scale:if contacts

  func payTapped() {
    guard let item else { return }
    actions.showNewPayment(item)
  }
// scale:end
}
