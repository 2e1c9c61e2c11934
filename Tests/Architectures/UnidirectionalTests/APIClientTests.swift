import Banking
import Foundation
import HarnessContract
import Testing

@testable import Unidirectional

/// The live client against the fake backend: how the backend's answers become entities or a
/// `BankingError`.
@MainActor
struct APIClientTests {
  private let session = AppSession()
  private var client: APIClient { .live(environment: session.environment) }

  @Test("T16 any transport error is offline")
  func transportError() async {
    session.server.setOffline(true)
    await #expect(throws: BankingError.offline) { try await client.users() }
  }

  @Test("T16 HTTP 5xx is serviceUnavailable, another 4xx requestRejected, with the code")
  func httpErrors() async {
    session.server.failNextRequests(status: 503)
    await #expect(throws: BankingError.serviceUnavailable(code: 503)) { try await client.users() }
    await #expect(throws: BankingError.requestRejected(code: 404)) { try await client.payments(99) }
  }

  @Test("T16 a body that does not decode is unreadableAnswer")
  func malformedJSON() async {
    session.server.sendMalformedJSON()
    await #expect(throws: BankingError.unreadableAnswer) { try await client.accounts() }
  }

  @Test("T16 a payment above the balance is insufficientFunds")
  func insufficientFunds() async {
    let tooMuch = PaymentOrder(
      userID: 1, accountID: 1, recipientName: "Ada Lovelace",
      accountNumber: "DE11 5001 0517 00000001", amount: Money(5000, "EUR"), note: nil)
    await #expect(throws: BankingError.insufficientFunds) {
      try await client.createPayment(tooMuch)
    }
  }

  @Test("the answers decode into the fixture's entities; a payment is created")
  func answers() async throws {
    #expect(try await client.users() == Fixture.users)
    #expect(try await client.payments(1) == Fixture.adaPayments)
    #expect(try await client.accounts() == Fixture.accounts)

    let payment = try await client.createPayment(
      PaymentOrder(
        userID: 1, accountID: 1, recipientName: "Ada Lovelace",
        accountNumber: "DE11 5001 0517 00000001", amount: Money(Decimal(string: "12.50")!, "EUR"),
        note: "Lunch"))
    #expect(payment.amount == Money(Decimal(string: "12.50")!, "EUR"))
    #expect(payment.status == .pending && payment.date == "2026-05-04" && payment.note == "Lunch")
    #expect(
      session.server.sentRequests.last
        == #"POST /payments accountID=1 accountNumber="DE11 5001 0517 00000001" amount={"amount":"12.50","currency":"EUR"} note="Lunch" recipientName="Ada Lovelace" userID=1"#
    )
  }
}
