// scale:if action
// Role: View model (Presentation). The __Title__ list's state: the balance line above it (the
// shared BalanceViewModel), the items from Fetch__Feature__UseCase, and an item as its
// action left it; reports a selected item through its actions. Hands the view rows, never an
// item; knows no view and nothing in Data.
// scale:else
// Role: View model (Presentation). The __Title__ list's state: the balance line above it (the
// shared BalanceViewModel) and the items from Fetch__Feature__UseCase; reports a selected
// item through its actions. Hands the view rows, never an item; knows no view and nothing in
// Data.
// scale:end
import Banking
import Clean__Feature__Domain
import Observation
import SharedPresentation

/// What the __Title__ list asks of the flow; the flow coordinator provides them.
public struct __Feature__ListViewModelActions {
// scale:if action
  /// Shows an item's detail; the detail calls `didChange` once the item's action changed it.
  let show__ItemType__Detail:
    @MainActor (_ item: __ItemType__, _ didChange: @escaping @MainActor (__ItemType__) -> Void)
      -> Void

  public init(
    show__ItemType__Detail:
      @escaping @MainActor (
        _ item: __ItemType__, _ didChange: @escaping @MainActor (__ItemType__) -> Void
      ) -> Void
  ) {
    self.show__ItemType__Detail = show__ItemType__Detail
  }
// scale:else
  let show__ItemType__Detail: @MainActor (__ItemType__) -> Void

  public init(show__ItemType__Detail: @escaping @MainActor (__ItemType__) -> Void) {
    self.show__ItemType__Detail = show__ItemType__Detail
  }
// scale:end
}

@MainActor
@Observable
public final class __Feature__ListViewModel {
  /// The balance line above the list.
  let balance: BalanceViewModel
  private var items: [__ItemType__] = [] {
    didSet { rows = items.map(Self.row) }
  }
  /// One row per item, the one list the table shows; computed once per change.
  private(set) var rows: [Row] = []
  private(set) var isLoading = false
  private(set) var errorMessage: String?

  @ObservationIgnored private let fetch__Feature__: any Fetch__Feature__UseCase
  @ObservationIgnored private let actions: __Feature__ListViewModelActions

  public init(
    balance: BalanceViewModel, fetch__Feature__: any Fetch__Feature__UseCase,
    actions: __Feature__ListViewModelActions
  ) {
    self.balance = balance
    self.fetch__Feature__ = fetch__Feature__
    self.actions = actions
  }

  private static func row(_ item: __ItemType__) -> Row {
// scale:if contacts
    Row(title: item.name, subtitle: item.accountNumber)
// scale:else
    Row(title: item.name, subtitle: item.status)
// scale:end
  }

  // MARK: - User intents

  /// Loads the balance and the items side by side, the balance first: its owner's request,
  /// the first time, goes out before the list's, and neither waits for the other's answer.
  func viewDidLoad() async {
    // A task of the main actor's own: an `async let` would start on another thread, where
    // a scenario's settling cannot see it.
    let itemsLoaded = Task { await load() }
    await balance.viewDidLoad()
    await itemsLoaded.value
  }

  /// The item of the row at `index`.
  func itemSelected(at index: Int) {
    guard items.indices.contains(index) else { return }
// scale:if action
    actions.show__ItemType__Detail(items[index]) { [weak self] item in self?.itemChanged(item) }
// scale:else
    actions.show__ItemType__Detail(items[index])
// scale:end
  }
// scale:if action

  /// Shows an item as its action left it, without asking the server again.
  func itemChanged(_ item: __ItemType__) {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index] = item
  }
// scale:end

  private func load() async {
    isLoading = true
    do throws(BankingError) {
      items = try await fetch__Feature__.execute()
    } catch {
      errorMessage = error.message
    }
    isLoading = false
  }
}
