// Role: Presenter (__ItemType__List). Decides what the view shows: the balance line once the
// balance is known, a spinner while the items load, the failure's message, a row per item.
// Talks to the view, interactor and router only through their protocols; holds the view
// weakly.
import Banking
import Display
import VIPERCore

@MainActor
final class __ItemType__ListPresenter: __ItemType__ListPresentation,
  __ItemType__ListInteractorOutput
{
  weak var view: (any __ItemType__ListView)?
  private let interactor: any __ItemType__ListInteractorInput
  private let router: any __ItemType__ListWireframe

  /// The items on screen, as the interactor reported them.
  private var __feature__: [__ItemType__] = []

  init(
    view: any __ItemType__ListView, interactor: any __ItemType__ListInteractorInput,
    router: any __ItemType__ListWireframe
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  // MARK: - __ItemType__ListPresentation

  func viewDidLoad() {
    interactor.observeBalance()
    view?.showLoading(true)
    interactor.fetch__Feature__()
  }

  func rowSelected(at index: Int) {
// scale:if action
    router.showDetail(of: __feature__[index], delegate: self)
// scale:else
    router.showDetail(of: __feature__[index])
// scale:end
  }

  // MARK: - __ItemType__ListInteractorOutput

  func balanceChanged(_ balance: Money) {
    view?.showBalance("Balance: \(DisplayFormat.money(balance))")
  }

  func __feature__Fetched(_ items: [__ItemType__]) {
    view?.showLoading(false)
    show(items)
  }

  func __feature__FetchFailed(_ error: BankingError) {
    view?.showError(error.message)
    view?.showLoading(false)
  }

  private func show(_ items: [__ItemType__]) {
    __feature__ = items
// scale:if contacts
    view?.show(rows: items.map { DisplayRow(title: $0.name, subtitle: $0.accountNumber) })
// scale:else
    view?.show(rows: items.map { DisplayRow(title: $0.name, subtitle: $0.status) })
// scale:end
  }
}
// scale:if action

extension __ItemType__ListPresenter: __ItemType__DetailModuleDelegate {
  /// An action changed an item on its detail: its row shows it, without asking the server.
  func didUpdate__ItemType__(_ item: __ItemType__) {
    show(__feature__.map { $0.id == item.id ? item : $0 })
  }
}
// scale:end
