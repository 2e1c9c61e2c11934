// scale:if contacts
// Role: Presenter (ContactDetail). Shows the contact the interactor reports: a spinner while
// it loads, the failure's message, then the account and Pay, which asks the router for
// Payments' form. Gets the list's contact from its builder, as the module's input; talks to
// the view, interactor and router only through their protocols.
// scale:end
// scale:if action
// Role: Presenter (__ItemType__Detail). Shows the item the interactor reports: a spinner
// while it loads, the failure's message, then its status and the action's button, which asks
// the router for the action's module; shows and passes on the item the action changed. Gets
// the list's item from its builder, as the module's input; talks to the view, interactor and
// router only through their protocols.
// scale:end
// scale:if !action
// scale:if !contacts
// Role: Presenter (__ItemType__Detail). Shows the item the interactor reports: a spinner
// while it loads, the failure's message, then its status, the feature's last screen. Gets
// the list's item from its builder, as the module's input; talks to the view and interactor
// only through their protocols.
// scale:end
// scale:end
import Banking
import VIPERCore

@MainActor
final class __ItemType__DetailPresenter: __ItemType__DetailPresentation,
  __ItemType__DetailInteractorOutput
{
  weak var view: (any __ItemType__DetailView)?
// scale:if action
  weak var delegate: (any __ItemType__DetailModuleDelegate)?
// scale:end
  private let interactor: any __ItemType__DetailInteractorInput
  private let router: any __ItemType__DetailWireframe
  /// The item as the list showed it.
  private let item: __ItemType__
  /// The item as the interactor last reported it; nil until it has loaded.
  private var details: __ItemType__?

  init(
    view: any __ItemType__DetailView, interactor: any __ItemType__DetailInteractorInput,
    router: any __ItemType__DetailWireframe, item: __ItemType__
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.item = item
  }

  // MARK: - __ItemType__DetailPresentation

  func viewDidLoad() {
    view?.show(title: item.name)
    view?.showLoading(true)
    interactor.fetchDetails()
  }
// scale:if contacts

  func actionButtonTapped() {
    guard let details else { return }
    router.presentNewPayment(to: details.recipient)
  }
// scale:end
// scale:if action

  func actionButtonTapped() {
    guard let details else { return }
    router.show__ActionType__(for: details, delegate: self)
  }
// scale:end

  // MARK: - __ItemType__DetailInteractorOutput

  func detailsFetched(_ item: __ItemType__) {
    view?.showLoading(false)
    show(item)
  }

  func detailsFetchFailed(_ error: BankingError) {
    view?.showError(error.message)
    view?.showLoading(false)
  }

  private func show(_ item: __ItemType__) {
    details = item
// scale:if contacts
    view?.showStatus("Account: \(item.accountNumber)")
    view?.showActionButton()
// scale:else
    view?.showStatus("Status: \(item.status)")
// scale:if action
    view?.showActionButton()
// scale:end
// scale:end
  }
}
// scale:if action

extension __ItemType__DetailPresenter: __ActionType__ModuleDelegate {
  /// The action succeeded: the detail shows the item as it is now, and so does the list.
  func didConfirm__ActionType__(_ item: __ItemType__) {
    show(item)
    delegate?.didUpdate__ItemType__(item)
  }
}
// scale:end
