// Role: Use case (Domain). Send a payment, but only one that obeys the payment rules: the
// rules are business logic, so the use case checks them before the request, whatever the
// view model did.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

/// Why a payment was not created.
public enum SendPaymentError: Error, Hashable, Sendable {
  /// The input breaks a payment rule: nothing was sent.
  case ruleViolation(PaymentRuleViolation)
  /// The server or the network refused the payment.
  case rejected(BankingError)
}

@MainActor
public protocol SendPaymentUseCase {
  func execute(_ input: PaymentInput) async throws(SendPaymentError) -> Payment
}

public struct DefaultSendPaymentUseCase: SendPaymentUseCase {
  private let repository: any PaymentRepository
  private let validatePayment: any ValidatePaymentUseCase

  public init(repository: any PaymentRepository, validatePayment: any ValidatePaymentUseCase) {
    self.repository = repository
    self.validatePayment = validatePayment
  }

  /// Throws the first rule the input breaks without calling the repository; else sends the
  /// order the rules made of it.
  public func execute(_ input: PaymentInput) async throws(SendPaymentError) -> Payment {
    let validation = validatePayment.execute(input)
    guard let order = validation.order else {
      throw .ruleViolation(validation.violations.first ?? .missingSourceAccount)
    }
    do throws(BankingError) {
      return try await repository.createPayment(order)
    } catch {
      throw .rejected(error)
    }
  }
}
