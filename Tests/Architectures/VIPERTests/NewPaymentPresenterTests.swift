import Banking
import Display
import FakeBackend
import Testing

@testable import VIPER

@MainActor
private final class MockNewPaymentView: NewPaymentView {
  var texts: [NewPaymentField: String] = [:]
  var setTextCount = 0
  var isLoading = false
  var loadError: String?
  var accountRows: [DisplayRow] = []
  var accountMessage: String?
  var messages: [NewPaymentField: String] = [:]
  var submitError: String?
  var isSubmitting = false
  var submitEnabled = false
  var closable = true

  func setText(_ text: String, of field: NewPaymentField) {
    texts[field] = text
    setTextCount += 1
  }
  func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }
  func showLoadError(_ message: String?) { loadError = message }
  func show(accountRows: [DisplayRow]) { self.accountRows = accountRows }
  func showAccountMessage(_ message: String?) { accountMessage = message }
  func showMessage(_ message: String?, for field: NewPaymentField) { messages[field] = message }
  func showSubmitError(_ message: String?) { submitError = message }
  func showSubmitting(_ isSubmitting: Bool, submitEnabled: Bool, closable: Bool) {
    self.isSubmitting = isSubmitting
    self.submitEnabled = submitEnabled
    self.closable = closable
  }
}

/// Records what the presenter asks of the interactor; the test answers as its output.
@MainActor
private final class MockNewPaymentInteractor: NewPaymentInteractorInput {
  var calls: [String] = []

  func start() { calls.append("start") }
  func fetchAccounts() { calls.append("fetchAccounts") }
  func chooseAccount(id: Int) { calls.append("chooseAccount \(id)") }
  func setText(_ text: String, of field: NewPaymentField) { calls.append("setText \(text)") }
  func submit() { calls.append("submit") }
}

@MainActor
private final class MockNewPaymentRouter: NewPaymentWireframe {
  var dismissCount = 0
  func dismiss() { dismissCount += 1 }
}

@MainActor
private final class DelegateSpy: NewPaymentModuleDelegate {
  var payments: [Payment] = []
  func newPaymentCreated(_ payment: Payment) { payments.append(payment) }
}

@MainActor
struct NewPaymentPresenterTests {
  private let view = MockNewPaymentView()
  private let interactor = MockNewPaymentInteractor()
  private let router = MockNewPaymentRouter()
  private let delegate = DelegateSpy()
  private let presenter: NewPaymentPresenter

  init() {
    presenter = NewPaymentPresenter(view: view, interactor: interactor, router: router)
    presenter.delegate = delegate
  }

  private let payment = Payment(
    id: 9, userID: 1, accountID: 1, amount: Money(10, "EUR"), status: .pending, date: "2026-05-04")

  /// The texts the form opens with for Ada.
  private let prefill: [NewPaymentField: String] = [
    .recipientName: "Ada Lovelace", .accountNumber: "DE11 5001 0517 00000001",
  ]
  /// The form as the interactor reports it when it opens for Ada.
  private let opened = NewPaymentForm(violations: [.amount: .unparsableAmount])

  /// `opened`, with the accounts loaded and the first chosen, and a valid amount.
  private var valid: NewPaymentForm {
    var form = opened
    form.accounts = DataSet.standard.accounts
    form.chosenAccountID = DataSet.standard.accounts[0].id
    form.violations = [:]
    form.canSubmit = true
    return form
  }

  @Test("T9 the form opens prefilled and the only account is chosen")
  func prefilled() {
    presenter.viewDidLoad()
    presenter.formOpened(texts: prefill, form: opened)
    #expect(view.texts[.recipientName] == "Ada Lovelace")
    #expect(view.texts[.accountNumber] == "DE11 5001 0517 00000001")
    #expect(view.isLoading && interactor.calls == ["start"])
    presenter.accountsFetched(valid)
    #expect(!view.isLoading && view.accountRows.map(\.isChecked) == [true] && view.submitEnabled)
  }

  @Test("T9 accounts that fail to load show the error; Retry hides it and asks again")
  func accountsErrorThenRetry() {
    presenter.viewDidLoad()
    presenter.formOpened(texts: prefill, form: opened)
    presenter.accountsFetchFailed(.offline)
    #expect(view.loadError == Messages.offline && !view.isLoading)
    #expect(view.accountRows.isEmpty && !view.submitEnabled)

    presenter.retryTapped()
    #expect(view.loadError == nil && view.isLoading)
    #expect(interactor.calls == ["start", "fetchAccounts"])
    presenter.accountsFetched(valid)
    #expect(!view.isLoading && view.loadError == nil && view.accountRows.count == 1)
  }

