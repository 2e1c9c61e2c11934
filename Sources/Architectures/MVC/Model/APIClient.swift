// Role: Model (service). Talks to the backend and turns its answers into fixture entities
// or an `AppError`. Knows no view and no view controller.
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

  func users() async throws(AppError) -> [User] {
    try await send(URLRequest(url: baseURL.appending(path: "users")))
  }

  func payments(forUserID id: Int) async throws(AppError) -> [Payment] {
    try await send(URLRequest(url: baseURL.appending(path: "users/\(id)/payments")))
  }

  func accounts() async throws(AppError) -> [Account] {
    try await send(URLRequest(url: baseURL.appending(path: "accounts")))
  }

  func createPayment(_ payment: PaymentRequest) async throws(AppError) -> Payment {
    var request = URLRequest(url: baseURL.appending(path: "payments"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(payment)
    return try await send(request)
  }

  private struct ErrorBody: Decodable {
    var error: String
  }

  private func send<Response: Decodable>(_ request: URLRequest) async throws(AppError)
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
        throw .malformedResponse
      }
      return decoded
    case 422
    where (try? JSONDecoder().decode(ErrorBody.self, from: data))?.error
      == "insufficient_funds":
      throw .insufficientFunds
    default:
      throw .server(status: response.statusCode)
    }
  }
}
