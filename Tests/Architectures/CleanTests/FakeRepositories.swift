import Banking
import CleanDomain
import Display
import FakeBackend

/// Answers from memory, records calls, can fail the next call: what the use-case tests run
/// the real use cases over.
@MainActor
class FakeRepository {
  var nextError: BankingError?
  private(set) var calls: [String] = []

  func answer<Value>(_ call: String, _ value: Value) async throws(BankingError) -> Value {
    calls.append(call)
    if let error = nextError {
      nextError = nil
      throw error
    }
    return value
  }
}

final class FakeUserRepository: FakeRepository, UserRepository {
  var users = DataSet.standard.users

  func users() async throws(BankingError) -> [User] {
    try await answer("users", users)
  }
}

final class FakePaymentRepository: FakeRepository, PaymentRepository {
  var payments = DataSet.standard.payments

  func payments(forUserID id: Int) async throws(BankingError) -> [Payment] {
    try await answer(
      "payments \(id)",
      payments.filter { $0.userID == id }.sorted { ($0.date, $0.id) > ($1.date, $1.id) })
  }

  func createPayment(_ request: PaymentOrder) async throws(BankingError) -> Payment {
    try await answer(
      "create \(DisplayFormat.money(request.amount))",
      Payment(
        id: 99, userID: request.userID, accountID: request.accountID, amount: request.amount,
        status: .pending, date: "2026-05-04", note: request.note))
  }
}

final class FakeAccountRepository: FakeRepository, AccountRepository {
  var accounts = DataSet.standard.accounts

  func accounts() async throws(BankingError) -> [Account] { try await answer("accounts", accounts) }
}
