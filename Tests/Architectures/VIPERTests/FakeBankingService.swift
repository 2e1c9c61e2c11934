import Banking
import Display
import FakeBackend

@testable import VIPER

/// A `BankingService` that answers from memory, records calls, and can fail or hold its
/// answers until released.
@MainActor
final class FakeBankingService: BankingService {
  var users = DataSet.standard.users
  var payments = DataSet.standard.payments
  var accounts = DataSet.standard.accounts
  /// The error the next call throws, once.
  var nextError: BankingError?
  /// While true, calls wait for `release()`: the state in between is the loading state.
  var isHolding = false
  private var held: [CheckedContinuation<Void, Never>] = []
  /// How many held calls have taken their answer.
  private var answeredCount = 0
  private(set) var calls: [String] = []

  /// Lets every held call answer, and returns once each caller has taken its answer and gone
  /// on to its next wait: a resumed call comes back to the main actor after a hop, which no
  /// fixed number of main-queue turns can be sure to cover.
  func release() async {
    isHolding = false
    let calls = held
    held = []
    let target = answeredCount + calls.count
    for call in calls { call.resume() }
    while answeredCount < target { await Task.yield() }
  }

  private func answer<Value>(_ call: String, _ value: Value) async throws(BankingError) -> Value {
    calls.append(call)
    if isHolding {
      await withCheckedContinuation { held.append($0) }
      answeredCount += 1
    }
    if let error = nextError {
      nextError = nil
      throw error
    }
    return value
  }

  func users() async throws(BankingError) -> [User] { try await answer("users", users) }

  func payments(forUserID id: Int) async throws(BankingError) -> [Payment] {
    try await answer(
      "payments \(id)",
      payments.filter { $0.userID == id }.sorted { ($0.date, $0.id) > ($1.date, $1.id) })
  }

  func accounts() async throws(BankingError) -> [Account] { try await answer("accounts", accounts) }

  /// The orders asked to be sent, in order.
  private(set) var orders: [PaymentOrder] = []

  func createPayment(_ payment: PaymentOrder) async throws(BankingError) -> Payment {
    orders.append(payment)
    return try await answer(
      "create \(DisplayFormat.money(payment.amount))",
      Payment(
        id: 99, userID: payment.userID, accountID: payment.accountID, amount: payment.amount,
        status: .pending, date: "2026-05-04", note: payment.note))
  }
}
