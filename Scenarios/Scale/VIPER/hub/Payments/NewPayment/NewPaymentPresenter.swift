// Role: Presenter (NewPayment). Shows what the interactor reports about the form: the
// accounts as rows, each broken rule under its field once the field is edited, Submit only
// while the interactor says the form can be sent, progress and errors; on success it tells
// the delegate and asks the router to close. Owns no entity: the draft and the accounts are
// the interactor's, and the presenter converts what it reports without asking again.
import Banking
import Display
import VIPERCore

@MainActor
final class NewPaymentPresenter: NewPaymentPresentation, NewPaymentInteractorOutput {
  weak var view: (any NewPaymentView)?
  weak var delegate: (any NewPaymentModuleDelegate)?
  private let interactor: any NewPaymentInteractorInput
  private let router: any NewPaymentWireframe

  /// The form as the interactor last reported it.
  private var form = NewPaymentForm()
  /// The fields the user has changed: only their broken rules show.
  private var editedFields: Set<NewPaymentField> = []
  private var isSubmitting = false

  init(
    view: any NewPaymentView, interactor: any NewPaymentInteractorInput,
    router: any NewPaymentWireframe
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  // MARK: - NewPaymentPresentation

  func viewDidLoad() {
    view?.showLoading(true)
    interactor.start()
  }

  func retryTapped() {
    view?.showLoadError(nil)
    view?.showLoading(true)
    interactor.fetchAccounts()
  }

  /// The row the user chose is one of the accounts the form shows: the interactor hears
  /// which account, not which row.
  func accountSelected(at index: Int) {
    guard form.accounts.indices.contains(index) else { return }
    interactor.chooseAccount(id: form.accounts[index].id)
  }

  func textChanged(_ text: String, in field: NewPaymentField) {
    editedFields.insert(field)
    interactor.setText(text, of: field)
  }

  func submitTapped() {
    guard form.canSubmit, !isSubmitting else { return }
    isSubmitting = true
    view?.showSubmitError(nil)
    show(form)
    interactor.submit()
  }

  func cancelTapped() {
    // While the payment is being sent the form stays (docs/FEATURE.md).
    guard !isSubmitting else { return }
    router.dismiss()
  }

  // MARK: - NewPaymentInteractorOutput

  func formOpened(texts: [NewPaymentField: String], form: NewPaymentForm) {
    // The fields are the user's from now on: the presenter writes them this once.
    for field in NewPaymentField.allCases { view?.setText(texts[field] ?? "", of: field) }
    show(form)
  }

  func formChanged(_ form: NewPaymentForm) {
    show(form)
  }

  func accountsFetched(_ form: NewPaymentForm) {
    view?.showLoading(false)
    show(form)
  }

  func accountsFetchFailed(_ error: BankingError) {
    view?.showLoadError(error.message)
    view?.showLoading(false)
  }

  func paymentCreated(_ payment: Payment) {
    isSubmitting = false
    delegate?.newPaymentCreated(payment)
    router.dismiss()
  }

  func paymentFailed(_ error: BankingError) {
    isSubmitting = false
    view?.showSubmitError(error.message)
    show(form)
  }

  // MARK: - Showing

  private func show(_ form: NewPaymentForm) {
    self.form = form
    view?.show(
      accountRows: form.accounts.map { account in
        DisplayRow(
          title: account.name,
          subtitle: "\(account.number) · \(DisplayFormat.money(account.balance))",
          isChecked: account.id == form.chosenAccountID)
      })
    view?.showAccountMessage(form.accountViolation?.message)
    for field in NewPaymentField.allCases {
      let violation = editedFields.contains(field) ? form.violations[field] : nil
      view?.showMessage(violation?.message, for: field)
    }
    view?.showSubmitting(
      isSubmitting, submitEnabled: form.canSubmit && !isSubmitting, closable: !isSubmitting)
  }
}
