import Banking
import FakeBackend
import HarnessContract
import Testing

@testable import VIPER

/// Records what the interactor reports.
@MainActor
private final class OutputSpy: NewPaymentInteractorOutput {
  var forms: [NewPaymentForm] = []
  var created: [Payment] = []
  var failures: [BankingError] = []

  func formChanged(_ form: NewPaymentForm) { forms.append(form) }
  func accountsFetched(_ form: NewPaymentForm) { forms.append(form) }
  func accountsFetchFailed(_ error: BankingError) { failures.append(error) }
  func paymentCreated(_ payment: Payment) { created.append(payment) }
  func paymentFailed(_ error: BankingError) { failures.append(error) }
}

/// The interactor owns the draft and the accounts: the tests drive it as the presenter does
/// and read what it reports, with the fake service behind it.
@MainActor
struct NewPaymentInteractorTests {
  private let session = AppSession()
  private let service = FakeBankingService()
  private let output = OutputSpy()
  private let interactor: NewPaymentInteractor

  init() {
    interactor = NewPaymentInteractor(service: service, recipient: DataSet.standard.users[0])
    interactor.output = output
  }

  /// Starts the form, lets the accounts arrive, and types a valid amount.
  private func filled(accounts: [Account] = DataSet.standard.accounts) async {
    service.accounts = accounts
    interactor.start()
    await session.settle()
    interactor.setText("10", of: .amount)
  }

  @Test("T9 the form opens prefilled; the only account is chosen once it has come")
  func opens() async {
    await filled()
    #expect(output.forms.first?.texts[.recipientName] == "Ada Lovelace")
    #expect(output.forms.last?.chosenAccountID == DataSet.standard.accounts[0].id)
    #expect(output.forms.last?.canSubmit == true)
  }

  @Test("T10 with several accounts none is chosen and the form says so until one is")
  func severalAccounts() async {
    await filled(accounts: DataSet.severalAccounts.accounts)
    #expect(output.forms.last?.accountViolation == .missingSourceAccount)
    #expect(output.forms.last?.canSubmit == false)
    interactor.chooseAccount(at: 1)
    #expect(output.forms.last?.accountViolation == nil && output.forms.last?.canSubmit == true)
  }

  @Test(
    "T11 each field's rule is checked with the fixture's payment rules",
    arguments: [
      (NewPaymentField.recipientName, " ", PaymentRuleViolation.missingRecipientName),
      (.accountNumber, "DE12", .malformedAccountNumber),
      (.amount, "12,50", .unparsableAmount),
      (.amount, "0", .nonPositiveAmount),
      (.amount, "1250.01", .amountAboveBalance),
    ])
  func violations(field: NewPaymentField, text: String, violation: PaymentRuleViolation) async {
    await filled()
    interactor.setText(text, of: field)
    #expect(output.forms.last?.violations == [field: violation])
    #expect(output.forms.last?.canSubmit == false)
  }

  @Test("T12 T14 Submit sends the draft's payment and reports the one created")
  func submit() async {
    await filled()
    interactor.setText(" Lunch ", of: .note)
    interactor.submit()
    await session.settle()
    #expect(service.calls.last == "create 10.00 EUR")
    #expect(output.created.map(\.note) == ["Lunch"])
  }
}
