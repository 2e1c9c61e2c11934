import AppRuntime
import FakeBackend
import Foundation
import HarnessContract
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The grown app's routes (docs/SCALE.md): only with the app's token, items per feature, and
/// an action the server remembers.
@MainActor
struct ScaleRouteTests {
  private let session = AppSession()

  private func send(_ method: String, _ path: String, token: String? = FakeServer.authToken)
    async throws -> (status: Int, body: String)
  {
    var request = URLRequest(url: session.environment.baseURL.appending(path: path))
    request.httpMethod = method
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    let (data, response) = try await session.environment.session.fetch(request)
    return (response.statusCode, String(decoding: data, as: UTF8.self))
  }

  @Test func aRequestWithoutTheTokenIsUnauthorized() async throws {
    #expect(try await send("GET", "balance", token: nil).status == 401)
    #expect(try await send("GET", "cards", token: "someone-else").status == 401)
    #expect(session.environment.authToken == FakeServer.authToken)
    // Today's routes stay open, so today's apps run unchanged.
    #expect(try await send("GET", "users", token: nil).status == 200)
  }

  @Test func theBalanceIsTheTotalOfTheAccounts() async throws {
    #expect(try await send("GET", "balance").body == #"{"amount":"1250.00","currency":"EUR"}"#)
  }

  @Test func anActionChangesTheItemsStatusForLaterRequests() async throws {
    #expect(
      try await send("GET", "cards").body.hasPrefix(#"[{"id":1,"name":"Card 1","status":"Active"}"#)
    )
    #expect(
      try await send("POST", "cards/2/freeze").body
        == #"{"id":2,"name":"Card 2","status":"Frozen"}"#)
    #expect(try await send("GET", "cards/2").body.contains(#""status":"Frozen""#))
    #expect(try await send("GET", "cards/1").body.contains(#""status":"Active""#))
    #expect(try await send("POST", "cards/2/sign").status == 404)
    #expect(try await send("GET", "cards/4").status == 404)
    #expect(try await send("POST", "statements/1/freeze").status == 404)
  }

  @Test func contactsAreTheFirstUsersWithWhatAPaymentNeeds() async throws {
    let body = try await send("GET", "contacts/1").body
    #expect(
      body
        == #"{"accountNumber":"DE11 5001 0517 00000001","email":"ada@example.com","id":1,"name":"Ada Lovelace","status":"DE11 5001 0517 00000001"}"#
    )
    #expect(try await send("GET", "contacts/4").status == 404)
  }

  @Test func theFeaturesHaveEveryNameTheTemplatesNeed() {
    let titles = ScaleFeature.all.map(\.title)
    #expect(titles.first == "Contacts" && titles.count == 7)
    let goals = ScaleFeature.named(path: "savings-goals")
    #expect(goals?.typeName == "SavingsGoals" && goals?.variableName == "savingsGoals")
    #expect(goals?.action?.path == "add-money")
    #expect(ScaleFeature.named(path: "statements")?.action == nil)
  }
}
