import Banking
import CleanDomain
import FakeBackend
import HarnessContract
import Testing

@testable import CleanPresentation

@MainActor
struct NewPaymentViewModelTests {
  private let accounts = FakeAccountRepository()
  private let payments = FakePaymentRepository()
  private let session = AppSession()
  /// What the form reported to the flow: `created <amount>` or `cancelled`.
  private let reports = Recorder<String>()

  private func openForm() async -> NewPaymentViewModel {
    let form = NewPaymentViewModel(
      recipient: DataSet.standard.users[0],
      fetchAccounts: DefaultFetchAccountsUseCase(repository: accounts),
      validatePayment: DefaultValidatePaymentUseCase(),
      sendPayment: DefaultSendPaymentUseCase(
        repository: payments, validatePayment: DefaultValidatePaymentUseCase()),
      actions: NewPaymentViewModelActions(
        didCreatePayment: { [reports] in reports.values.append("created \($0.amount.amount)") },
        didCancel: { [reports] in reports.values.append("cancelled") }))
    await form.viewDidLoad()
    return form
  }

  @Test("T9 the form opens prefilled with the only account chosen")
  func prefilled() async {
    let form = await openForm()
    #expect(form.text(of: .recipientName) == "Ada Lovelace")
    #expect(form.text(of: .accountNumber) == "DE11 5001 0517 00000001")
    #expect(form.accountRows.map(\.isChecked) == [true])
    #expect(form.message(for: .amount) == nil)
  }

  @Test("T10 with several accounts the user must choose one")
  func chooseAccount() async {
    accounts.accounts = DataSet.severalAccounts.accounts
    let form = await openForm()
    form.textChanged("10", in: .amount)
    #expect(form.accountMessage == "Choose an account to pay from" && !form.isSubmitEnabled)
    form.accountSelected(at: 1)
    #expect(form.accountMessage == nil && form.accountRows.map(\.isChecked) == [false, true])
    #expect(form.isSubmitEnabled)
  }

  @Test("T11 a broken rule shows under its field only once the field is edited")
  func messagesAfterEditing() async {
    let form = await openForm()
    #expect(form.message(for: .amount) == nil)
    form.textChanged("12,50", in: .amount)
    #expect(form.message(for: .amount) == PaymentRuleViolation.unparsableAmount.message)
    #expect(form.message(for: .recipientName) == nil)
  }

  @Test("T12 Submit is enabled only when the form is valid")
  func submitEnablement() async {
    let form = await openForm()
    #expect(!form.isSubmitEnabled)
    form.textChanged("10", in: .amount)
    #expect(form.isSubmitEnabled)
    form.textChanged("", in: .recipientName)
    #expect(!form.isSubmitEnabled)
  }

  @Test("T13 while submitting, progress shows and a second submit does nothing")
  func noDoubleSubmit() async {
    let form = await openForm()
    form.textChanged("30", in: .amount)
    payments.isHolding = true
    Task { await form.submitTapped() }
    await session.settle()
    #expect(form.isSubmitting && !form.isSubmitEnabled)

    await form.submitTapped()
    payments.release()
    await session.settle()
    #expect(payments.calls == ["create 30.00 EUR"])
  }

  @Test("T14 success reports the payment to the flow, which closes the form")
  func success() async {
    let form = await openForm()
    form.textChanged("12.50", in: .amount)
    await form.submitTapped()
    #expect(reports.values == ["created 12.5"])
  }

  @Test("Cancel reports to the flow and sends nothing")
  func cancel() async {
    let form = await openForm()
    form.cancelTapped()
    #expect(reports.values == ["cancelled"] && payments.calls.isEmpty)
  }

  @Test(
    "T15 a rejection shows the error and keeps the input",
    arguments: [BankingError.insufficientFunds, .serviceUnavailable(code: 500), .offline])
  func rejection(error: BankingError) async {
    let form = await openForm()
    form.textChanged("10", in: .amount)
    payments.nextError = error
    await form.submitTapped()
    #expect(reports.values.isEmpty && form.submitErrorMessage == error.message)
    #expect(form.text(of: .amount) == "10" && form.isSubmitEnabled)
  }
}
