// Role: Use case (Domain). Send a valid payment.
// Domain: depends on nothing outside Domain but the fixture.
import Banking

@MainActor
protocol SendPaymentUseCase {
  func execute(_ request: PaymentRequest) async throws(BankingError) -> Payment
}

struct DefaultSendPaymentUseCase: SendPaymentUseCase {
  let repository: any PaymentRepository

  func execute(_ request: PaymentRequest) async throws(BankingError) -> Payment {
    try await repository.createPayment(request)
  }
}
