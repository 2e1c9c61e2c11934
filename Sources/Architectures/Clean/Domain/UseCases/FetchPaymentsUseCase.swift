// Role: Use case (Domain). Fetch a user's payments, newest first.
// Domain: depends on nothing outside Domain but the fixture.
import Banking

@MainActor
protocol FetchPaymentsUseCase {
  func execute(userID: Int) async throws(BankingError) -> [Payment]
}

struct DefaultFetchPaymentsUseCase: FetchPaymentsUseCase {
  let repository: any PaymentRepository

  func execute(userID: Int) async throws(BankingError) -> [Payment] {
    try await repository.payments(forUserID: userID)
  }
}
