// Role: Use case (Domain). Fetch a user's payments, newest first.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

@MainActor
public protocol FetchPaymentsUseCase {
  func execute(userID: Int) async throws(BankingError) -> [Payment]
}

public struct DefaultFetchPaymentsUseCase: FetchPaymentsUseCase {
  private let repository: any PaymentRepository

  public init(repository: any PaymentRepository) {
    self.repository = repository
  }

  public func execute(userID: Int) async throws(BankingError) -> [Payment] {
    try await repository.payments(forUserID: userID)
  }
}
