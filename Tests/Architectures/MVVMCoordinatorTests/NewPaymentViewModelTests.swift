import Banking
import Display
import FakeBackend
import HarnessContract
import Testing

@testable import MVVMCoordinator

@MainActor
struct NewPaymentViewModelTests {
  private let service = FakeBankingService()
  private let session = AppSession()

  private func openForm() async -> NewPaymentViewModel {
    let form = NewPaymentViewModel(recipient: DataSet.standard.users[0], service: service)
    await form.viewDidLoad()
    return form
  }

  @Test("T9 the form opens prefilled with the only account chosen")
  func prefilled() async {
    let form = await openForm()
    #expect(form.text(of: .recipientName) == "Ada Lovelace")
    #expect(form.text(of: .accountNumber) == "DE11 5001 0517 00000001")
    #expect(
      form.accountRows == [
        Row(
          title: "Everyday", subtitle: "DE89 3704 0044 0532 0130 00 · 1,250.00 EUR", isChecked: true
        )
      ])
    #expect(form.message(for: .amount) == nil)
  }

  @Test("T10 with several accounts the user must choose one")
  func chooseAccount() async {
    service.accounts = DataSet.severalAccounts.accounts
    let form = await openForm()
    form.textChanged("10", in: .amount)
    #expect(form.accountMessage == "Choose an account to pay from")
    #expect(!form.isSubmitEnabled)

    form.accountSelected(at: 1)
    #expect(form.accountMessage == nil)
    #expect(form.accountRows.map(\.isChecked) == [false, true])
    #expect(form.isSubmitEnabled)
  }

  @Test(
    "T11 each broken rule shows its message under its field once edited",
    arguments: [
      (NewPaymentViewModel.Field.recipientName, " ", Messages.missingRecipientName),
      (.accountNumber, "DE12", Messages.malformedAccountNumber),
      (.amount, "12,50", Messages.unparsableAmount),
      (.amount, "0", Messages.nonPositiveAmount),
      (.amount, "1250.01", Messages.amountAboveBalance),
    ])
  func ruleMessages(field: NewPaymentViewModel.Field, text: String, message: String) async {
    let form = await openForm()
    #expect(form.message(for: field) == nil)
    form.textChanged(text, in: field)
    #expect(form.message(for: field) == message)
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

  @Test("T13 while submitting, progress shows, Cancel does nothing, a second submit neither")
  func noDoubleSubmit() async {
    let form = await openForm()
    form.textChanged("30", in: .amount)
    service.isHolding = true
    Task { await form.submitTapped() }
    await session.settle()
    #expect(form.isSubmitting)
    #expect(!form.isSubmitEnabled)
    // The form stays while sending: it cannot be closed, and Cancel does nothing.
    var finished = false
    form.onFinish = { finished = true }
    #expect(!form.canClose)
    form.cancelTapped()
    #expect(!finished)

    await form.submitTapped()
    await service.release()
    await session.settle()
    #expect(service.calls.filter { $0.hasPrefix("create") } == ["create 30.00 EUR"])
  }

  @Test("T14 success reports the payment and finishes the form; Cancel finishes it without")
  func success() async {
    let form = await openForm()
    var finished = 0
    var created: [Payment] = []
    form.onFinish = { finished += 1 }
    form.onPaymentCreated = { created.append($0) }
    form.cancelTapped()
    #expect(finished == 1 && created.isEmpty)
    form.textChanged("12.50", in: .amount)
    form.textChanged("Lunch", in: .note)
    await form.submitTapped()

    #expect(finished == 2)
    #expect(created.map(\.amount) == [Money(12.5, "EUR")])
    #expect(created.first?.note == "Lunch")
  }

  @Test(
    "T15 a rejection shows the error and keeps the input",
    arguments: [
      (BankingError.insufficientFunds, Messages.insufficientFunds),
      (.serviceUnavailable(code: 500), Messages.serviceUnavailable(code: 500)),
      (.offline, Messages.offline),
    ])
  func rejection(error: BankingError, message: String) async {
    let form = await openForm()
    form.textChanged("10", in: .amount)
    service.nextError = error
    var finished = false
    form.onFinish = { finished = true }
    await form.submitTapped()

    #expect(!finished)
    #expect(form.submitErrorMessage == message)
    #expect(form.text(of: .amount) == "10")
    #expect(form.isSubmitEnabled && form.canClose)
  }

  @Test("T9 accounts that fail to load show the error; Retry hides it and loads them again")
  func accountsErrorThenRetry() async {
    service.nextError = .offline
    let form = await openForm()
    #expect(form.loadErrorMessage == Messages.offline && !form.isLoadingAccounts)
    #expect(form.accountRows.isEmpty && !form.isSubmitEnabled)

    service.isHolding = true
    Task { await form.retryTapped() }
    await session.settle()
    #expect(form.loadErrorMessage == nil && form.isLoadingAccounts)
    await service.release()
    #expect(form.accountRows.map(\.isChecked) == [true] && !form.isLoadingAccounts)
  }
}
