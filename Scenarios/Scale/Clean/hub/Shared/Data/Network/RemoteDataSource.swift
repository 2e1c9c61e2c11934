// Role: Data source (Data). The backend over `URLSession`, one for the whole app: sends every
// feature's requests with the signed-in user's token, decodes DTOs, and turns transport
// errors and HTTP statuses into `BankingError`.
// Data: imports SharedDomain, Banking and AppRuntime; only Data targets and the App import it.
import AppRuntime
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
public final class RemoteDataSource {
  private let session: URLSession
  private let baseURL: URL
  /// Sent as `Authorization: Bearer TOKEN` with every request.
  private let authToken: String

  public init(session: URLSession, baseURL: URL, authToken: String) {
    self.session = session
    self.baseURL = baseURL
    self.authToken = authToken
  }

  public func get<Response: Decodable>(_ path: String) async throws(BankingError) -> Response {
    try await send(URLRequest(url: baseURL.appending(path: path)))
  }

  public func post<Body: Encodable, Response: Decodable>(_ path: String, _ body: Body)
    async throws(BankingError) -> Response
  {
    var request = URLRequest(url: baseURL.appending(path: path))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(body)
    return try await send(request)
  }

  /// Sends `POST path` without a body: an action the path names.
  public func post<Response: Decodable>(_ path: String) async throws(BankingError) -> Response {
    var request = URLRequest(url: baseURL.appending(path: path))
    request.httpMethod = "POST"
    return try await send(request)
  }

  private struct ErrorDTO: Decodable {
    var error: String
  }

  private func send<Response: Decodable>(_ request: URLRequest) async throws(BankingError)
    -> Response
  {
    var request = request
    request.setValue("Bearer \(authToken)", forHTTPHeaderField: "Authorization")
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
    where (try? JSONDecoder().decode(ErrorDTO.self, from: data))?.error
      == "insufficient_funds":
      throw .insufficientFunds
    default:
      throw response.statusCode >= 500
        ? .serviceUnavailable(code: response.statusCode)
        : .requestRejected(code: response.statusCode)
    }
  }
}
