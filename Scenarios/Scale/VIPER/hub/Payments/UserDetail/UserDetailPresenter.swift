// Role: Presenter (UserDetail). Shows the user and the payments the interactor reports as
// display rows, handles Retry, asks the router for the payment form, and hands a created
// payment to the interactor. Gets the user from its builder, as the module's input; talks to
// the view, interactor and router only through their protocols.
import Banking
import Display
import VIPERCore

@MainActor
final class UserDetailPresenter: UserDetailPresentation, UserDetailInteractorOutput,
  NewPaymentModuleDelegate
{
  weak var view: (any UserDetailView)?
  private let interactor: any UserDetailInteractorInput
  private let router: any UserDetailWireframe
  private let user: User

  init(
    view: any UserDetailView, interactor: any UserDetailInteractorInput,
    router: any UserDetailWireframe, user: User
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.user = user
  }

  // MARK: - UserDetailPresentation

  func viewDidLoad() {
    view?.show(title: user.name, email: user.email)
    load()
  }

  func retryTapped() {
    view?.showError(nil)
    load()
  }

  func sendPaymentTapped() {
    router.presentNewPayment(to: user, delegate: self)
  }

  // MARK: - UserDetailInteractorOutput

  func paymentsFetched(_ payments: [Payment]) {
    view?.showLoading(false)
    show(payments)
  }

  func paymentsChanged(_ payments: [Payment]) {
    show(payments)
  }

  func paymentsFetchFailed(_ error: BankingError) {
    view?.showError(error.message)
    view?.showLoading(false)
  }

  // MARK: - NewPaymentModuleDelegate

  func newPaymentCreated(_ payment: Payment) {
    interactor.addCreatedPayment(payment)
  }

  private func load() {
    view?.showLoading(true)
    interactor.fetchPayments()
  }

  private func show(_ payments: [Payment]) {
    view?.show(
      rows: payments.map { payment in
        DisplayRow(
          title: DisplayFormat.money(payment.amount),
          subtitle: "\(DisplayFormat.status(payment.status)) · \(payment.date)")
      })
    view?.showEmptyMessage(payments.isEmpty ? "No payments yet" : nil)
  }
}
