// Role: Contract of the NewPayment module: the protocols its View, Presenter, Interactor and
// Router talk through, and the delegate through which it reports to the module that opened it.
import Banking

@MainActor
protocol NewPaymentView: AnyObject {
  func setText(_ text: String, of field: PaymentField)
  func showLoading(_ isLoading: Bool)
  func showLoadError(_ message: String?)
  func show(accountRows: [DisplayRow])
  func showAccountMessage(_ message: String?)
  func showMessage(_ message: String?, for field: PaymentField)
  func showSubmitError(_ message: String?)
  /// Submit enabled or not, and while submitting the spinner, with no way to close the form.
  func showSubmitting(_ isSubmitting: Bool, canSubmit: Bool)
}

@MainActor
protocol NewPaymentPresentation: AnyObject {
  func viewDidLoad()
  func retryTapped()
  func accountSelected(at index: Int)
  func textChanged(_ text: String, in field: PaymentField)
  func submitTapped()
  func cancelTapped()
}

@MainActor
protocol NewPaymentUseCase: AnyObject {
  /// Loads the accounts to pay from; the answer comes back through the output.
  func fetchAccounts()
  /// The payment rules applied to `draft`: each field's broken rule, and the request a valid
  /// draft makes.
  func check(_ draft: PaymentDraft) -> PaymentCheck
  /// Sends the payment; the answer comes back through the output.
  func submit(_ request: PaymentOrder)
}

@MainActor
protocol NewPaymentInteractorOutput: AnyObject {
  func accountsFetched(_ accounts: [Account])
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
