// Role: Contract of the __ItemType__List module: the protocols its View, Presenter,
// Interactor and Router talk through. Nothing in the module names another role's concrete
// type.
import Banking
import VIPERCore

/// The passive view: shows what the presenter says, reports what the user does.
@MainActor
protocol __ItemType__ListView: AnyObject {
  /// The balance line; nil while the balance is unknown.
  func showBalance(_ text: String?)
  func showLoading(_ isLoading: Bool)
  func showError(_ message: String?)
  func show(rows: [DisplayRow])
}

/// What the view reports to the presenter.
@MainActor
protocol __ItemType__ListPresentation: AnyObject {
  func viewDidLoad()
  func rowSelected(at index: Int)
}

/// What the presenter asks of the interactor. Every answer comes back through
/// `__ItemType__ListInteractorOutput`.
@MainActor
protocol __ItemType__ListInteractorInput: AnyObject {
  /// Asks the balance's owner for the balance, now and whenever it changes.
  func observeBalance()
  /// Loads the items.
  func fetch__Feature__()
}

/// What the interactor tells the presenter.
@MainActor
protocol __ItemType__ListInteractorOutput: AnyObject {
  func balanceChanged(_ balance: Money)
  func __feature__Fetched(_ items: [__ItemType__])
  func __feature__FetchFailed(_ error: BankingError)
}

/// Where the presenter can send the user next.
@MainActor
protocol __ItemType__ListWireframe: AnyObject {
// scale:if action
  /// Pushes the item's detail module; it reports a changed item to `delegate`.
  func showDetail(of item: __ItemType__, delegate: any __ItemType__DetailModuleDelegate)
// scale:else
  func showDetail(of item: __ItemType__)
// scale:end
}
