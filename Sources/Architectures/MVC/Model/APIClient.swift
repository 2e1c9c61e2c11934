// Role: Model. The model-layer object that talks to the backend and turns its answers into
// the domain's entities or a `BankingError`. Knows no view and no view controller.
import AppRuntime
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's one door to the backend API, used from the view controllers on the main actor.
@MainActor
final class APIClient {
  private let session: URLSession
  private let baseURL: URL

  init(environment: AppEnvironment) {
    session = environment.session
    baseURL = environment.baseURL
  }

  func users() async throws(BankingError) -> [User] {
    try await send(URLRequest(url: baseURL.appending(path: "users")))
  }

  func payments(forUserID id: Int) async throws(BankingError) -> [Payment] {
    try await send(URLRequest(url: baseURL.appending(path: "users/\(id)/payments")))
  }

  func accounts() async throws(BankingError) -> [Account] {
    try await send(URLRequest(url: baseURL.appending(path: "accounts")))
  }

  func createPayment(_ payment: PaymentRequest) async throws(BankingError) -> Payment {
    var request = URLRequest(url: baseURL.appending(path: "payments"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(payment)
    return try await send(request)
  }

  private struct ErrorBody: Decodable {
    var error: String
  }

  private func send<Response: Decodable>(_ request: URLRequest) async throws(BankingError)
    -> Response
  {
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
