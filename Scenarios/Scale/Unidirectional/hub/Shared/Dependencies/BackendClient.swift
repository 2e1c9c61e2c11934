// Role: Dependency (API client). The app's one connection to the backend, built once by the
// app and handed to every feature's live client, which sends through it: it signs every
// request with the user's token and turns the backend's answers into decoded bodies or a
// `BankingError`. It holds no feature's calls: those are the features' own clients.
import AppRuntime
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests and decodes answers for the features' live clients.
public struct BackendClient: Sendable {
  private let session: URLSession
  private let baseURL: URL
  private let authToken: String

  private struct ErrorBody: Decodable {
    var error: String
  }

  /// The client of the environment's backend, for its signed-in user.
  public init(environment: AppEnvironment) {
    session = environment.session
    baseURL = environment.baseURL
    authToken = environment.authToken
  }

  /// A request to `path` under the base URL, carrying the user's token; a GET unless the
  /// caller sets the method.
  public func request(_ path: String) -> URLRequest {
    var request = URLRequest(url: baseURL.appending(path: path))
    request.setValue("Bearer \(authToken)", forHTTPHeaderField: "Authorization")
    return request
  }

  @MainActor
  public func send<Response: Decodable>(_ request: URLRequest) async throws(BankingError)
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

/// Money as the API writes it: the amount as an exact string, `"12.50"`. Every feature that
/// reads or writes money reads it here: the domain knows nothing of the API's JSON.
public struct MoneyJSON: Codable {
  public var amount: String
  public var currency: String

  public init(_ money: Money) {
    amount = money.plainAmount
    currency = money.currency
  }

  public func money() throws(BankingError) -> Money {
    guard let money = Money(parsing: amount, currency: currency) else { throw .unreadableAnswer }
    return money
  }
}
