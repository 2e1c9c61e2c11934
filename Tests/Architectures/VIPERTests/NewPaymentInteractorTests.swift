import Banking
import FakeBackend
import Testing

@testable import VIPER

@MainActor
struct NewPaymentInteractorTests {
  private let interactor = NewPaymentInteractor(service: FakeBankingService())

  private func draft(
    _ texts: [PaymentField: String], account: Account? = DataSet.standard.accounts[0]
  )
    -> PaymentDraft
  {
    var all: [PaymentField: String] = [
      .recipientName: "Ada", .accountNumber: "DE11 5001 0517 00000001", .amount: "10",
    ]
    all.merge(texts) { $1 }
    return PaymentDraft(recipient: DataSet.standard.users[0], account: account, texts: all)
  }

  @Test(
    "T11 each field's rule is checked with the fixture's payment rules",
    arguments: [
      (PaymentField.recipientName, " ", PaymentRuleViolation.missingRecipientName),
      (.accountNumber, "DE12", .malformedAccountNumber),
      (.amount, "12,50", .unparsableAmount),
      (.amount, "0", .nonPositiveAmount),
      (.amount, "1250.01", .amountAboveBalance),
    ])
  func violations(field: PaymentField, text: String, violation: PaymentRuleViolation) {
    #expect(interactor.check(draft([field: text])).violations == [field: violation])
  }

  private let valid = PaymentOrder(
    userID: 1, accountID: DataSet.standard.accounts[0].id, recipientName: "Ada",
    accountNumber: "DE11 5001 0517 00000001", amount: Money(10, "EUR"), note: nil)

  @Test("T12 only a valid draft with an account becomes a request")
  func request() {
    #expect(interactor.check(draft([.note: " Lunch "])).request?.note == "Lunch")
    #expect(interactor.check(draft([:])) == PaymentCheck(violations: [:], request: valid))
    #expect(interactor.check(draft([.amount: "0"])).request == nil)
    #expect(interactor.check(draft([:], account: nil)).request == nil)
  }
}
