import Banking
import FakeBackend
import Testing

@testable import Clean

@MainActor
struct UseCaseTests {
  @Test("T4 search matches name or email, ignoring case, diacritics and surrounding spaces")
  func searchUsers() {
    let search = DefaultSearchUsersUseCase()
    let users = DataSet.standard.users
    #expect(search.execute(users, query: " EMILE ").map(\.name) == ["Émile Zola"])
    #expect(
      search.execute(users, query: "example.fr").map(\.name) == ["Chloé Dubois", "Émile Zola"])
    #expect(search.execute(users, query: "zoe angstrom").map(\.name) == ["Zoë Ångström"])
    #expect(search.execute(users, query: "xyz").isEmpty)
    #expect(search.execute(users, query: "  ").count == 12)
  }

  @Test("T6 fetching users asks the repository each time")
  func fetchUsers() async throws {
    let repository = FakeUserRepository()
    let fetch = DefaultFetchUsersUseCase(repository: repository)
    _ = try await fetch.execute()
    _ = try await fetch.execute()
    #expect(repository.calls == ["users", "users"])
  }

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
  func validation(field: PaymentField, text: String, violation: PaymentRuleViolation) {
    let result = DefaultValidatePaymentUseCase().execute(draft([field: text]))
    #expect(result.violations == [field: violation] && result.request == nil)
  }

  @Test("T12 only a valid draft with an account becomes a request")
  func request() {
    let validate = DefaultValidatePaymentUseCase()
    #expect(validate.execute(draft([.note: " Lunch "])).request?.note == "Lunch")
    #expect(validate.execute(draft([:])).request?.amount == Money(10, "EUR"))
    #expect(validate.execute(draft([:], account: nil)).request == nil)
  }

  @Test("T14 sending a payment creates it through the repository")
  func sendPayment() async throws {
    let repository = FakePaymentRepository()
    let request = try #require(DefaultValidatePaymentUseCase().execute(draft([:])).request)
    let payment = try await DefaultSendPaymentUseCase(repository: repository).execute(request)
    #expect(payment.amount == Money(10, "EUR") && repository.calls == ["create 10.00 EUR"])
  }
}
