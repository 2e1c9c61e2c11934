import AppRuntime
import Banking
import Foundation
import HarnessContract
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The backend through a real `URLSession`, as the apps reach it.
@MainActor
struct FakeServerTests {
  private let session = AppSession()

  private func get(_ path: String) async throws -> (status: Int, body: String) {
    let url = session.environment.baseURL.appending(path: path)
    let (data, response) = try await session.environment.session.fetch(URLRequest(url: url))
    return (response.statusCode, String(decoding: data, as: UTF8.self))
  }

  private func pay(_ amount: String) async throws -> (status: Int, body: String) {
    var request = URLRequest(url: session.environment.baseURL.appending(path: "payments"))
    request.httpMethod = "POST"
    request.httpBody = Data(
      #"{"accountID":1,"accountNumber":"DE11 5001 0517 00000001","amount":{"amount":"\#(amount)","currency":"EUR"},"recipientName":"Ada","userID":1}"#
        .utf8)
    let (data, response) = try await session.environment.session.fetch(request)
    return (response.statusCode, String(decoding: data, as: UTF8.self))
  }

  /// Apps alive at once share one `URLSession` (each holds open files, and tests run hundreds
  /// of apps at once), and each server still answers only its own app's requests.
  @Test func appsAliveAtOnceShareOneSessionAndEachReachesItsOwnServer() async throws {
    let other = AppSession()
    #expect(other.environment.session === session.environment.session)

    let url = other.environment.baseURL.appending(path: "users")
    _ = try await other.environment.session.fetch(URLRequest(url: url))

    #expect(other.server.requestLog == ["GET /users"])
    #expect(session.server.requestLog.isEmpty)
  }

  @Test func listsUsersAsSortedKeyJSON() async throws {
    let (status, body) = try await get("users")
    #expect(status == 200)
    #expect(
      body.hasPrefix(
        #"[{"accountNumber":"DE11 5001 0517 00000001","email":"ada@example.com","id":1,"name":"Ada Lovelace"}"#
      ))
  }

  @Test func listsAUsersPaymentsNewestFirst() async throws {
    let body = try await get("users/1/payments").body
    #expect(body.matches(of: /"date":"([0-9-]+)"/).map(\.1) == ["2026-04-28", "2026-04-02"])
    #expect(
      body.hasPrefix(
        #"[{"accountID":1,"amount":{"amount":"1200.50","currency":"EUR"},"date":"2026-04-28","id":2,"#
      ))
    #expect(try await get("users/99/payments").status == 404)
    #expect(try await get("nowhere").status == 404)
  }

  /// Two requests an app starts in one turn reach the server on threads of their own; the
  /// server takes them in the order the app started them, every time, and a failure a
  /// scenario queued goes to the first.
  @Test func requestsStartedInOneTurnAreTakenInTheAppsOrder() async throws {
    for round in 0..<30 {
      let session = AppSession()
      session.server.failNextRequests(1, status: 500)
      let base = session.environment.baseURL
      let first = Task {
        try await session.environment.session.fetch(
          URLRequest(url: base.appending(path: "users/\(round % 12 + 1)/payments")))
      }
      let second = Task {
        try await session.environment.session.fetch(
          URLRequest(url: base.appending(path: "accounts")))
      }
      let (firstStatus, secondStatus) = try await (
        first.value.1.statusCode, second.value.1.statusCode
      )
      #expect(
        session.server.requestLog == ["GET /users/\(round % 12 + 1)/payments", "GET /accounts"])
      #expect((firstStatus, secondStatus) == (500, 200))
    }
  }

  @Test func createsAPaymentAndLowersTheBalance() async throws {
    let (status, body) = try await pay("50.00")
    let accounts = try await get("accounts").body

    #expect(status == 201)
    #expect(
      body
        == #"{"accountID":1,"amount":{"amount":"50.00","currency":"EUR"},"date":"2026-05-04","id":5,"status":"pending","userID":1}"#
    )
    #expect(accounts.contains(#""balance":{"amount":"1200.00","currency":"EUR"}"#))
  }

  @Test func declinesAPaymentAboveTheBalance() async throws {
    session.server.setBalance(ofAccountNamed: "Everyday", to: Money(10, "EUR"))
    let (status, body) = try await pay("10.01")
    #expect(status == 422)
    #expect(body == #"{"error":"insufficient_funds"}"#)
  }

  @Test func failsTheNextRequestsWithAStatusThenRecovers() async throws {
    session.server.failNextRequests(2, status: 503)
    #expect(try await get("users").status == 503)
    #expect(try await get("accounts").status == 503)
    #expect(try await get("users").status == 200)
    #expect(session.server.requestLog == ["GET /users", "GET /accounts", "GET /users"])
  }

  @Test func sendsMalformedJSONOnce() async throws {
    session.server.sendMalformedJSON()
    let malformed = try await get("users")
    #expect(malformed.status == 200)
    #expect((try? JSONSerialization.jsonObject(with: Data(malformed.body.utf8))) == nil)
    #expect(try await get("users").body.hasPrefix("[{"))
  }

  @Test func offlineRequestsFailLikeNoNetwork() async throws {
    session.server.setOffline(true)
    await #expect(throws: URLError.self) { try await get("users") }
    session.server.setOffline(false)
    #expect(try await get("users").status == 200)
  }

  @Test func heldResponsesWaitForReleaseAndCountAsIdle() async throws {
    session.server.holdResponses()
    var status: Int?
    Task { status = try await get("users").status }
    await session.settle()
    #expect(status == nil)
    #expect(session.server.isIdle)

    session.server.releaseResponses()
    await session.settle()
    #expect(status == 200)
  }

  @Test func heldResponsesReachTheAppInArrivalOrderEveryTime() async throws {
    for _ in 0..<20 {
      let session = AppSession()
      session.server.holdResponses()
      var order: [String] = []
      for path in ["users", "accounts", "users/1/payments"] {
        let url = session.environment.baseURL.appending(path: path)
        Task {
          _ = try await session.environment.session.fetch(URLRequest(url: url))
          order.append(path)
        }
        // Settling waits until the request has reached the server and is held.
        await session.settle()
      }
      await session.releaseResponses()
      #expect(order == ["users", "accounts", "users/1/payments"])
      #expect(
        session.server.sentRequests == ["GET /users", "GET /accounts", "GET /users/1/payments"])
    }
  }
}
