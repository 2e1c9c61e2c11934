import Banking
import HarnessContract
import Testing

@testable import MVVMCoordinator

/// The real service against the fake backend: how HTTP answers become `AppError`s.
@MainActor
struct APIClientTests {
  private let session = AppSession()
  private var client: APIClient { APIClient(environment: session.environment) }

  @Test("T16 transport, HTTP, unreadable JSON and insufficient funds map to their AppError")
  func errorMapping() async throws {
    session.server.setOffline(true)
    await #expect(throws: AppError.offline) { try await client.users() }
    session.server.setOffline(false)

    session.server.failNextRequests(status: 503)
    await #expect(throws: AppError.server(status: 503)) { try await client.users() }
    await #expect(throws: AppError.server(status: 404)) { try await client.payments(forUserID: 99) }

    session.server.sendMalformedJSON()
    await #expect(throws: AppError.malformedResponse) { try await client.accounts() }

    let tooMuch = PaymentRequest(
      userID: 1, accountID: 1, recipientName: "Ada", accountNumber: "DE11 5001 0517 00000001",
      amount: Money(5000, "EUR"), note: nil)
    await #expect(throws: AppError.insufficientFunds) { try await client.createPayment(tooMuch) }
    #expect(try await client.users().count == 12)
  }
}
