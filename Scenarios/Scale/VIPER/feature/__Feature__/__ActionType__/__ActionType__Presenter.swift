// scale:if action
// Role: Presenter (__ActionType__). Asks whether to perform the action on the item, hides
// Confirm while the interactor performs it, shows the failure's message and Confirm again;
// on success it tells the delegate and asks the router to go back. Talks to the view,
// interactor and router only through their protocols.
import Banking
import VIPERCore

@MainActor
final class __ActionType__Presenter: __ActionType__Presentation, __ActionType__InteractorOutput {
  weak var view: (any __ActionType__View)?
  weak var delegate: (any __ActionType__ModuleDelegate)?
  private let interactor: any __ActionType__InteractorInput
  private let router: any __ActionType__Wireframe
  /// The item the action is for, as its detail showed it.
  private let item: __ItemType__

  init(
    view: any __ActionType__View, interactor: any __ActionType__InteractorInput,
    router: any __ActionType__Wireframe, item: __ItemType__
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.item = item
  }

  // MARK: - __ActionType__Presentation

  func viewDidLoad() {
    view?.showQuestion("__Action__ \(item.name)?")
  }

  func confirmTapped() {
    view?.showError(nil)
    view?.showSubmitting(true)
    interactor.confirm()
  }

  // MARK: - __ActionType__InteractorOutput

  func confirmSucceeded(_ item: __ItemType__) {
    delegate?.didConfirm__ActionType__(item)
    router.close()
  }

  func confirmFailed(_ error: BankingError) {
    view?.showSubmitting(false)
    view?.showError(error.message)
  }
}
// scale:end
