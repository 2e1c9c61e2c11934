// Role: Dependency (API client). Payments' backend calls as a value of closures, as TCA's
// dependency clients are: the app gets the live one, which sends through the app's one
// backend client; tests build their own answers. Turns the backend's answers into the
// domain's entities or a `BankingError`.
import Banking
import Foundation
import UnidirectionalShared

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The backend calls of the feature.
struct APIClient {
  var users: @MainActor () async throws(BankingError) -> [User]
  var payments: @MainActor (_ userID: Int) async throws(BankingError) -> [Payment]
  var accounts: @MainActor () async throws(BankingError) -> [Account]
  var createPayment: @MainActor (PaymentOrder) async throws(BankingError) -> Payment
}

extension APIClient {
  /// The client over HTTP, sending through the app's backend client.
  static func live(backend: BackendClient) -> APIClient {
    APIClient(
      users: { () throws(BankingError) in
        let users: [UserJSON] = try await backend.send(backend.request("users"))
        return users.map(\.user)
      },
      payments: { id throws(BankingError) in
        let payments: [PaymentJSON] = try await backend.send(
          backend.request("users/\(id)/payments"))
        return try payments.map { json throws(BankingError) in try json.payment() }
      },
      accounts: { () throws(BankingError) in
        let accounts: [AccountJSON] = try await backend.send(backend.request("accounts"))
        return try accounts.map { json throws(BankingError) in try json.account() }
      },
      createPayment: { payment throws(BankingError) in
        var request = backend.request("payments")
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(PaymentOrderJSON(payment))
        let created: PaymentJSON = try await backend.send(request)
        return try created.payment()
      })
  }
}

// The API's JSON (docs/FEATURE.md, "The backend"), read into the domain's entities and
// written from them here: the domain knows nothing of it.

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
