// Role: Contract of the UserDetail module: the protocols its View, Presenter, Interactor
// and Router talk through.
import Banking
import VIPERCore

@MainActor
protocol UserDetailView: AnyObject {
  func show(title: String, email: String)
  func showLoading(_ isLoading: Bool)
  func showError(_ message: String?)
  func showEmptyMessage(_ message: String?)
  func show(rows: [DisplayRow])
}

@MainActor
protocol UserDetailPresentation: AnyObject {
  func viewDidLoad()
  func retryTapped()
  func sendPaymentTapped()
}

@MainActor
protocol UserDetailInteractorInput: AnyObject {
  /// Loads the user's payments; the answer comes back through the output.
  func fetchPayments()
  /// Puts a payment just created first, once the payments have loaded (else the next load
  /// brings it from the server); the list comes back through the output.
  func addCreatedPayment(_ payment: Payment)
}

@MainActor
protocol UserDetailInteractorOutput: AnyObject {
  func paymentsFetched(_ payments: [Payment])
  /// The payments after one was added.
  func paymentsChanged(_ payments: [Payment])
  func paymentsFetchFailed(_ error: BankingError)
}

@MainActor
protocol UserDetailWireframe: AnyObject {
  /// Presents the NewPayment module; it reports a created payment to `delegate`.
  func presentNewPayment(to user: User, delegate: any NewPaymentModuleDelegate)
}
