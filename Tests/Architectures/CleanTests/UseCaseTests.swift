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

  @Test("T8 fetching payments asks the repository for that user's, and passes its errors on")
  func fetchPayments() async throws {
    let repository = FakePaymentRepository()
    let payments = try await DefaultFetchPaymentsUseCase(repository: repository).execute(userID: 6)
    #expect(payments == DataSet.standard.payments.filter { $0.userID == 6 })
    repository.nextError = .offline
    await #expect(throws: BankingError.offline) {
      try await DefaultFetchPaymentsUseCase(repository: repository).execute(userID: 1)
    }
    #expect(repository.calls == ["payments 6", "payments 1"])
  }

  @Test("T9 fetching the accounts asks the repository, and passes its errors on")
  func fetchAccounts() async throws {
    let repository = FakeAccountRepository()
    let accounts = try await DefaultFetchAccountsUseCase(repository: repository).execute()
    #expect(accounts == DataSet.standard.accounts)
    repository.nextError = .unreadableAnswer
    await #expect(throws: BankingError.unreadableAnswer) {
      try await DefaultFetchAccountsUseCase(repository: repository).execute()
    }
    #expect(repository.calls == ["accounts", "accounts"])
  }

  /// A valid input to pay Ada 10 EUR from the standard account, with `change` applied.
  nonisolated static func input(
    account: Account? = DataSet.standard.accounts[0],
    _ change: (inout PaymentInput) -> Void = { _ in }
  ) -> PaymentInput {
    var input = PaymentInput(
      recipient: DataSet.standard.users[0], account: account, recipientName: "Ada",
      accountNumber: "DE11 5001 0517 00000001", amount: "10", note: "")
    change(&input)
    return input
  }

  /// Sends through the repository, checking the rules first.
  private static func sendPayment(_ repository: any PaymentRepository) -> DefaultSendPaymentUseCase
  {
    DefaultSendPaymentUseCase(
      repository: repository, validatePayment: DefaultValidatePaymentUseCase())
  }

  @Test(
    "T11 each rule is checked with the fixture's payment rules",
    arguments: [
      (UseCaseTests.input { $0.recipientName = " " }, PaymentRuleViolation.missingRecipientName),
      (UseCaseTests.input { $0.accountNumber = "DE12" }, .malformedAccountNumber),
      (UseCaseTests.input { $0.amount = "12,50" }, .unparsableAmount),
      (UseCaseTests.input { $0.amount = "0" }, .nonPositiveAmount),
      (UseCaseTests.input { $0.amount = "1250.01" }, .amountAboveBalance),
      (UseCaseTests.input(account: nil), .missingSourceAccount),
    ])
  func validation(input: PaymentInput, violation: PaymentRuleViolation) {
    let result = DefaultValidatePaymentUseCase().execute(input)
    #expect(result.violations == [violation] && result.order == nil)
  }

  @Test("T12 only a valid input with an account becomes an order")
  func order() {
    let validate = DefaultValidatePaymentUseCase()
    #expect(validate.execute(UseCaseTests.input { $0.note = " Lunch " }).order?.note == "Lunch")
    #expect(validate.execute(UseCaseTests.input()).order?.amount == Money(10, "EUR"))
    #expect(validate.execute(UseCaseTests.input(account: nil)).order == nil)
  }

  @Test("T14 sending a valid payment creates it through the repository")
  func sendPayment() async throws {
    let repository = FakePaymentRepository()
    let payment = try await Self.sendPayment(repository).execute(UseCaseTests.input())
    #expect(payment.amount == Money(10, "EUR") && repository.calls == ["create 10.00 EUR"])
  }

  @Test(
    "T11 sending a payment that breaks a rule throws the violation and sends nothing",
    arguments: [
      (UseCaseTests.input { $0.recipientName = "" }, PaymentRuleViolation.missingRecipientName),
      (UseCaseTests.input { $0.accountNumber = "DE12" }, .malformedAccountNumber),
      (UseCaseTests.input { $0.amount = "12,50" }, .unparsableAmount),
      (UseCaseTests.input { $0.amount = "0" }, .nonPositiveAmount),
      (UseCaseTests.input { $0.amount = "1250.01" }, .amountAboveBalance),
      (UseCaseTests.input(account: nil), .missingSourceAccount),
      (
        UseCaseTests.input(account: nil) {
          $0.recipientName = ""
          $0.amount = "0"
        }, .missingRecipientName
      ),
    ])
  func sendPaymentChecksTheRules(input: PaymentInput, violation: PaymentRuleViolation) async {
    let repository = FakePaymentRepository()
    await #expect(throws: SendPaymentError.ruleViolation(violation)) {
      try await Self.sendPayment(repository).execute(input)
    }
    #expect(repository.calls.isEmpty)
  }

  @Test("T15 a rejected payment throws the server's refusal")
  func sendPaymentRejected() async {
    let repository = FakePaymentRepository()
    repository.nextError = .insufficientFunds
    await #expect(throws: SendPaymentError.rejected(.insufficientFunds)) {
      try await Self.sendPayment(repository).execute(UseCaseTests.input())
    }
  }
}
