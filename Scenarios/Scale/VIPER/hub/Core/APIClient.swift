// Role: Service (data access), shared by every feature. Talks to the backend over URLSession,
// signs every request with the user's token, and turns the answers into decoded JSON or a
// `BankingError`. Each feature's service extends it with its own calls and JSON; the app
// dependencies create it, once.
import AppRuntime
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's one HTTP client: every request of every feature goes through `send`, which adds
/// `Authorization: Bearer TOKEN`.
@MainActor
public final class APIClient {
  private let session: URLSession
  private let baseURL: URL
  private let authToken: String

  public init(environment: AppEnvironment) {
    session = environment.session
    baseURL = environment.baseURL
    authToken = environment.authToken
  }

  /// `GET /path`, its answer decoded.
  public func get<Response: Decodable>(_ path: String) async throws(BankingError) -> Response {
    try await send(URLRequest(url: baseURL.appending(path: path)))
  }

  /// `POST /path` with `body` as JSON, its answer decoded.
  public func post<Response: Decodable>(_ path: String, body: some Encodable)
    async throws(BankingError) -> Response
  {
    var request = URLRequest(url: baseURL.appending(path: path))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(body)
    return try await send(request)
  }

  /// `POST /path` without a body: an action on what the path names.
  public func post<Response: Decodable>(_ path: String) async throws(BankingError) -> Response {
    var request = URLRequest(url: baseURL.appending(path: path))
    request.httpMethod = "POST"
    return try await send(request)
  }

  private struct ErrorBody: Decodable {
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
