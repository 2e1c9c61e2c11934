// Role: Use case (Domain). Fetch the balance of the user's accounts, for any feature.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol FetchBalanceUseCase {
  func execute() async throws(BankingError) -> Money
}

public struct DefaultFetchBalanceUseCase: FetchBalanceUseCase {
  private let repository: any BalanceRepository

  public init(repository: any BalanceRepository) {
    self.repository = repository
  }

  public func execute() async throws(BankingError) -> Money {
    try await repository.balance()
  }
}