  @Test("T10 with several accounts the user must choose one, as the interactor reports")
  func chooseAccount() {
    presenter.viewDidLoad()
    var form = opened
    form.accounts = DataSet.severalAccounts.accounts
    form.accountViolation = .missingSourceAccount
    presenter.accountsFetched(form)
    #expect(view.accountMessage == "Choose an account to pay from" && !view.submitEnabled)

    presenter.accountSelected(at: 1)
    #expect(interactor.calls.last == "chooseAccount \(DataSet.severalAccounts.accounts[1].id)")
    form.accountViolation = nil
    form.chosenAccountID = DataSet.severalAccounts.accounts[1].id
    presenter.formChanged(form)
    #expect(view.accountMessage == nil && view.accountRows.map(\.isChecked) == [false, true])
  }

  @Test("T11 a broken rule shows under its field only once the field is edited")
  func messagesAfterEditing() {
    presenter.viewDidLoad()
    var form = opened
    form.violations = [.amount: .unparsableAmount, .recipientName: .missingRecipientName]
    presenter.formChanged(form)
    #expect(view.messages[.amount] == nil)

    presenter.textChanged("12,50", in: .amount)
    #expect(interactor.calls.last == "setText 12,50")
    presenter.formChanged(form)
    #expect(view.messages[.amount] == Messages.unparsableAmount)
    #expect(view.messages[.recipientName] == nil)
  }

  @Test("T12 Submit is enabled only while the interactor says the form can be sent")
  func submitEnablement() {
    presenter.viewDidLoad()
    presenter.accountsFetched(valid)
    #expect(view.submitEnabled)
    var form = valid
    form.violations = [.amount: .nonPositiveAmount]
    form.canSubmit = false
    presenter.formChanged(form)
    #expect(!view.submitEnabled)
    presenter.submitTapped()
    #expect(!interactor.calls.contains("submit"))
  }

  @Test("T13 while submitting, progress shows, a second submit does nothing, the form stays")
  func noDoubleSubmit() {
    presenter.viewDidLoad()
    presenter.accountsFetched(valid)
    presenter.submitTapped()
    presenter.submitTapped()
    #expect(view.isSubmitting && !view.submitEnabled)
    #expect(interactor.calls.filter { $0 == "submit" }.count == 1)
  }

  @Test("T13 while sending, the form cannot be closed: Cancel refused, no swipe, until the answer")
  func formStaysWhileSending() {
    presenter.viewDidLoad()
    presenter.accountsFetched(valid)
    #expect(!view.isSubmitting && view.closable)
    presenter.submitTapped()
    #expect(view.isSubmitting && !view.closable)
    presenter.cancelTapped()
    #expect(router.dismissCount == 0)
    // A change reported while sending keeps the form held.
    presenter.formChanged(valid)
    #expect(view.isSubmitting && !view.submitEnabled && !view.closable)

    presenter.paymentFailed(.offline)
    #expect(!view.isSubmitting && view.submitEnabled && view.closable)
    #expect(router.dismissCount == 0)
  }

  @Test("T14 Cancel asks the router to close the form")
  func cancel() {
    presenter.cancelTapped()
    #expect(router.dismissCount == 1 && interactor.calls.isEmpty && delegate.payments.isEmpty)
  }

  @Test("T14 success tells the delegate and closes the form")
  func success() {
    presenter.viewDidLoad()
    presenter.accountsFetched(valid)
    presenter.submitTapped()
    presenter.paymentCreated(payment)
    #expect(delegate.payments == [payment] && router.dismissCount == 1)
  }

  @Test(
    "T15 a rejection shows the error and keeps the input",
    arguments: [
      (BankingError.insufficientFunds, Messages.insufficientFunds),
      (.serviceUnavailable(code: 500), Messages.serviceUnavailable(code: 500)),
      (.offline, Messages.offline),
    ])
  func rejection(error: BankingError, message: String) {
    presenter.viewDidLoad()
    presenter.formOpened(texts: prefill, form: opened)
    presenter.accountsFetched(valid)
    presenter.submitTapped()
    presenter.paymentFailed(error)
    #expect(view.submitError == message && !view.isSubmitting && view.submitEnabled)
    #expect(router.dismissCount == 0 && delegate.payments.isEmpty)
    // The fields keep what the user typed: the presenter wrote them only when the form opened.
    #expect(view.setTextCount == NewPaymentField.allCases.count)
  }
}
