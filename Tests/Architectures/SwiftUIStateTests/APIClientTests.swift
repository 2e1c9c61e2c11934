import Banking
import HarnessContract
import Testing

@testable import SwiftUIState

/// The real service against the fake backend: how HTTP answers become `BankingError`s.
@MainActor
struct APIClientTests {
  private let session = AppSession()
  private var client: APIClient {
    APIClient(session: session.environment.session, baseURL: session.environment.baseURL)
  }

  @Test("T16 transport, HTTP, unreadable JSON and insufficient funds map to their BankingError")
  func errorMapping() async throws {
    session.server.setOffline(true)
    await #expect(throws: BankingError.offline) { try await client.users() }
    session.server.setOffline(false)

    session.server.failNextRequests(status: 503)
    await #expect(throws: BankingError.serviceUnavailable(code: 503)) { try await client.users() }
    await #expect(throws: BankingError.requestRejected(code: 404)) {
      try await client.payments(forUserID: 99)
    }

    session.server.sendMalformedJSON()
    await #expect(throws: BankingError.unreadableAnswer) { try await client.accounts() }

    let tooMuch = PaymentOrder(
      userID: 1, accountID: 1, recipientName: "Ada", accountNumber: "DE11 5001 0517 00000001",
      amount: Money(5000, "EUR"), note: nil)
    await #expect(throws: BankingError.insufficientFunds) {
      try await client.createPayment(tooMuch)
    }
    #expect(try await client.users().count == 12)
  }
}
