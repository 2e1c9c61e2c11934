// Role: Use case (Domain). Send a payment, but only one that obeys the payment rules: the
// rules are business logic, so the use case checks them before the request, whatever the
// view model did.
// Domain: imports only Banking and Foundation; names nothing in Data, Presentation or App.
import Banking

/// Why a payment was not created.
public enum SendPaymentError: Error, Hashable, Sendable {
  /// The draft breaks a payment rule: nothing was sent.
  case ruleViolation(PaymentRuleViolation)
  /// The server or the network refused the payment.
  case rejected(BankingError)
}

@MainActor
public protocol SendPaymentUseCase {
  func execute(_ draft: PaymentDraft) async throws(SendPaymentError) -> Payment
}

public struct DefaultSendPaymentUseCase: SendPaymentUseCase {
  private let repository: any PaymentRepository
  private let validatePayment: any ValidatePaymentUseCase

  public init(
    repository: any PaymentRepository,
    validatePayment: any ValidatePaymentUseCase = DefaultValidatePaymentUseCase()
  ) {
    self.repository = repository
    self.validatePayment = validatePayment
  }

  /// Throws the first rule the draft breaks, in field order, without calling the repository.
  public func execute(_ draft: PaymentDraft) async throws(SendPaymentError) -> Payment {
    let validation = validatePayment.execute(draft)
    guard let request = validation.request else {
      let violation =
        PaymentField.allCases.lazy.compactMap { validation.violations[$0] }.first
        ?? .missingSourceAccount
      throw .ruleViolation(violation)
    }
    do throws(BankingError) {
      return try await repository.createPayment(request)
    } catch {
      throw .rejected(error)
    }
  }
}
