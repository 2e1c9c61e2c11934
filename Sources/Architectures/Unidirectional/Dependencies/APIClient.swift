// Role: Dependency (API client). The backend as a value of closures, as TCA's dependency
// clients are: the app gets the live one, tests build their own answers. Turns the
// backend's answers into fixture entities or a `BankingError`.
import AppRuntime
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The backend calls of the feature.
struct APIClient {
  var users: @MainActor () async throws(BankingError) -> [User]
  var payments: @MainActor (_ userID: Int) async throws(BankingError) -> [Payment]
  var accounts: @MainActor () async throws(BankingError) -> [Account]
  var createPayment: @MainActor (PaymentRequest) async throws(BankingError) -> Payment
}

extension APIClient {
  /// The client over HTTP, to the environment's backend.
  static func live(environment: AppEnvironment) -> APIClient {
    let backend = Backend(session: environment.session, baseURL: environment.baseURL)
    return APIClient(
      users: { () throws(BankingError) in try await backend.send(backend.get("users")) },
      payments: { id throws(BankingError) in
        try await backend.send(backend.get("users/\(id)/payments"))
      },
      accounts: { () throws(BankingError) in try await backend.send(backend.get("accounts")) },
      createPayment: { payment throws(BankingError) in
        var request = backend.get("payments")
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(payment)
        return try await backend.send(request)
      })
  }
}

/// Sends requests and decodes answers for the live client.
private struct Backend {
  let session: URLSession
  let baseURL: URL

  private struct ErrorBody: Decodable {
    var error: String
  }

  func get(_ path: String) -> URLRequest {
    URLRequest(url: baseURL.appending(path: path))
  }

  @MainActor
  func send<Response: Decodable>(_ request: URLRequest) async throws(BankingError) -> Response {
    let data: Data
    let response: HTTPURLResponse
    do {
      (data, response) = try await session.fetch(request)
    } catch {
      throw .offline
    }
    switch response.statusCode {
    case 200..<300:
      guard let decoded = try? JSONDecoder().decode(Response.self, from: data) else {
        throw .unreadableAnswer
      }
      return decoded
    case 422
    where (try? JSONDecoder().decode(ErrorBody.self, from: data))?.error
      == "insufficient_funds":
      throw .insufficientFunds
    default:
      throw response.statusCode >= 500
        ? .serviceUnavailable(code: response.statusCode)
        : .requestRejected(code: response.statusCode)
    }
  }
}
