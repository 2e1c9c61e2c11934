// Role: Presenter (NewPayment). Keeps the draft the user is typing, shows each broken rule
// under its field once the field is edited, enables Submit only for a valid draft, shows
// progress and errors, and on success tells the delegate and asks the router to close.
// Shows and sends what the interactor answered about the draft, without asking again.
import Banking
import Display

final class NewPaymentPresenter: NewPaymentPresentation, NewPaymentInteractorOutput {
  weak var view: (any NewPaymentView)?
  weak var delegate: (any NewPaymentModuleDelegate)?
  private let interactor: any NewPaymentUseCase
  private let router: any NewPaymentWireframe

  /// What the user has typed and chosen; the interactor checks each change once.
  private var draft: PaymentDraft {
    didSet { check = interactor.check(draft) }
  }
  private var accounts: [Account] = []
  private var editedFields: Set<PaymentField> = []
  private var isSubmitting = false
  /// The interactor's answer about the current draft: shown, and sent on Submit.
  private var check: PaymentCheck

  init(
    view: any NewPaymentView, interactor: any NewPaymentUseCase, router: any NewPaymentWireframe,
    recipient: User
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    draft = PaymentDraft(
      recipient: recipient, account: nil,
      texts: [.recipientName: recipient.name, .accountNumber: recipient.accountNumber])
    check = interactor.check(draft)
  }

  // MARK: - NewPaymentPresentation

  func viewDidLoad() {
    for field in PaymentField.allCases { view?.setText(draft.text(of: field), of: field) }
    showDraft()
    load()
  }

  func retryTapped() {
    view?.showLoadError(nil)
    load()
  }

  func accountSelected(at index: Int) {
    draft.account = accounts[index]
    showDraft()
  }

  func textChanged(_ text: String, in field: PaymentField) {
    draft.texts[field] = text
    editedFields.insert(field)
    showDraft()
  }

  func submitTapped() {
    guard let request = check.request, !isSubmitting else { return }
    isSubmitting = true
    view?.showSubmitError(nil)
    showDraft()
    interactor.submit(request)
  }

  func cancelTapped() {
    router.dismiss()
  }

  // MARK: - NewPaymentInteractorOutput

  func accountsFetched(_ accounts: [Account]) {
    self.accounts = accounts
    if accounts.count == 1 { draft.account = accounts[0] }
    view?.showLoading(false)
    showDraft()
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
    showDraft()
  }

  // MARK: - Showing

  private func load() {
    view?.showLoading(true)
    interactor.fetchAccounts()
  }

  private func showDraft() {
    view?.show(
      accountRows: accounts.map { account in
        DisplayRow(
          title: account.name,
          subtitle: "\(account.number) · \(DisplayFormat.money(account.balance))",
          isChecked: account.id == draft.account?.id)
      })
    view?.showAccountMessage(
      draft.account == nil && accounts.count > 1
        ? PaymentRuleViolation.missingSourceAccount.message : nil)
    for field in PaymentField.allCases {
      let violation = editedFields.contains(field) ? check.violations[field] : nil
      view?.showMessage(violation?.message, for: field)
    }
    view?.showSubmitting(isSubmitting, canSubmit: check.request != nil)
  }
}
