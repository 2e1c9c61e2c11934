// Role: Use case (Domain). Fetch the accounts a payment can come from.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol FetchAccountsUseCase {
  func execute() async throws(BankingError) -> [Account]
}

public struct DefaultFetchAccountsUseCase: FetchAccountsUseCase {
  private let repository: any AccountRepository

  public init(repository: any AccountRepository) {
    self.repository = repository
  }

  public func execute() async throws(BankingError) -> [Account] {
    try await repository.accounts()
  }
}
