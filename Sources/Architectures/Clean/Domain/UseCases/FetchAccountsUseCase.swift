// Role: Use case (Domain). Fetch the accounts a payment can come from.
// Domain: depends on nothing outside Domain but the fixture.
import Banking

@MainActor
protocol FetchAccountsUseCase {
  func execute() async throws(BankingError) -> [Account]
}

struct DefaultFetchAccountsUseCase: FetchAccountsUseCase {
  let repository: any AccountRepository

  func execute() async throws(BankingError) -> [Account] {
    try await repository.accounts()
  }
}
