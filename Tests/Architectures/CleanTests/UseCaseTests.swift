import Banking
import CleanDomain
import FakeBackend
import Testing

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

  nonisolated static func draft(
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
    let result = DefaultValidatePaymentUseCase().execute(UseCaseTests.draft([field: text]))
    #expect(result.violations == [field: violation] && result.request == nil)
  }

  @Test("T12 only a valid draft with an account becomes a request")
  func request() {
    let validate = DefaultValidatePaymentUseCase()
    #expect(validate.execute(UseCaseTests.draft([.note: " Lunch "])).request?.note == "Lunch")
    #expect(validate.execute(UseCaseTests.draft([:])).request?.amount == Money(10, "EUR"))
    #expect(validate.execute(UseCaseTests.draft([:], account: nil)).request == nil)
  }

  @Test("T14 sending a valid payment creates it through the repository")
  func sendPayment() async throws {
    let repository = FakePaymentRepository()
    let payment = try await DefaultSendPaymentUseCase(repository: repository).execute(
      UseCaseTests.draft([:]))
    #expect(payment.amount == Money(10, "EUR") && repository.calls == ["create 10.00 EUR"])
  }

  @Test(
    "T11 sending a payment that breaks a rule throws the violation and sends nothing",
    arguments: [
      (UseCaseTests.draft([.recipientName: ""]), PaymentRuleViolation.missingRecipientName),
      (UseCaseTests.draft([.accountNumber: "DE12"]), .malformedAccountNumber),
      (UseCaseTests.draft([.amount: "12,50"]), .unparsableAmount),
      (UseCaseTests.draft([.amount: "0"]), .nonPositiveAmount),
      (UseCaseTests.draft([.amount: "1250.01"]), .amountAboveBalance),
      (UseCaseTests.draft([:], account: nil), .missingSourceAccount),
      (
        UseCaseTests.draft([.recipientName: "", .amount: "0"], account: nil), .missingRecipientName
      ),
    ])
  func sendPaymentChecksTheRules(draft: PaymentDraft, violation: PaymentRuleViolation) async {
    let repository = FakePaymentRepository()
    await #expect(throws: SendPaymentError.ruleViolation(violation)) {
      try await DefaultSendPaymentUseCase(repository: repository).execute(draft)
    }
    #expect(repository.calls.isEmpty)
  }

  @Test("T15 a rejected payment throws the server's refusal")
  func sendPaymentRejected() async {
    let repository = FakePaymentRepository()
    repository.nextError = .insufficientFunds
    await #expect(throws: SendPaymentError.rejected(.insufficientFunds)) {
      try await DefaultSendPaymentUseCase(repository: repository).execute(UseCaseTests.draft([:]))
    }
  }
}
