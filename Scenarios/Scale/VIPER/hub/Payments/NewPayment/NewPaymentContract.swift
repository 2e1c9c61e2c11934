// Role: Contract of the NewPayment module: the protocols its View, Presenter, Interactor and
// Router talk through, the plain data the interactor reports, and the delegate through which
// the module reports to the module that opened it.
import Banking
import VIPERCore

/// The form's fields, as the view, the presenter and the interactor name them.
enum NewPaymentField: CaseIterable, Hashable {
  case recipientName
  case accountNumber
  case amount
  case note
}

/// What the interactor reports about the form after every change: plain data, no behaviour.
/// The presenter shows it as it is, without asking again.
struct NewPaymentForm: Equatable {
  /// The accounts to pay from, and the one chosen.
  var accounts: [Account] = []
  var chosenAccountID: Int?
  /// The first rule each field breaks; fields that pass are absent.
  var violations: [NewPaymentField: PaymentRuleViolation] = [:]
  /// Several accounts and none chosen: the rule the form shows above its fields.
  var accountViolation: PaymentRuleViolation?
  /// Whether Submit would send a payment: every rule holds.
  var canSubmit = false
}

@MainActor
protocol NewPaymentView: AnyObject {
  func setText(_ text: String, of field: NewPaymentField)
  func showLoading(_ isLoading: Bool)
  func showLoadError(_ message: String?)
  func show(accountRows: [DisplayRow])
  func showAccountMessage(_ message: String?)
  func showMessage(_ message: String?, for field: NewPaymentField)
  func showSubmitError(_ message: String?)
  /// While submitting, the spinner; whether Submit is enabled and whether the user may close
  /// the form (Cancel, a swipe down), as the presenter decided them.
  func showSubmitting(_ isSubmitting: Bool, submitEnabled: Bool, closable: Bool)
}

@MainActor
protocol NewPaymentPresentation: AnyObject {
  func viewDidLoad()
  func retryTapped()
  func accountSelected(at index: Int)
  func textChanged(_ text: String, in field: NewPaymentField)
  func submitTapped()
  func cancelTapped()
}

@MainActor
protocol NewPaymentInteractorInput: AnyObject {
  /// Reports the form as it opens (prefilled with the recipient), then loads the accounts.
  func start()
  /// Loads the accounts to pay from again; the answer comes back through the output.
  func fetchAccounts()
  /// Chooses the account with this id, one of those it reported.
  func chooseAccount(id: Int)
  func setText(_ text: String, of field: NewPaymentField)
  /// Sends the payment the form makes, if every rule holds; the answer comes back through
  /// the output.
  func submit()
}

@MainActor
protocol NewPaymentInteractorOutput: AnyObject {
  /// The form as it opens: the texts its fields start with (the recipient's), and the form.
  func formOpened(texts: [NewPaymentField: String], form: NewPaymentForm)
  /// The form after a change the user made.
  func formChanged(_ form: NewPaymentForm)
  /// The form once the accounts have come.
  func accountsFetched(_ form: NewPaymentForm)
  func accountsFetchFailed(_ error: BankingError)
  func paymentCreated(_ payment: Payment)
  func paymentFailed(_ error: BankingError)
}

@MainActor
protocol NewPaymentWireframe: AnyObject {
  func dismiss()
}

/// How the module that opened the form hears about the payment it created.
@MainActor
protocol NewPaymentModuleDelegate: AnyObject {
  func newPaymentCreated(_ payment: Payment)
}
