// Role: Dependency (API client). The balance's backend call as a value of a closure, as
// TCA's dependency clients are: the app's root reducer, the balance's one owner, loads it
// through this; tests build their own answer.
import Banking
import UnidirectionalShared

/// The backend call of the balance every feature's list shows.
struct BalanceClient {
  var balance: @MainActor () async throws(BankingError) -> Money
}

extension BalanceClient {
  /// The client over HTTP, sending through the app's backend client.
  static func live(backend: BackendClient) -> BalanceClient {
    BalanceClient(balance: { () throws(BankingError) in
      let balance: MoneyJSON = try await backend.send(backend.request("balance"))
      return try balance.money()
    })
  }
}
