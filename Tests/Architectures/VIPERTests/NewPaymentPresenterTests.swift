import Banking
import FakeBackend
import Testing

@testable import VIPER

@MainActor
private final class MockNewPaymentView: NewPaymentView {
  var texts: [PaymentField: String] = [:]
  var setTextCount = 0
  var isLoading = false
  var loadError: String?
  var accountRows: [DisplayRow] = []
  var accountMessage: String?
  var messages: [PaymentField: String] = [:]
  var submitError: String?
  var isSubmitting = false
  var canSubmit = false

  func setText(_ text: String, of field: PaymentField) {
    texts[field] = text
    setTextCount += 1
  }
  func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }
  func showLoadError(_ message: String?) { loadError = message }
  func show(accountRows: [DisplayRow]) { self.accountRows = accountRows }
  func showAccountMessage(_ message: String?) { accountMessage = message }
  func showMessage(_ message: String?, for field: PaymentField) { messages[field] = message }
  func showSubmitError(_ message: String?) { submitError = message }
  func showSubmitting(_ isSubmitting: Bool, canSubmit: Bool) {
    self.isSubmitting = isSubmitting
    self.canSubmit = canSubmit
  }
}

/// Breaks the rules the test says, and records what was submitted.
@MainActor
private final class MockNewPaymentInteractor: NewPaymentUseCase {
  var violations: [PaymentField: PaymentRuleViolation] = [:]
  var fetchCount = 0
  var submitted: [PaymentOrder] = []

  func fetchAccounts() { fetchCount += 1 }
  var checkCount = 0

  func check(_ draft: PaymentDraft) -> PaymentCheck {
    checkCount += 1
    guard violations.isEmpty, let account = draft.account else {
      return PaymentCheck(violations: violations, request: nil)
    }
    let request = PaymentOrder(
      userID: draft.recipient.id, accountID: account.id,
      recipientName: draft.text(of: .recipientName),
      accountNumber: draft.text(of: .accountNumber), amount: Money(10, "EUR"), note: nil)
    return PaymentCheck(violations: [:], request: request)
  }

  func submit(_ request: PaymentOrder) { submitted.append(request) }
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
    presenter = NewPaymentPresenter(
      view: view, interactor: interactor, router: router, recipient: DataSet.standard.users[0])
    presenter.delegate = delegate
  }

  private let payment = Payment(
    id: 9, userID: 1, accountID: 1, amount: Money(10, "EUR"), status: .pending, date: "2026-05-04")

  @Test("T9 the form opens prefilled and the only account is chosen")
  func prefilled() {
    presenter.viewDidLoad()
    #expect(view.texts[.recipientName] == "Ada Lovelace")
    #expect(view.texts[.accountNumber] == "DE11 5001 0517 00000001")
    #expect(view.isLoading && interactor.fetchCount == 1)
    presenter.accountsFetched(DataSet.standard.accounts)
    #expect(view.accountRows.map(\.isChecked) == [true] && view.canSubmit)
  }

  @Test("T10 with several accounts the user must choose one")
  func chooseAccount() {
    presenter.viewDidLoad()
    presenter.accountsFetched(DataSet.severalAccounts.accounts)
    #expect(view.accountMessage == "Choose an account to pay from" && !view.canSubmit)
    presenter.accountSelected(at: 1)
    #expect(view.accountMessage == nil && view.accountRows.map(\.isChecked) == [false, true])
    #expect(view.canSubmit)
  }

  @Test("T11 a broken rule shows under its field only once the field is edited")
  func messagesAfterEditing() {
    interactor.violations = [.amount: .unparsableAmount, .recipientName: .missingRecipientName]
    presenter.viewDidLoad()
    #expect(view.messages[.amount] == nil)
    presenter.textChanged("12,50", in: .amount)
    #expect(view.messages[.amount] == PaymentRuleViolation.unparsableAmount.message)
    #expect(view.messages[.recipientName] == nil)
  }

  @Test("T12 Submit is enabled only when the interactor finds the draft valid")
  func submitEnablement() {
    presenter.viewDidLoad()
    presenter.accountsFetched(DataSet.standard.accounts)
    #expect(view.canSubmit)
    interactor.violations = [.amount: .nonPositiveAmount]
    presenter.textChanged("0", in: .amount)
    #expect(!view.canSubmit)
  }

  @Test("T13 while submitting, progress shows and a second submit does nothing")
  func noDoubleSubmit() {
    presenter.viewDidLoad()
    presenter.accountsFetched(DataSet.standard.accounts)
    presenter.submitTapped()
    presenter.submitTapped()
    #expect(view.isSubmitting && interactor.submitted.count == 1)
  }

  @Test("T12 the presenter sends the request the interactor answered, without asking again")
  func submitsTheCheckedRequest() {
    presenter.viewDidLoad()
    presenter.accountsFetched(DataSet.standard.accounts)
    presenter.textChanged("Ada L.", in: .recipientName)
    let checks = interactor.checkCount
    presenter.submitTapped()
    #expect(interactor.checkCount == checks)
    #expect(interactor.submitted.map(\.recipientName) == ["Ada L."])
  }

  @Test("T14 success tells the delegate and closes the form")
  func success() {
    presenter.viewDidLoad()
    presenter.accountsFetched(DataSet.standard.accounts)
    presenter.submitTapped()
    presenter.paymentCreated(payment)
    #expect(delegate.payments == [payment] && router.dismissCount == 1)
  }

  @Test(
    "T15 a rejection shows the error and keeps the input",
    arguments: [BankingError.insufficientFunds, .serviceUnavailable(code: 500), .offline])
  func rejection(error: BankingError) {
    presenter.viewDidLoad()
    presenter.accountsFetched(DataSet.standard.accounts)
    presenter.textChanged("10", in: .amount)
    presenter.submitTapped()
    presenter.paymentFailed(error)
    #expect(view.submitError == error.message && !view.isSubmitting && view.canSubmit)
    #expect(router.dismissCount == 0 && delegate.payments.isEmpty)
    // The fields keep what the user typed: the presenter wrote them only when the form opened.
    #expect(view.setTextCount == PaymentField.allCases.count)
  }
}
