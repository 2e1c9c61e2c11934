// Role: Service (data access) of Payments. The feature's calls over the shared API client,
// and the API's JSON read into the domain's entities and written from them here: the domain
// knows nothing of it. Used by interactors only.
import Banking
import VIPERCore

extension APIClient: BankingService {
  func users() async throws(BankingError) -> [User] {
    let users: [UserJSON] = try await get("users")
    return users.map(\.user)
  }

  func payments(forUserID id: Int) async throws(BankingError) -> [Payment] {
    let payments: [PaymentJSON] = try await get("users/\(id)/payments")
    return try payments.map { json throws(BankingError) in try json.payment() }
  }

  func accounts() async throws(BankingError) -> [Account] {
    let accounts: [AccountJSON] = try await get("accounts")
    return try accounts.map { json throws(BankingError) in try json.account() }
  }

  func createPayment(_ payment: PaymentOrder) async throws(BankingError) -> Payment {
    let created: PaymentJSON = try await post("payments", body: PaymentOrderJSON(payment))
    return try created.payment()
  }
}

// The API's JSON (docs/FEATURE.md, "The backend").

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
