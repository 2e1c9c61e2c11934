// Role: Data source (Data). The backend over `URLSession`: sends requests, decodes DTOs, and
// turns transport errors and HTTP statuses into `BankingError`.
// Data: imports CleanDomain, Banking and AppRuntime; only the App target imports Data.
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

  public init(session: URLSession, baseURL: URL) {
    self.session = session
    self.baseURL = baseURL
  }

  func get<Response: Decodable>(_ path: String) async throws(BankingError) -> Response {
    try await send(URLRequest(url: baseURL.appending(path: path)))
  }

  func post<Body: Encodable, Response: Decodable>(_ path: String, _ body: Body)
    async throws(BankingError) -> Response
  {
    var request = URLRequest(url: baseURL.appending(path: path))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(body)
    return try await send(request)
  }

  private struct ErrorDTO: Decodable {
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
