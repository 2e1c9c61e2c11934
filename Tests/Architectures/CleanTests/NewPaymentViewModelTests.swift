import Banking
import CleanDomain
import Display
import FakeBackend
import HarnessContract
import Testing

@testable import CleanPresentation

/// The view model over use-case fakes: the input it asks the rules about and sends, and how
/// it shows the accounts, the broken rules, the progress and the refusals. The rules
/// themselves are the validation use case's, checked in `UseCaseTests`.
@MainActor
struct NewPaymentViewModelTests {
  private let fetchAccounts = FetchAccountsUseCaseFake(.success(DataSet.standard.accounts))
  private let validatePayment = ValidatePaymentUseCaseFake(NewPaymentViewModelTests.emptyAmount)
  private let sendPayment = SendPaymentUseCaseFake(.success(NewPaymentViewModelTests.created))
  private let session = AppSession()
  /// What the form reported to the flow: `created <payment id>` or `cancelled`.
  private let reports = Recorder<String>()

  private static let ada = DataSet.standard.users[0]
  private static let everyday = DataSet.standard.accounts[0]
  /// What the rules say of the form as it opens: the amount is empty.
  private static let emptyAmount = PaymentValidation(violations: [.unparsableAmount], order: nil)
  /// What the rules say of a valid form: nothing broken, and the order to send.
  private static let valid = PaymentValidation(
    violations: [],
    order: PaymentOrder(
      userID: 1, accountID: 1, recipientName: "Ada Lovelace",
      accountNumber: "DE11 5001 0517 00000001", amount: Money(10, "EUR"), note: nil))
  /// The payment the send use case creates.
  private static let created = Payment(
    id: 9, userID: 1, accountID: 1, amount: Money(10, "EUR"), status: .pending,
    date: "2026-05-04")

  private func openForm() async -> NewPaymentViewModel {
    let form = NewPaymentViewModel(
      recipient: NewPaymentViewModelTests.ada, fetchAccounts: fetchAccounts,
      validatePayment: validatePayment, sendPayment: sendPayment,
      actions: NewPaymentViewModelActions(
        didCreatePayment: { [reports] in reports.values.append("created \($0.id)") },
        didCancel: { [reports] in reports.values.append("cancelled") }))
    await form.viewDidLoad()
    return form
  }

  @Test("T9 the form opens prefilled with the only account chosen")
  func prefilled() async {
    let form = await openForm()
    #expect(fetchAccounts.calls == 1)
    #expect(form.text(of: .recipientName) == "Ada Lovelace")
    #expect(form.text(of: .accountNumber) == "DE11 5001 0517 00000001")
    #expect(form.text(of: .amount) == "" && form.text(of: .note) == "")
    let row = Row(
      title: "Everyday", subtitle: "DE89 3704 0044 0532 0130 00 · 1,250.00 EUR", isChecked: true)
    #expect(form.accountRows == [row])
    #expect(form.accountMessage == nil && form.message(for: .amount) == nil)
    #expect(!form.isSubmitEnabled)
    // The rules are asked about the prefilled input, from the only account.
    let prefilled = PaymentInput(
      recipient: NewPaymentViewModelTests.ada, account: NewPaymentViewModelTests.everyday,
      recipientName: "Ada Lovelace", accountNumber: "DE11 5001 0517 00000001", amount: "",
      note: "")
    #expect(validatePayment.lastInput == prefilled)
  }

  @Test("T9 a failed accounts load shows the error, and Retry loads them again")
  func accountsErrorThenRetry() async {
    fetchAccounts.result = .failure(.offline)
    let form = await openForm()
    #expect(form.loadErrorMessage == Messages.offline && form.accountRows.isEmpty)
    #expect(!form.isLoadingAccounts)

    fetchAccounts.result = .success(DataSet.standard.accounts)
    await form.retryTapped()
    #expect(form.loadErrorMessage == nil && form.accountRows.map(\.isChecked) == [true])
    #expect(fetchAccounts.calls == 2)
  }

  @Test("T10 with several accounts the user must choose one")
  func chooseAccount() async {
    let accounts = DataSet.severalAccounts.accounts
    fetchAccounts.result = .success(accounts)
    let form = await openForm()
    form.textChanged("10", in: .amount)
    validatePayment.validation = PaymentValidation(violations: [.missingSourceAccount], order: nil)
    #expect(form.accountMessage == "Choose an account to pay from" && !form.isSubmitEnabled)
    #expect(form.accountRows.map(\.isChecked) == [false, false])
    #expect(validatePayment.lastInput?.account == nil)

    form.accountSelected(at: 1)
    validatePayment.validation = NewPaymentViewModelTests.valid
    #expect(form.accountMessage == nil && form.accountRows.map(\.isChecked) == [false, true])
    #expect(form.isSubmitEnabled && validatePayment.lastInput?.account == accounts[1])
  }

