import Banking
import FakeBackend
import Testing

@testable import SwiftUIState

/// The model's rules on their own, without a view, a window or the backend: the search and
/// the payment form's rules, which the views call. The only logic tested without the kit.
struct ModelTests {
  private let users = DataSet.standard.users
  private let ada = DataSet.standard.users[0]
  private let everyday = DataSet.standard.accounts[0]

  @Test("T4 search matches name or email, ignoring case, accents and the query's spaces")
  func search() {
    #expect(UserSearch.users(users, matching: "").count == users.count)
    #expect(UserSearch.users(users, matching: " EMILE ").map(\.name) == ["Émile Zola"])
    #expect(UserSearch.users(users, matching: "example.fr").map(\.name).count == 2)
    #expect(UserSearch.users(users, matching: "xyz").isEmpty)
  }

  @Test("T10 T11 each field's broken rule; with several accounts, one must be chosen")
  func brokenRules() {
    let check = PaymentCheck(
      recipient: ada, account: nil, accounts: DataSet.severalAccounts.accounts,
      recipientName: " ", accountNumber: "DE12", amount: "0", note: "")
    #expect(check.account == .missingSourceAccount)
    #expect(check.recipientName == .missingRecipientName)
    #expect(check.accountNumber == .malformedAccountNumber)
    #expect(check.amount == .nonPositiveAmount)
    #expect(check.order == nil)
  }

  @Test("T12 a valid form makes the order to send; an empty note is none")
  func order() {
    let check = PaymentCheck(
      recipient: ada, account: everyday, accounts: [everyday], recipientName: "Ada Lovelace",
      accountNumber: ada.accountNumber, amount: "12.50", note: "  ")
    #expect(
      check.order
        == PaymentOrder(
          userID: ada.id, accountID: everyday.id, recipientName: "Ada Lovelace",
          accountNumber: ada.accountNumber, amount: Money(12.5, "EUR"), note: nil))
  }
}
