import Banking
import FakeBackend
import HarnessContract
import Testing

@testable import CleanData

/// The Data layer against the fake backend: DTO mapping, no cache, and errors.
@MainActor
struct DataLayerTests {
  private let session = AppSession()
  private var remote: RemoteDataSource {
    RemoteDataSource(session: session.environment.session, baseURL: session.environment.baseURL)
  }

  @Test("T16 transport, HTTP, unreadable JSON and insufficient funds map to their BankingError")
  func errorMapping() async throws {
    let users = DefaultUserRepository(remote: remote)
    let payments = DefaultPaymentRepository(remote: remote)
    let accounts = DefaultAccountRepository(remote: remote)
    session.server.setOffline(true)
    await #expect(throws: BankingError.offline) { try await users.users() }
    session.server.setOffline(false)

    session.server.failNextRequests(status: 503)
    await #expect(throws: BankingError.serviceUnavailable(code: 503)) { try await users.users() }
    await #expect(throws: BankingError.requestRejected(code: 404)) {
      try await payments.payments(forUserID: 99)
    }

    session.server.sendMalformedJSON()
    await #expect(throws: BankingError.unreadableAnswer) { try await accounts.accounts() }

    let tooMuch = PaymentOrder(
      userID: 1, accountID: 1, recipientName: "Ada", accountNumber: "DE11 5001 0517 00000001",
      amount: Money(5000, "EUR"), note: nil)
    await #expect(throws: BankingError.insufficientFunds) {
      try await payments.createPayment(tooMuch)
    }
  }

  @Test("nothing is cached: every read asks the server, as in every architecture")
  func noCache() async throws {
    let users = DefaultUserRepository(remote: remote)
    let payments = DefaultPaymentRepository(remote: remote)
    #expect(try await users.users().count == 12)
    _ = try await users.users()
    _ = try await payments.payments(forUserID: 1)
    let created = try await payments.createPayment(
      PaymentOrder(
        userID: 1, accountID: 1, recipientName: "Ada", accountNumber: "DE11 5001 0517 00000001",
        amount: Money(10, "EUR"), note: "Tea"))

    #expect(try await payments.payments(forUserID: 1).first == created)
    #expect(
      session.server.requestLog == [
        "GET /users", "GET /users", "GET /users/1/payments", "POST /payments",
        "GET /users/1/payments",
      ])
  }

  @Test("DTOs map to the fixture's entities, exactly")
  func mapping() async throws {
    let payments = try await DefaultPaymentRepository(remote: remote).payments(forUserID: 1)
    let accounts = try await DefaultAccountRepository(remote: remote).accounts()
    #expect(payments == DataSet.standard.payments.filter { $0.userID == 1 }.reversed())
    #expect(accounts == DataSet.standard.accounts)
  }
}