  @Test("T11 a broken rule shows under its field only once the field is edited")
  func messagesAfterEditing() async {
    validatePayment.validation = PaymentValidation(
      violations: [.malformedAccountNumber, .unparsableAmount], order: nil)
    let form = await openForm()
    #expect(form.message(for: .amount) == nil && form.message(for: .accountNumber) == nil)

    form.textChanged("12,50", in: .amount)
    #expect(form.message(for: .amount) == Messages.unparsableAmount)
    #expect(validatePayment.lastInput?.amount == "12,50")
    #expect(form.message(for: .accountNumber) == nil && form.message(for: .recipientName) == nil)
  }

  @Test("T11 each broken rule's message shows under its own field, and only there")
  func messageUnderItsField() async {
    let form = await openForm()
    for field in NewPaymentViewModel.Field.allCases { form.textChanged("edited", in: field) }
    let cases: [(PaymentRuleViolation, NewPaymentViewModel.Field?, String?)] = [
      (.missingRecipientName, .recipientName, Messages.missingRecipientName),
      (.malformedAccountNumber, .accountNumber, Messages.malformedAccountNumber),
      (.unparsableAmount, .amount, Messages.unparsableAmount),
      (.nonPositiveAmount, .amount, Messages.nonPositiveAmount),
      (.amountAboveBalance, .amount, Messages.amountAboveBalance),
      // The account's message is not a field's: it shows above the fields.
      (.missingSourceAccount, nil, nil),
    ]
    for (violation, brokenField, message) in cases {
      validatePayment.validation = PaymentValidation(violations: [violation], order: nil)
      for field in NewPaymentViewModel.Field.allCases {
        #expect(form.message(for: field) == (field == brokenField ? message : nil))
      }
    }
  }

  @Test("T12 Submit is enabled only when the form is valid")
  func submitEnablement() async {
    let form = await openForm()
    #expect(!form.isSubmitEnabled)
    form.textChanged("10", in: .amount)
    validatePayment.validation = NewPaymentViewModelTests.valid
    #expect(form.isSubmitEnabled && validatePayment.lastInput?.amount == "10")
    form.textChanged("", in: .recipientName)
    validatePayment.validation = PaymentValidation(violations: [.missingRecipientName], order: nil)
    #expect(!form.isSubmitEnabled && validatePayment.lastInput?.recipientName == "")
  }

  @Test("T13 while submitting, progress shows and a second submit does nothing")
  func noDoubleSubmit() async {
    validatePayment.validation = NewPaymentViewModelTests.valid
    let form = await openForm()
    form.textChanged("30", in: .amount)
    sendPayment.isHolding = true
    Task { await form.submitTapped() }
    await session.settle()
    #expect(form.isSubmitting && !form.isSubmitEnabled)
    // The form stays while sending: it cannot be closed, and Cancel does nothing.
    #expect(!form.canClose)
    form.cancelTapped()
    #expect(reports.values.isEmpty)

    await form.submitTapped()
    await sendPayment.release()
    await session.settle()
    #expect(sendPayment.inputs.map(\.amount) == ["30"])
    #expect(!form.isSubmitting && reports.values == ["created 9"])
  }

  @Test("T14 success reports the payment to the flow, which closes the form")
  func success() async {
    validatePayment.validation = NewPaymentViewModelTests.valid
    let form = await openForm()
    form.textChanged("12.50", in: .amount)
    form.textChanged("Lunch", in: .note)
    await form.submitTapped()
    let sent = PaymentInput(
      recipient: NewPaymentViewModelTests.ada, account: NewPaymentViewModelTests.everyday,
      recipientName: "Ada Lovelace", accountNumber: "DE11 5001 0517 00000001", amount: "12.50",
      note: "Lunch")
    #expect(sendPayment.inputs == [sent] && reports.values == ["created 9"])
  }

  @Test("Cancel reports to the flow and sends nothing")
  func cancel() async {
    let form = await openForm()
    form.cancelTapped()
    #expect(reports.values == ["cancelled"] && sendPayment.inputs.isEmpty)
  }

  @Test(
    "T15 a rejection shows the error and keeps the input",
    arguments: [
      (SendPaymentError.rejected(.insufficientFunds), Messages.insufficientFunds),
      (.rejected(.serviceUnavailable(code: 500)), Messages.serviceUnavailable(code: 500)),
      (.rejected(.offline), Messages.offline),
      // The use case checks the rules again before it sends.
      (.ruleViolation(.amountAboveBalance), Messages.amountAboveBalance),
    ])
  func rejection(error: SendPaymentError, message: String) async {
    validatePayment.validation = NewPaymentViewModelTests.valid
    let form = await openForm()
    form.textChanged("10", in: .amount)
    sendPayment.result = .failure(error)
    await form.submitTapped()
    #expect(reports.values.isEmpty && form.submitErrorMessage == message)
    #expect(form.text(of: .amount) == "10" && form.isSubmitEnabled && !form.isSubmitting)

    // The banner clears on the next submit.
    sendPayment.result = .success(NewPaymentViewModelTests.created)
    await form.submitTapped()
    #expect(form.submitErrorMessage == nil && reports.values == ["created 9"])
  }
}
