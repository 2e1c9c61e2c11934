import Banking
import FakeBackend
import HarnessContract
import Testing

@testable import VIPER

/// Records what the interactor reports.
@MainActor
private final class OutputSpy: NewPaymentInteractorOutput {
  var forms: [NewPaymentForm] = []
  var accountsErrors: [BankingError] = []
  var created: [Payment] = []
  var paymentErrors: [BankingError] = []

  var openedTexts: [NewPaymentField: String] = [:]

  func formOpened(texts: [NewPaymentField: String], form: NewPaymentForm) {
    openedTexts = texts
    forms.append(form)
  }
  func formChanged(_ form: NewPaymentForm) { forms.append(form) }
  func accountsFetched(_ form: NewPaymentForm) { forms.append(form) }
  func accountsFetchFailed(_ error: BankingError) { accountsErrors.append(error) }
  func paymentCreated(_ payment: Payment) { created.append(payment) }
  func paymentFailed(_ error: BankingError) { paymentErrors.append(error) }
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
    #expect(output.openedTexts[.recipientName] == "Ada Lovelace")
    #expect(output.forms.last?.chosenAccountID == DataSet.standard.accounts[0].id)
    #expect(output.forms.last?.canSubmit == true)
  }

  @Test("T9 accounts that fail to load are reported as such; fetching again brings them")
  func accountsFailure() async {
    service.nextError = .offline
    interactor.start()
    await session.settle()
    #expect(service.calls == ["accounts"])
    #expect(output.accountsErrors == [.offline] && output.paymentErrors.isEmpty)
    #expect(output.forms.count == 1 && output.forms.last?.accounts.isEmpty == true)

    interactor.fetchAccounts()
    await session.settle()
    #expect(service.calls == ["accounts", "accounts"] && output.accountsErrors.count == 1)
    #expect(output.forms.last?.chosenAccountID == DataSet.standard.accounts[0].id)
  }

  @Test("T10 with several accounts none is chosen and the form says so until one is")
  func severalAccounts() async {
    await filled(accounts: DataSet.severalAccounts.accounts)
    #expect(output.forms.last?.accountViolation == .missingSourceAccount)
    #expect(output.forms.last?.canSubmit == false)
    interactor.chooseAccount(id: DataSet.severalAccounts.accounts[1].id)
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
    let ada = DataSet.standard.users[0]
    #expect(
      service.orders == [
        PaymentOrder(
          userID: ada.id, accountID: DataSet.standard.accounts[0].id, recipientName: ada.name,
          accountNumber: ada.accountNumber, amount: Money(10, "EUR"), note: "Lunch")
      ])
    #expect(output.created.map(\.note) == ["Lunch"])
  }

  @Test("T12 Submit sends nothing and reports nothing while no account is chosen or a rule breaks")
  func invalidDraftIsNotSent() async {
    await filled(accounts: DataSet.severalAccounts.accounts)
    interactor.submit()
    interactor.chooseAccount(id: DataSet.severalAccounts.accounts[1].id)
    interactor.setText("0", of: .amount)
    let reported = output.forms.count
    interactor.submit()
    await session.settle()
    #expect(service.calls == ["accounts"])
    #expect(output.forms.count == reported && output.forms.last?.canSubmit == false)
    #expect(output.created.isEmpty && output.paymentErrors.isEmpty)
  }

  @Test("T15 a rejected payment is reported as a failed payment, not as failed accounts")
  func paymentFailure() async {
    await filled()
    service.nextError = .insufficientFunds
    interactor.submit()
    await session.settle()
    #expect(service.calls == ["accounts", "create 10.00 EUR"])
    #expect(output.paymentErrors == [.insufficientFunds] && output.accountsErrors.isEmpty)
    #expect(output.created.isEmpty)
  }
}
