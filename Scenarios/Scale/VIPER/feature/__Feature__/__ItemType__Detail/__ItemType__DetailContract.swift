// Role: Contract of the __ItemType__Detail module: the protocols its View, Presenter,
// Interactor and Router talk through.
// scale:if action
// Also the delegate through which the module reports to the module that opened it.
// scale:end
import Banking

@MainActor
protocol __ItemType__DetailView: AnyObject {
  func show(title: String)
  func showLoading(_ isLoading: Bool)
  func showError(_ message: String?)
  func showStatus(_ text: String)
// scale:if contacts
  func showActionButton()
// scale:end
// scale:if action
  func showActionButton()
// scale:end
}

@MainActor
protocol __ItemType__DetailPresentation: AnyObject {
  func viewDidLoad()
// scale:if contacts
  func actionButtonTapped()
// scale:end
// scale:if action
  func actionButtonTapped()
// scale:end
}

@MainActor
protocol __ItemType__DetailInteractorInput: AnyObject {
  /// Loads the item; the answer comes back through the output.
  func fetchDetails()
}

@MainActor
protocol __ItemType__DetailInteractorOutput: AnyObject {
  func detailsFetched(_ item: __ItemType__)
  func detailsFetchFailed(_ error: BankingError)
}

// scale:if contacts
@MainActor
protocol ContactDetailWireframe: AnyObject {
  /// Presents Payments' New payment form to pay `recipient`, over the tab bar.
  func presentNewPayment(to recipient: User)
}
// scale:end
// scale:if action
@MainActor
protocol __ItemType__DetailWireframe: AnyObject {
  /// Pushes the __ActionType__ module; it reports the changed item to `delegate`.
  func show__ActionType__(for item: __ItemType__, delegate: any __ActionType__ModuleDelegate)
}
// scale:end
// scale:if !action
// scale:if !contacts
/// Where the presenter can send the user next: nowhere, the detail is the feature's last
/// screen.
@MainActor
protocol __ItemType__DetailWireframe: AnyObject {}
// scale:end
// scale:end
// scale:if action

/// How the module that opened the detail hears that an action changed its item.
@MainActor
protocol __ItemType__DetailModuleDelegate: AnyObject {
  func didUpdate__ItemType__(_ item: __ItemType__)
}
// scale:end
