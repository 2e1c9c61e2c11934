// scale:if action
// Role: Contract of the __ActionType__ module: the protocols its View, Presenter, Interactor
// and Router talk through, and the delegate through which the module reports to the module
// that opened it.
import Banking

@MainActor
protocol __ActionType__View: AnyObject {
  func showQuestion(_ text: String)
  /// While the server performs the action: the spinner, and no Confirm.
  func showSubmitting(_ isSubmitting: Bool)
  func showError(_ message: String?)
}

@MainActor
protocol __ActionType__Presentation: AnyObject {
  func viewDidLoad()
  func confirmTapped()
}

@MainActor
protocol __ActionType__InteractorInput: AnyObject {
  /// Asks the server to perform the action; the answer comes back through the output.
  func confirm()
}

@MainActor
protocol __ActionType__InteractorOutput: AnyObject {
  /// The item as the action left it.
  func confirmSucceeded(_ item: __ItemType__)
  func confirmFailed(_ error: BankingError)
}

@MainActor
protocol __ActionType__Wireframe: AnyObject {
  /// Goes back to the item's detail.
  func close()
}

/// How the module that opened the action hears that it succeeded.
@MainActor
protocol __ActionType__ModuleDelegate: AnyObject {
  func didConfirm__ActionType__(_ item: __ItemType__)
}
// scale:end
