// Role: Model (SwiftUI state). The object that talks to the backend and turns its answers
// into the domain's entities or a `BankingError`. The views reach it through the environment
// (`EnvironmentValues.api`); it knows no view. Built once by the app: every feature's
// requests go through it, as the signed-in user.
import AppRuntime
import Banking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's one door to the backend API, used from the views on the main actor.
@MainActor
final class APIClient {
  private let session: URLSession
  let baseURL: URL
  private let authToken: String

  nonisolated init(session: URLSession, baseURL: URL, authToken: String = "") {
    self.session = session
    self.baseURL = baseURL
    self.authToken = authToken
  }

  /// The signed-in user's balance: the total of their accounts.
  func balance() async throws(BankingError) -> Money {
    let balance: MoneyJSON = try await send(URLRequest(url: baseURL.appending(path: "balance")))
    return try balance.money()
  }

  func users() async throws(BankingError) -> [User] {
    let users: [UserJSON] = try await send(URLRequest(url: baseURL.appending(path: "users")))
    return users.map(\.user)
  }

  func payments(forUserID id: Int) async throws(BankingError) -> [Payment] {
    let payments: [PaymentJSON] = try await send(
      URLRequest(url: baseURL.appending(path: "users/\(id)/payments")))
    return try payments.map { json throws(BankingError) in try json.payment() }
  }

  func accounts() async throws(BankingError) -> [Account] {
    let accounts: [AccountJSON] = try await send(
      URLRequest(url: baseURL.appending(path: "accounts")))
    return try accounts.map { json throws(BankingError) in try json.account() }
  }

  func createPayment(_ payment: PaymentOrder) async throws(BankingError) -> Payment {
    var request = URLRequest(url: baseURL.appending(path: "payments"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(PaymentOrderJSON(payment))
    let created: PaymentJSON = try await send(request)
    return try created.payment()
  }

  private struct ErrorBody: Decodable {
    var error: String
  }

  /// Sends `request` as the signed-in user and decodes the answer; every feature's requests
  /// come through here.
  func send<Response: Decodable>(_ request: URLRequest) async throws(BankingError)
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

// The API's JSON (docs/FEATURE.md, "The backend"), read into the domain's entities and
// written from them here: the domain knows nothing of it.

/// Money as the API writes it: the amount as an exact string, `"12.50"`.
private struct MoneyJSON: Codable {
  var amount: String
  var currency: String

  init(_ money: Money) {
    amount = money.plainAmount
    currency = money.currency
  }

  func money() throws(BankingError) -> Money {
    guard let money = Money(parsing: amount, currency: currency) else { throw .unreadableAnswer }
    return money
  }
}

private struct UserJSON: Decodable {
  var id: Int
  var name: String
  var email: String
  var accountNumber: String

  var user: User { User(id: id, name: name, email: email, accountNumber: accountNumber) }
}

private struct AccountJSON: Decodable {
  var id: Int
  var name: String
  var number: String
  var balance: MoneyJSON

  func account() throws(BankingError) -> Account {
    Account(id: id, name: name, number: number, balance: try balance.money())
  }
}

private struct PaymentJSON: Decodable {
  var id: Int
  var userID: Int
  var accountID: Int
  var amount: MoneyJSON
  var status: String
  var date: String
  var note: String?

  func payment() throws(BankingError) -> Payment {
    let status: Payment.Status
    switch self.status {
    case "pending": status = .pending
    case "completed": status = .completed
    case "failed": status = .failed
    default: throw .unreadableAnswer
    }
    return Payment(
      id: id, userID: userID, accountID: accountID, amount: try amount.money(), status: status,
      date: date, note: note)
  }
}

/// The body of `POST /payments`.
private struct PaymentOrderJSON: Encodable {
  var userID: Int
  var accountID: Int
  var recipientName: String
  var accountNumber: String
  var amount: MoneyJSON
  var note: String?

  init(_ order: PaymentOrder) {
    userID = order.userID
    accountID = order.accountID
    recipientName = order.recipientName
    accountNumber = order.accountNumber
    amount = MoneyJSON(order.amount)
    note = order.note
  }
}
